import { Trans, useLingui } from '@lingui/react/macro';
import { CopyCheck } from 'lucide-react';

import { copyWithToast, SurveyLinkRow } from '@/widgets/survey-links';
import { CountryLabel } from '@/entities/geography';
import { linksAsText, linksOfSurveyDetail, QuestionSummary, type SurveyLink } from '@/entities/survey';
import type { SurveyDetail } from '@/shared/api';
import { browserTimeZone } from '@/shared/lib/date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Dialog } from '@/shared/ui/dialog';
import { Inline, Stack } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';
import { toast } from '@/shared/ui/toast';

import { questionsInOrder, surveyDetailFields } from '../model/surveyDetailView';
import { useSurveyDetail } from '../model/useSurveyDetail';
import * as styles from './SurveyDetailsDialog.css';
import { SurveyResponsesCard } from './SurveyResponsesCard';
import { SurveyTranslationsCard } from './SurveyTranslationsCard';

export interface SurveyDetailsDialogProps {
  surveyId: string;
  onClose: () => void;
}

function ParticipationLinks({ surveyId, links }: { surveyId: string; links: readonly SurveyLink[] }) {
  const { t } = useLingui();
  return (
    <Card
      title={t`Participation Links`}
      padding="md"
      actions={
        <Button
          variant="secondary"
          size="sm"
          icon={<CopyCheck size={16} aria-hidden />}
          onPress={() => {
            if (links.length === 0) {
              toast.error(t`No links to copy`, t`There are no survey links to copy`);
              return;
            }
            void copyWithToast(linksAsText(links), t`All Links Copied!`, t`Failed to copy links to clipboard`);
          }}
        >
          <Trans>Copy All Links</Trans>
        </Button>
      }
    >
      {links.length === 0 ? (
        <Text tone="muted">
          <Trans>No participation links available.</Trans>
        </Text>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list keyboard users must reach
        <ul className={styles.linkList} tabIndex={0} aria-label={t`Participation links`}>
          {links.map((link) => (
            <SurveyLinkRow key={link.url} surveyId={surveyId} link={link} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SurveyDetails({ detail }: { detail: SurveyDetail }) {
  const { t, i18n } = useLingui();
  const countries = detail.target_countries ?? [];
  const questions = questionsInOrder(detail.questions);
  return (
    <Stack gap="lg">
      <dl className={styles.fields}>
        {surveyDetailFields(detail, browserTimeZone(), i18n.locale).map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt className={styles.fieldLabel}>{label}</dt>
            <dd className={styles.fieldValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <SurveyResponsesCard surveyId={detail.id} />
      <ParticipationLinks surveyId={detail.id} links={linksOfSurveyDetail(detail)} />
      <Card title={t`Target Countries`} padding="md">
        {countries.length === 0 ? (
          <Text tone="muted">
            <Trans>No target countries specified.</Trans>
          </Text>
        ) : (
          <ul className={styles.countries} aria-label={t`Target countries`}>
            {countries.map((country) => (
              <li key={String(country.id)} className={styles.country}>
                <CountryLabel name={country.name} />
                {country.region && (
                  <Badge tone="info" size="sm">
                    {country.region}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t`Questions`} padding="md">
        {questions.length === 0 ? (
          <Text tone="muted">
            <Trans>No questions defined for this survey.</Trans>
          </Text>
        ) : (
          <ol className={styles.questions} aria-label={t`Questions`}>
            {questions.map((question) => (
              <li key={question.questionId}>
                <QuestionSummary text={question.text} type={question.type} options={question.options} />
              </li>
            ))}
          </ol>
        )}
      </Card>
      <SurveyTranslationsCard surveyId={detail.id} />
    </Stack>
  );
}

function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.error}>
      <Trans>Error loading survey details: {message}</Trans>
    </p>
  );
}

/**
 * 'Survey Details' (spec section 2): the survey's fields, links, countries and questions; its responses funnel and its
 * translations (ours).
 */
export function SurveyDetailsDialog({ surveyId, onClose }: SurveyDetailsDialogProps) {
  const { t } = useLingui();
  const state = useSurveyDetail(surveyId);
  return (
    <Dialog
      title={t`Survey Details`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
      footer={
        <Button slot="close" variant="secondary">
          <Trans>Close</Trans>
        </Button>
      }
    >
      {state.status === 'loading' && (
        <Inline gap="sm" alignItems="center" role="status">
          <Spinner size="sm" />
          <Text as="span">
            <Trans>Loading survey details...</Trans>
          </Text>
        </Inline>
      )}
      {state.status === 'error' && <LoadError message={state.message} />}
      {state.status === 'ready' && <SurveyDetails detail={state.value} />}
    </Dialog>
  );
}
