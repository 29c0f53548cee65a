import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';

import type { ReportGroup } from '@/shared/api';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { DialogTrigger } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';

import { isRunUnderWay, reportRunToast, requestReportRun } from '../model/reportRun';
import * as styles from './GenerateReportsButton.css';

export interface GenerateReportsButtonProps {
  survey: Pick<ReportGroup['survey'], 'id' | 'title'>;
  /** The survey has reports already: the question says 'again', and that they stay. */
  hasReports: boolean;
  /** A run of the survey's reports is under way (started now, or already running): the list may follow it. */
  onRunUnderWay: (surveyId: string) => void;
}

/**
 * 'Generate reports' for a user the server allows (survey.can_generate_reports): asks first (a run writes every
 * scope's report; 'again' only when there are reports already), then starts it and says in a toast what the server
 * answered.
 */
export function GenerateReportsButton({ survey, hasReports, onRunUnderWay }: GenerateReportsButtonProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const title = survey.title.trim() || survey.id;

  const confirm = async () => {
    setPending(true);
    const outcome = await requestReportRun(survey.id);
    setPending(false);
    setOpen(false);
    const message = reportRunToast(outcome);
    toast[message.tone](message.title);
    if (isRunUnderWay(outcome)) onRunUnderWay(survey.id);
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      {/* Every card has one: the name says which survey's, and starts with the words shown. */}
      <Button variant="secondary" size="sm" icon={<RefreshCw size={16} aria-hidden />} aria-label={t`Generate reports for ${title}`}>
        <Trans>Generate reports</Trans>
      </Button>
      <AlertDialog
        title={hasReports ? t`Generate reports again?` : t`Generate reports?`}
        confirmLabel={t`Generate reports`}
        isPending={isPending}
        shouldCloseOnConfirm={false}
        onConfirm={() => void confirm()}
      >
        <p className={styles.message}>
          {hasReports ? (
            <Trans>
              A new report is written for every scope of this survey (global, regional, local and country, in English and
              Korean) from the responses so far. The reports written before stay in the list.
            </Trans>
          ) : (
            <Trans>
              A report is written for every scope of this survey (global, regional, local and country, in English and
              Korean) from the responses so far.
            </Trans>
          )}
        </p>
        <p className={styles.subject}>{title}</p>
      </AlertDialog>
    </DialogTrigger>
  );
}
