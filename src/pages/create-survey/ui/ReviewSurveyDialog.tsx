import { Languages } from 'lucide-react';

import { QuestionSummary } from '@/entities/survey';
import { SURVEY_RULES } from '@/shared/api';
import { formatUsDate, parseCalendarDate } from '@/shared/lib/date';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Inline, Stack } from '@/shared/ui/layout';
import { Text } from '@/shared/ui/text';

import type { SurveyFormValues } from '../model/formSchema';
import * as styles from './ReviewSurveyDialog.css';

export interface ReviewSurveyDialogProps {
  values: SurveyFormValues | undefined;
  isCreating: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

function period(date: string, time: string): string {
  return date ? `${formatUsDate(parseCalendarDate(date))} ${time}` : 'Not set';
}

/** The countries shown, and how many more there are ('+N more'). */
export function reviewCountries(countries: readonly string[]): { shown: string[]; more: number } {
  const shown = countries.slice(0, SURVEY_RULES.reviewCountriesShown);
  return { shown, more: countries.length - shown.length };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** 'Review Your Survey' (spec section 2): everything the survey will be, before it is created. */
export function ReviewSurveyDialog({ values, isCreating, onBack, onConfirm }: ReviewSurveyDialogProps) {
  const countries = reviewCountries(values?.countries ?? []);
  return (
    <Dialog
      title="Review Your Survey"
      description="Please review all details before creating your survey"
      isOpen={values !== undefined}
      onOpenChange={(open) => {
        if (!open) onBack();
      }}
      isPending={isCreating}
      size="lg"
      footer={
        <Inline gap="sm" justifyContent="flex-end">
          <Button variant="secondary" onPress={onBack} isDisabled={isCreating}>
            Back to Edit
          </Button>
          <Button onPress={onConfirm} isDisabled={isCreating}>
            {isCreating ? 'Creating Survey...' : 'Yes, Create Survey'}
          </Button>
        </Inline>
      }
    >
      {values && (
        <Stack gap="lg">
          <Section title="Title">
            <Text>{values.title.trim()}</Text>
          </Section>
          <Section title={`Questions (${values.questions.length})`}>
            <ol className={styles.list}>
              {values.questions.map((question) => (
                <li key={question.id}>
                  <QuestionSummary text={question.text.trim()} type={question.type} options={question.options.map((option) => option.trim())} />
                </li>
              ))}
            </ol>
          </Section>
          <Section title="Survey Period">
            <dl className={styles.terms}>
              <dt>Start</dt>
              <dd>{period(values.startDate, values.startTime)}</dd>
              <dt>End</dt>
              <dd>{period(values.endDate, values.endTime)}</dd>
            </dl>
          </Section>
          <Section title="Target Audience">
            <dl className={styles.terms}>
              <dt>Regions ({values.regions.length})</dt>
              <dd>{values.regions.join(', ')}</dd>
              <dt>Countries ({values.countries.length})</dt>
              <dd>
                {countries.shown.join(', ')}
                {countries.more > 0 && ` +${countries.more} more`}
              </dd>
              <dt>Channels per country</dt>
              <dd>{values.targetChannels}</dd>
            </dl>
          </Section>
          <div className={styles.notice} role="note">
            <Languages size={18} aria-hidden />
            <Text size="sm">
              Your survey will be automatically translated to all languages used in the selected countries. This typically takes 2-5 minutes.
            </Text>
          </div>
        </Stack>
      )}
    </Dialog>
  );
}
