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
  return (
    <Card
      title="Participation Links"
      padding="md"
      actions={
        <Button
          variant="secondary"
          size="sm"
          icon={<CopyCheck size={16} aria-hidden />}
          onPress={() => {
            if (links.length === 0) {
              toast.error('No links to copy', 'There are no survey links to copy');
              return;
            }
            void copyWithToast(linksAsText(links), 'All Links Copied!', 'Failed to copy links to clipboard');
          }}
        >
          Copy All Links
        </Button>
      }
    >
      {links.length === 0 ? (
        <Text tone="muted">No participation links available.</Text>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list keyboard users must reach
        <ul className={styles.linkList} tabIndex={0} aria-label="Participation links">
          {links.map((link) => (
            <SurveyLinkRow key={link.url} surveyId={surveyId} link={link} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SurveyDetails({ detail }: { detail: SurveyDetail }) {
  const countries = detail.target_countries ?? [];
  const questions = questionsInOrder(detail.questions);
  return (
    <Stack gap="lg">
      <dl className={styles.fields}>
        {surveyDetailFields(detail, browserTimeZone()).map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt className={styles.fieldLabel}>{label}</dt>
            <dd className={styles.fieldValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <SurveyResponsesCard surveyId={detail.id} />
      <ParticipationLinks surveyId={detail.id} links={linksOfSurveyDetail(detail)} />
      <Card title="Target Countries" padding="md">
        {countries.length === 0 ? (
          <Text tone="muted">No target countries specified.</Text>
        ) : (
          <ul className={styles.countries} aria-label="Target countries">
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
      <Card title="Questions" padding="md">
        {questions.length === 0 ? (
          <Text tone="muted">No questions defined for this survey.</Text>
        ) : (
          <ol className={styles.questions} aria-label="Questions">
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

/**
 * 'Survey Details' (spec section 2): the survey's fields, links, countries and questions; its responses funnel and its
 * translations (ours).
 */
export function SurveyDetailsDialog({ surveyId, onClose }: SurveyDetailsDialogProps) {
  const state = useSurveyDetail(surveyId);
  return (
    <Dialog
      title="Survey Details"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
      footer={
        <Button slot="close" variant="secondary">
          Close
        </Button>
      }
    >
      {state.status === 'loading' && (
        <Inline gap="sm" alignItems="center" role="status">
          <Spinner size="sm" />
          <Text as="span">Loading survey details...</Text>
        </Inline>
      )}
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          Error loading survey details: {state.message}
        </p>
      )}
      {state.status === 'ready' && <SurveyDetails detail={state.value} />}
    </Dialog>
  );
}
