import type { SurveyListItem } from '@/shared/api';
import { sortRows, type SortState, type SortValue } from '@/shared/lib/sort';

import { isSurveyActive, responseCount, surveyCreatedAt, surveyEndsAt, surveyStartsAt } from './survey';

/** The sortable columns of the survey tables (Survey Management and Raw Data). */
export type SurveyColumn = 'created_at' | 'start' | 'end' | 'title' | 'creator' | 'status' | 'responses';

export const SURVEY_COLUMNS: readonly SurveyColumn[] = ['created_at', 'start', 'end', 'title', 'creator', 'status', 'responses'];

export const DEFAULT_SURVEY_SORT: SortState<SurveyColumn> = { column: 'created_at', direction: 'descending' };

function surveySortValue(survey: SurveyListItem, column: SurveyColumn, now: Date): SortValue {
  switch (column) {
    case 'created_at':
      return surveyCreatedAt(survey);
    case 'start':
      return surveyStartsAt(survey);
    case 'end':
      return surveyEndsAt(survey);
    case 'title':
      return survey.title;
    case 'creator':
      return survey.created_by_username || null;
    case 'status':
      // Descending puts active surveys first.
      return isSurveyActive(survey, now) ? 1 : 0;
    case 'responses':
      return responseCount(survey);
  }
}

/** A sorted copy; missing values (no date, no creator) go last in both directions. */
export function sortSurveys<Survey extends SurveyListItem>(
  surveys: readonly Survey[],
  sort: SortState<SurveyColumn>,
  now: Date,
): Survey[] {
  return sortRows(surveys, sort, (survey, column) => surveySortValue(survey, column, now));
}
