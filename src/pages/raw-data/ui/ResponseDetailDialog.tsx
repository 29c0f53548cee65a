import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';

import { LanguageLabel, CountryLabel } from '@/entities/geography';
import { ConversationEntry } from '@/entities/submission';
import { answerValueLabel, type SubmissionDetail } from '@/shared/api';
import { channelLabel } from '@/shared/lib/channel';
import { formatUsDateTime, parseServerTimestamp } from '@/shared/lib/date';
import { countryName } from '@/shared/lib/language';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorPanel } from '@/shared/ui/error-panel';
import { Inline, Stack } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';

import { saveLogCsv } from '../model/exports';
import { useSubmissionDetail } from '../model/useSubmissionDetail';
import * as styles from './ResponseDetailDialog.css';

export interface ResponseDetailDialogProps {
  /** The submission shown; kept while the dialog closes so its content does not vanish mid-animation. */
  submissionId: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Response Detail: the submission's facts and its Conversation Log, with the log's CSV export (no Channel column). A
 * scored answer shows its value as a chip under the respondent's message ('Rating 4 / 5', 'NPS 9', 'Option 2: ...').
 */
export function ResponseDetailDialog({ submissionId, isOpen, onClose }: ResponseDetailDialogProps) {
  return (
    <Dialog
      title="Response Detail"
      description={`Submission ${submissionId}`}
      size="xl"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <ResponseDetailContent submissionId={submissionId} />
    </Dialog>
  );
}

function ResponseDetailContent({ submissionId }: { submissionId: string }) {
  const state = useSubmissionDetail(submissionId);
  if (state.status === 'loading') {
    return (
      <Inline gap="sm" padding="lg" justifyContent="center">
        <Spinner size="sm" />
        <span role="status">Loading submission details...</span>
      </Inline>
    );
  }
  if (state.status === 'failed') return <ErrorPanel title="Failed to load submission details." />;
  return <LoadedDetail detail={state.detail} />;
}

function exportLogs(detail: SubmissionDetail) {
  try {
    saveLogCsv(detail, { withChannel: false });
  } catch {
    toast.error('Failed to export logs.');
  }
}

function LoadedDetail({ detail }: { detail: SubmissionDetail }) {
  const headingId = useId();
  const logs = detail.conversation_logs;
  const facts: [label: string, value: ReactNode][] = [
    ['Submitted At', detail.submitted_at ? formatUsDateTime(parseServerTimestamp(detail.submitted_at)) : 'N/A'],
    ['Country', detail.country_code ? <CountryLabel name={countryName(detail.country_code)} /> : 'N/A'],
    ['Language', detail.language_code ? <LanguageLabel code={detail.language_code} /> : 'N/A'],
    ['Channel', channelLabel(detail.channel) || 'N/A'],
  ];
  return (
    <Stack gap="lg">
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <Stack as="section" gap="sm" aria-labelledby={headingId}>
        <Inline justifyContent="space-between" gap="sm">
          <h3 id={headingId} className={styles.logHeading}>
            Conversation Log
          </h3>
          {logs.length > 0 && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Download size={16} aria-hidden />}
              onPress={() => {
                exportLogs(detail);
              }}
            >
              Export Logs (CSV)
            </Button>
          )}
        </Inline>
        {logs.length === 0 ? (
          <EmptyState title="No conversation logs found." />
        ) : (
          // A keyboard user can only scroll a region they can focus (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <ol className={styles.log} tabIndex={0} aria-labelledby={headingId}>
            {logs.map((log) => {
              const valueLabel = answerValueLabel(log);
              return (
                <li key={log.id} className={styles.logItem}>
                  <ConversationEntry log={log} />
                  {valueLabel && <span className={styles.answerValue}>{valueLabel}</span>}
                </li>
              );
            })}
          </ol>
        )}
      </Stack>
    </Stack>
  );
}
