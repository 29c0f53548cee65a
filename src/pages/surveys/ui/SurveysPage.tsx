import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';

import { deleteSurvey, DEFAULT_SURVEY_SORT, filterSurveys, type SurveyColumn } from '@/entities/survey';
import { SurveyTable } from '@/widgets/survey-table';
import type { SurveyListItem } from '@/shared/api';
import type { SortState } from '@/shared/lib/sort';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { Inline, Stack } from '@/shared/ui/layout';
import { PageHeader } from '@/shared/ui/page-header';

import { useOpenSurveyId } from '../model/openSurvey';
import { failureMessage } from '../model/surveyDetailView';
import { useSurveyList } from '../model/useSurveyList';
import { useSurveysNow } from '../model/surveysNow';
import * as styles from './SurveysPage.css';
import { SurveyDetailsDialog } from './SurveyDetailsDialog';
import { EMPTY_FILTERS, SurveyFilterCard, type SurveyFilterValues } from './SurveyFilterCard';

type DeleteState = { survey: SurveyListItem; isPending: boolean; error?: string };

/** Survey Management (/surveys): filter, sort, inspect and delete surveys. */
export function SurveysPage() {
  const { t } = useLingui();
  const now = useSurveysNow();
  const { state, removeSurvey } = useSurveyList();
  const [filters, setFilters] = useState<SurveyFilterValues>(EMPTY_FILTERS);
  const [sort, setSort] = useState<SortState<SurveyColumn>>(DEFAULT_SURVEY_SORT);
  const [openSurveyId, setOpenSurveyId] = useOpenSurveyId();
  const [deleting, setDeleting] = useState<DeleteState>();

  const visible = useMemo(
    () =>
      state.status === 'ready' ? filterSurveys(state.surveys, { title: filters.title, creator: filters.creator }, 'management') : [],
    [state, filters.title, filters.creator],
  );

  const renderActions = useCallback(
    (survey: SurveyListItem) => {
      const surveyTitle = survey.title;
      return (
        <Inline gap="xs" justifyContent="flex-end" flexWrap="nowrap">
          <Button
            variant="ghost"
            size="sm"
            icon={<Eye size={16} aria-hidden />}
            aria-label={t`View ${surveyTitle}`}
            onPress={() => {
              setOpenSurveyId(survey.id);
            }}
          />
          {/* Offered only where the server says the delete would be allowed (it decides again on DELETE). */}
          {survey.can_delete === true && (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 size={16} aria-hidden />}
              aria-label={t`Delete ${surveyTitle}`}
              onPress={() => {
                setDeleting({ survey, isPending: false });
              }}
            />
          )}
        </Inline>
      );
    },
    [setOpenSurveyId, t],
  );

  const confirmDelete = (survey: SurveyListItem) => {
    setDeleting({ survey, isPending: true });
    deleteSurvey(survey.id).then(
      () => {
        removeSurvey(survey.id);
        setDeleting(undefined);
      },
      (reason: unknown) => {
        setDeleting({ survey, isPending: false, error: failureMessage(reason, t`Delete failed`) });
      },
    );
  };

  const isFiltered = Boolean(filters.title.trim() || filters.creator.trim());

  return (
    <Stack gap="lg">
      <PageHeader title={t`Survey Management`} subtitle={t`View, filter and manage all your surveys`} />
      <SurveyFilterCard values={filters} onChange={setFilters} />
      <SurveyTable
        surveys={visible}
        sort={sort}
        onSortChange={setSort}
        renderActions={renderActions}
        onRowAction={(survey) => {
          setOpenSurveyId(survey.id);
        }}
        isLoading={state.status === 'loading'}
        errorMessage={state.status === 'error' ? state.message : undefined}
        emptyText={isFiltered ? t`No surveys found matching your criteria.` : t`No surveys found.`}
        now={now}
      />
      {openSurveyId && (
        <SurveyDetailsDialog
          surveyId={openSurveyId}
          onClose={() => {
            setOpenSurveyId(undefined);
          }}
        />
      )}
      {deleting && (
        <AlertDialog
          title={t`Delete Survey`}
          isOpen
          onOpenChange={(open) => {
            if (!open) setDeleting(undefined);
          }}
          variant="destructive"
          confirmLabel={t`Delete`}
          isPending={deleting.isPending}
          shouldCloseOnConfirm={false}
          onConfirm={() => {
            confirmDelete(deleting.survey);
          }}
        >
          <p className={styles.message}>
            <Trans>Delete this survey? This cannot be undone.</Trans>
          </p>
          <p className={styles.subject}>{deleting.survey.title}</p>
          {deleting.error && (
            <p role="alert" className={styles.error}>
              {deleting.error}
            </p>
          )}
        </AlertDialog>
      )}
    </Stack>
  );
}
