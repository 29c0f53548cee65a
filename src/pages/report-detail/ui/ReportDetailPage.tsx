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
  const [, navigate] = useLocation();
  const goBack = () => {
    if (!stepBack()) navigate(appRoutes.reports);
  };
  const id = reportId?.trim();
  if (!id) return <LoadFailure message="Report ID is missing." onBack={goBack} />;
  return <ReportDetail reportId={id} onBack={goBack} openInNewTab={openInNewTab} />;
}

function LoadFailure({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <ErrorPanel
      title="Error loading report"
      message={message}
      action={
        <Button variant="secondary" size="sm" icon={<ArrowLeft size={16} aria-hidden />} onPress={onBack}>
          Go Back
        </Button>
      }
    />
  );
}

function BackToReports({ onBack }: { onBack: () => void }) {
  return (
    <div>
      <Button variant="ghost" size="sm" icon={<ArrowLeft size={16} aria-hidden />} onPress={onBack}>
        Back to Reports
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
  const detail = useReportDetail(reportId);

  switch (detail.status) {
    case 'loading':
      return (
        <Inline justifyContent="center" padding="xxxl">
          <Spinner label="Loading report" />
        </Inline>
      );
    case 'error':
      return <LoadFailure message={detail.message} onBack={onBack} />;
    case 'not-found':
      return (
        <Stack gap="lg">
          <BackToReports onBack={onBack} />
          <EmptyState icon={<FileQuestion size={24} />} title="Report not found." headingLevel={2} />
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
        <dt className={styles.factLabel}>Report ID:</dt>
        <dd className={styles.factValue}>{report.id}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>Status:</dt>
        <dd className={styles.factValue}>
          <Badge tone={completed ? 'success' : 'warning'}>{reportStatusLabel(report.status)}</Badge>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>Generated:</dt>
        {/* In the viewer's own timezone, as every time on the screens. */}
        <dd className={styles.factValue}>{formatIsoMinute(parseServerTimestamp(report.generated_at))}</dd>
      </div>
    </dl>
  );
}

function NotReady({ report }: { report: Report }) {
  return (
    <Card>
      <Stack gap="md">
        {report.status === 'FAILED' ? (
          // A report with too few responses will not become ready by waiting: say so, and what would change it.
          <EmptyState
            icon={<Clock size={24} />}
            title="Not enough data for this report"
            headingLevel={2}
            description="This report was not written: its scope has fewer responses than a report needs. It will not become ready by waiting; generate the reports again once more responses have arrived."
          />
        ) : (
          <EmptyState
            icon={<Clock size={24} />}
            title="Report is not ready"
            headingLevel={2}
            // Section 4 names statuses by their display label everywhere.
            description={`The report is still in '${reportStatusLabel(report.status)}' status. Please check back later.`}
          />
        )}
        {report.status === 'FAILED' && report.error_message && (
          <div className={styles.errorDetails}>
            <p className={styles.errorDetailsLabel}>Error Details:</p>
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
      Download Report
    </Button>
  );
}
