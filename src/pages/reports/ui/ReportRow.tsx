import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Info } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';

import { isReportDownloadable, ReportScopeBadge, reportDisplayTitle, ReportStatusBadge } from '@/entities/report';
import type { Report } from '@/shared/api';
import { reportPath } from '@/shared/config';
import { formatDateTime, isValidDate, parseServerTimestamp } from '@/shared/lib/date';
import { IconButton } from '@/shared/ui/icon-button';
import { Link } from '@/shared/ui/link';
import { Spinner } from '@/shared/ui/spinner';
import { Tooltip, TooltipTrigger } from '@/shared/ui/tooltip';

import * as styles from './ReportRow.css';

export interface ReportRowProps {
  report: Report;
  isDownloading: boolean;
  onDownload: (report: Report) => void;
}

function GeneratedAt({ value }: { value: string | null | undefined }) {
  const { i18n } = useLingui();
  const date = parseServerTimestamp(value);
  if (!isValidDate(date)) {
    return (
      <span>
        <Trans>Not generated yet</Trans>
      </span>
    );
  }
  const generatedAt = formatDateTime(date, i18n.locale);
  return (
    <time dateTime={date.toISOString()}>
      <Trans>Generated {generatedAt}</Trans>
    </time>
  );
}

/** One report of a survey: scope, title (a link to its page), scope, generation time, status and its action. */
export function ReportRow({ report, isDownloading, onDownload }: ReportRowProps) {
  const { t } = useLingui();
  const title = reportDisplayTitle(report);
  const errorText = report.status === 'FAILED' ? report.error_message?.trim() : undefined;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <div className={styles.titleLine}>
          <ReportScopeBadge scope={report.report_scope_type} />
          <span className={styles.title}>
            <Link href={reportPath(report.id)}>{title}</Link>
          </span>
        </div>
        <p className={styles.facts}>
          {report.scope_identifier && <span>{report.scope_identifier}</span>}
          <GeneratedAt value={report.generated_at} />
        </p>
      </div>
      <div className={styles.status}>
        <ReportStatusBadge status={report.status} size="sm" />
        {errorText && (
          // A button, so the reason is reachable by Tab as well as by pointer; the tooltip becomes its description.
          <TooltipTrigger delay={200}>
            <AriaButton aria-label={t`Error details for ${title}`} className={styles.errorTrigger}>
              <Info size={16} aria-hidden />
            </AriaButton>
            <Tooltip placement="top">{errorText}</Tooltip>
          </TooltipTrigger>
        )}
        {isReportDownloadable(report) && (
          <IconButton
            label={t`Download ${title}`}
            size="sm"
            // Not isPending: RAC announces a pending button by its labelledby ids, and this one is named by aria-label.
            onPress={() => {
              if (!isDownloading) onDownload(report);
            }}
          >
            {isDownloading ? <Spinner size="sm" /> : <Download size={16} aria-hidden />}
          </IconButton>
        )}
      </div>
    </li>
  );
}
