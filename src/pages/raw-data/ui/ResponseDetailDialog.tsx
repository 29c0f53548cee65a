import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';

import { LanguageLabel, CountryLabel } from '@/entities/geography';
import { ConversationEntry } from '@/entities/submission';
import { answerValueLabel, type SubmissionDetail } from '@/shared/api';
import { channelLabel } from '@/shared/lib/channel';
import { formatDateTime, parseServerTimestamp } from '@/shared/lib/date';
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
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Response Detail`}
      description={t`Submission ${submissionId}`}
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
  const { t } = useLingui();
  const state = useSubmissionDetail(submissionId);
  if (state.status === 'loading') {
    return (
      <Inline gap="sm" padding="lg" justifyContent="center">
        <Spinner size="sm" />
        <span role="status">
          <Trans>Loading submission details...</Trans>
        </span>
      </Inline>
    );
  }
  if (state.status === 'failed') return <ErrorPanel title={t`Failed to load submission details.`} />;
  return <LoadedDetail detail={state.detail} />;
}

function LoadedDetail({ detail }: { detail: SubmissionDetail }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const logs = detail.conversation_logs;
  const exportLogs = () => {
    try {
      saveLogCsv(detail, { withChannel: false });
    } catch {
      toast.error(t`Failed to export logs.`);
    }
  };
  const facts: [label: string, value: ReactNode][] = [
    [t`Submitted At`, detail.submitted_at ? formatDateTime(parseServerTimestamp(detail.submitted_at), i18n.locale) : t`N/A`],
    [t`Country`, detail.country_code ? <CountryLabel name={countryName(detail.country_code)} /> : t`N/A`],
    [t`Language`, detail.language_code ? <LanguageLabel code={detail.language_code} /> : t`N/A`],
    [t`Channel`, channelLabel(detail.channel) || t`N/A`],
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
            <Trans>Conversation Log</Trans>
          </h3>
          {logs.length > 0 && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Download size={16} aria-hidden />}
              onPress={exportLogs}
            >
              <Trans>Export Logs (CSV)</Trans>
            </Button>
          )}
        </Inline>
        {logs.length === 0 ? (
          <EmptyState title={t`No conversation logs found.`} />
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
