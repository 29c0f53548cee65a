import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Clock, Download, FileQuestion } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';

import { reportDetailTitle, reportStatusLabel } from '@/entities/report';
import { startReportDownload } from '@/features/report-download';
import type { Report } from '@/shared/api';
import { appRoutes } from '@/shared/config';
import { formatIsoMinute, parseServerTimestamp } from '@/shared/lib/date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorPanel } from '@/shared/ui/error-panel';
import { Inline, Stack } from '@/shared/ui/layout';
import { Markdown } from '@/shared/ui/markdown';
import { PageHeader } from '@/shared/ui/page-header';
import { Spinner } from '@/shared/ui/spinner';

import { historyStepBack, type StepBack } from '../model/stepBack';
import { useReportDetail } from '../model/useReportDetail';
import * as styles from './ReportDetailPage.css';

export interface ReportDetailPageProps {
  /** The route's id; missing or blank shows 'Report ID is missing.'. */
  reportId: string | undefined;
  /** Back one step in the app's history (stories pass a spy); when it cannot, the page goes to /reports. */
  stepBack?: StepBack;
  /** Opens an address in a new tab: the download's fallback (stories pass a spy). */
  openInNewTab?: (url: string) => void;
}

/** Report detail (spec section 2): a report's header, and its markdown and download once COMPLETED. */
export function ReportDetailPage({ reportId, stepBack = historyStepBack, openInNewTab }: ReportDetailPageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const goBack = () => {
    if (!stepBack()) navigate(appRoutes.reports);
  };
  const id = reportId?.trim();
  if (!id) return <LoadFailure message={t`Report ID is missing.`} onBack={goBack} />;
  return <ReportDetail reportId={id} onBack={goBack} openInNewTab={openInNewTab} />;
}

function LoadFailure({ message, onBack }: { message: string; onBack: () => void }) {
  const { t } = useLingui();
  return (
    <ErrorPanel
      title={t`Error loading report`}
      message={message}
      action={
        <Button variant="secondary" size="sm" icon={<ArrowLeft size={16} aria-hidden />} onPress={onBack}>
          <Trans>Go Back</Trans>
        </Button>
      }
    />
  );
}

function BackToReports({ onBack }: { onBack: () => void }) {
  return (
    <div>
      <Button variant="ghost" size="sm" icon={<ArrowLeft size={16} aria-hidden />} onPress={onBack}>
        <Trans>Back to Reports</Trans>
      </Button>
    </div>
  );
}

interface ReportDetailProps {
  reportId: string;
  onBack: () => void;
  openInNewTab: ((url: string) => void) | undefined;
}

function ReportDetail({ reportId, onBack, openInNewTab }: ReportDetailProps) {
  const { t } = useLingui();
  const detail = useReportDetail(reportId);

  switch (detail.status) {
    case 'loading':
      return (
        <Inline justifyContent="center" padding="xxxl">
          <Spinner label={t`Loading report`} />
        </Inline>
      );
    case 'error':
      return <LoadFailure message={detail.message} onBack={onBack} />;
    case 'not-found':
      return (
        <Stack gap="lg">
          <BackToReports onBack={onBack} />
          <EmptyState icon={<FileQuestion size={24} />} title={t`Report not found.`} headingLevel={2} />
        </Stack>
      );
    case 'loaded':
      return (
        <Stack gap="lg">
          <BackToReports onBack={onBack} />
          <PageHeader
            title={reportDetailTitle(detail.report)}
            actions={detail.content !== null && <DownloadButton reportId={reportId} openInNewTab={openInNewTab} />}
          />
          <ReportFacts report={detail.report} />
          {detail.content !== null ? (
            <Card as="article">
              <Markdown>{detail.content}</Markdown>
            </Card>
          ) : (
            <NotReady report={detail.report} />
          )}
        </Stack>
      );
  }
}

/** The id, the status (green when COMPLETED, yellow otherwise: spec section 2) and the generation time. */
function ReportFacts({ report }: { report: Report }) {
  const completed = report.status === 'COMPLETED';
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>
          <Trans>Report ID:</Trans>
        </dt>
        <dd className={styles.factValue}>{report.id}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>
          <Trans>Status:</Trans>
        </dt>
        <dd className={styles.factValue}>
          <Badge tone={completed ? 'success' : 'warning'}>{reportStatusLabel(report.status)}</Badge>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>
          <Trans>Generated:</Trans>
        </dt>
        {/* In the viewer's own timezone, as every time on the screens. */}
        <dd className={styles.factValue}>{formatIsoMinute(parseServerTimestamp(report.generated_at))}</dd>
      </div>
    </dl>
  );
}

function NotReady({ report }: { report: Report }) {
  const { t } = useLingui();
  const status = reportStatusLabel(report.status);
  return (
    <Card>
      <Stack gap="md">
        {report.status === 'FAILED' ? (
          // A report with too few responses will not become ready by waiting: say so, and what would change it.
          <EmptyState
            icon={<Clock size={24} />}
            title={t`Not enough data for this report`}
            headingLevel={2}
            description={t`This report was not written: its scope has fewer responses than a report needs. It will not become ready by waiting; generate the reports again once more responses have arrived.`}
          />
        ) : (
          <EmptyState
            icon={<Clock size={24} />}
            title={t`Report is not ready`}
            headingLevel={2}
            // Section 4 names statuses by their display label everywhere. ICU reads an apostrophe before a brace as a
            // quote, so the ones shown are doubled.
            description={t`The report is still in ''${status}'' status. Please check back later.`}
          />
        )}
        {report.status === 'FAILED' && report.error_message && (
          <div className={styles.errorDetails}>
            <p className={styles.errorDetailsLabel}>
              <Trans>Error Details:</Trans>
            </p>
            <p className={styles.errorDetailsMessage}>{report.error_message}</p>
          </div>
        )}
      </Stack>
    </Card>
  );
}

function DownloadButton({ reportId, openInNewTab }: { reportId: string; openInNewTab: ((url: string) => void) | undefined }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    await startReportDownload(reportId, { lang: 'all', openInNewTab });
    setPending(false);
  };
  return (
    <Button icon={<Download size={16} aria-hidden />} isPending={pending} onPress={() => void download()}>
      <Trans>Download Report</Trans>
    </Button>
  );
}
