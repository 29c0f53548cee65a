import { Trans, useLingui } from '@lingui/react/macro';
import { Download, ListChecks } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { SurveyTable } from '@/widgets/survey-table';
import { DEFAULT_SURVEY_SORT, filterSurveys, isSampleSurvey, type SurveyColumn } from '@/entities/survey';
import type { SurveyListItem } from '@/shared/api';
import type { SortState } from '@/shared/lib/sort';
import { Badge } from '@/shared/ui/badge';
import { Card } from '@/shared/ui/card';
import { ErrorPanel } from '@/shared/ui/error-panel';
import { IconButton } from '@/shared/ui/icon-button';
import { Inline, Stack } from '@/shared/ui/layout';
import { PageHeader } from '@/shared/ui/page-header';
import { toast } from '@/shared/ui/toast';

import { downloadRawData } from '../model/exports';
import { useChosenSurveyId } from '../model/surveyParam';
import { useRawDataSurveys } from '../model/useRawDataSurveys';
import { EMPTY_FILTERS, SearchFilters } from './SearchFilters';
import { SubmissionsPanel } from './SubmissionsPanel';

/**
 * Raw Data (spec section 2): filter the surveys, download a survey's raw CSV, or choose one (?surveyId=) to page through
 * its submissions and read or export a conversation.
 */
export function RawDataPage() {
  const { t } = useLingui();
  const [surveyId, chooseSurvey] = useChosenSurveyId();
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [sort, setSort] = useState<SortState<SurveyColumn>>(DEFAULT_SURVEY_SORT);
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());
  const list = useRawDataSurveys();
  const isSamples = list.status === 'samples';

  const shown = useMemo(() => filterSurveys(list.surveys, filters, 'raw-data'), [list.surveys, filters]);
  const chosenTitle = isSamples ? undefined : list.surveys.find((survey) => survey.id === surveyId)?.title;

  // Back leaves the submissions for the list: focus goes to the survey's own 'View submissions' button (or, when the
  // list no longer shows it, the table), not to the page's start, where the Back button it pressed used to be.
  const surveysRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<string | null>(null);
  const backToList = useCallback(() => {
    returnFocusTo.current = chosenTitle ?? '';
    chooseSurvey(null);
  }, [chooseSurvey, chosenTitle]);

  useEffect(() => {
    const surveyTitle = returnFocusTo.current;
    const surveys = surveysRef.current;
    if (surveyId || surveyTitle === null || !surveys) return undefined;
    returnFocusTo.current = null;
    const label = t`View submissions of ${surveyTitle}`;
    // react-aria draws a table's rows a frame after the table itself: look for the button over a few frames.
    let frame = 0;
    let request = 0;
    const focusReturn = () => {
      const button = [...surveys.querySelectorAll<HTMLElement>('button[aria-label]')].find((element) => element.getAttribute('aria-label') === label);
      if (button) button.focus();
      else if (frame < 10) {
        frame += 1;
        request = requestAnimationFrame(focusReturn);
      } else surveys.querySelector<HTMLElement>('[role="grid"]')?.focus();
    };
    focusReturn();
    return () => {
      cancelAnimationFrame(request);
    };
  }, [surveyId, t]);

  const reset = () => {
    setFilters(EMPTY_FILTERS);
    chooseSurvey(null);
  };

  const download = useCallback(
    async (survey: SurveyListItem) => {
      setDownloading((current) => new Set(current).add(survey.id));
      try {
        await downloadRawData(survey.id);
        toast.success(t`Download completed successfully!`);
      } catch {
        toast.error(t`Failed to download data. Please try again.`);
      } finally {
        setDownloading((current) => {
          const next = new Set(current);
          next.delete(survey.id);
          return next;
        });
      }
    },
    [t],
  );

  const renderActions = useCallback(
    (survey: SurveyListItem) => {
      // A sample exists on no server: it has nothing to list or download, so it offers no action.
      if (isSampleSurvey(survey)) {
        return (
          <Badge tone="neutral">
            <Trans>Sample</Trans>
          </Badge>
        );
      }
      const surveyTitle = survey.title;
      return (
        <Inline gap="xs" justifyContent="flex-end" flexWrap="nowrap">
          <IconButton
            label={t`View submissions of ${surveyTitle}`}
            onPress={() => {
              chooseSurvey(survey.id);
            }}
          >
            <ListChecks size={16} aria-hidden />
          </IconButton>
          <IconButton
            label={t`Download raw data of ${surveyTitle} (CSV)`}
            onPress={() => {
              // A second press while the file is on its way is ignored (no pending state: an icon button has no
              // text for its announcement to read).
              if (!downloading.has(survey.id)) void download(survey);
            }}
          >
            <Download size={16} aria-hidden />
          </IconButton>
        </Inline>
      );
    },
    [chooseSurvey, download, downloading, t],
  );

  return (
    <>
      <PageHeader title={t`Raw Response Data`} subtitle={t`Export raw survey responses as Excel files for detailed analysis`} />
      <Stack gap="xl">
        <SearchFilters filters={filters} onChange={setFilters} onReset={reset} />
        {surveyId ? (
          <SubmissionsPanel
            key={surveyId}
            surveyId={surveyId}
            surveyTitle={chosenTitle}
            onBack={backToList}
          />
        ) : (
          <div ref={surveysRef}>
            <Card as="section" title={t`Surveys`} headingLevel={2}>
              <Stack gap="lg">
                {isSamples && (
                  <ErrorPanel
                    title={t`Failed to load surveys`}
                    message={t`Showing five sample surveys instead. They are examples only, with no submissions or data to download.`}
                    onRetry={list.retry}
                  />
                )}
                <SurveyTable
                  aria-label={isSamples ? t`Sample surveys` : t`Surveys`}
                  surveys={shown}
                  sort={sort}
                  onSortChange={setSort}
                  renderActions={renderActions}
                  onRowAction={
                    isSamples
                      ? undefined
                      : (survey) => {
                          chooseSurvey(survey.id);
                        }
                  }
                  isLoading={list.status === 'loading'}
                  emptyText={t`No surveys found matching your criteria.`}
                />
              </Stack>
            </Card>
          </div>
        )}
      </Stack>
    </>
  );
}
