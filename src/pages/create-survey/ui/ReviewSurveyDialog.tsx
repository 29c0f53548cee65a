import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';

import { QuestionSummary } from '@/entities/survey';
import { SURVEY_RULES } from '@/shared/api';
import { formatDate, parseCalendarDate } from '@/shared/lib/date';
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

/** A schedule's day in the user's language and its time as the form takes it (24-hour). */
function Period({ date, time }: { date: string; time: string }) {
  const { i18n } = useLingui();
  if (!date) return <Trans>Not set</Trans>;
  return `${formatDate(parseCalendarDate(date), i18n.locale)} ${time}`;
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
  const { t, i18n } = useLingui();
  const countries = reviewCountries(values?.countries ?? []);
  const shownCountries = countries.shown.join(', ');
  const moreCountries = countries.more;
  const questionCount = values?.questions.length ?? 0;
  const regionCount = values?.regions.length ?? 0;
  const countryCount = values?.countries.length ?? 0;
  return (
    <Dialog
      title={t`Review Your Survey`}
      description={t`Please review all details before creating your survey`}
      isOpen={values !== undefined}
      onOpenChange={(open) => {
        if (!open) onBack();
      }}
      isPending={isCreating}
      size="lg"
      footer={
        <Inline gap="sm" justifyContent="flex-end">
          <Button variant="secondary" onPress={onBack} isDisabled={isCreating}>
            <Trans>Back to Edit</Trans>
          </Button>
          <Button onPress={onConfirm} isDisabled={isCreating}>
            {isCreating ? t`Creating Survey...` : t`Yes, Create Survey`}
          </Button>
        </Inline>
      }
    >
      {values && (
        <Stack gap="lg">
          <Section title={t`Title`}>
            <Text>{values.title.trim()}</Text>
          </Section>
          <Section title={t`Questions (${questionCount})`}>
            <ol className={styles.list}>
              {values.questions.map((question) => (
                <li key={question.id}>
                  <QuestionSummary text={question.text.trim()} type={question.type} options={question.options.map((option) => option.trim())} />
                </li>
              ))}
            </ol>
          </Section>
          <Section title={t`Survey Period`}>
            <dl className={styles.terms}>
              <dt>
                <Trans>Start</Trans>
              </dt>
              <dd>
                <Period date={values.startDate} time={values.startTime} />
              </dd>
              <dt>
                <Trans>End</Trans>
              </dt>
              <dd>
                <Period date={values.endDate} time={values.endTime} />
              </dd>
            </dl>
          </Section>
          <Section title={t`Target Audience`}>
            <dl className={styles.terms}>
              <dt>
                <Trans>Regions ({regionCount})</Trans>
              </dt>
              <dd>{values.regions.join(', ')}</dd>
              <dt>
                <Trans>Countries ({countryCount})</Trans>
              </dt>
              <dd>{moreCountries > 0 ? t`${shownCountries} +${moreCountries} more` : shownCountries}</dd>
              <dt>
                <Trans>Channels per country</Trans>
              </dt>
              <dd>{i18n.number(values.targetChannels)}</dd>
            </dl>
          </Section>
          <div className={styles.notice} role="note">
            <Languages size={18} aria-hidden />
            <Text size="sm">
              <Trans>
                Your survey will be automatically translated to all languages used in the selected countries. This typically
                takes 2-5 minutes.
              </Trans>
            </Text>
          </div>
        </Stack>
      )}
    </Dialog>
  );
}
