import { isSurveyActive, responseCount, surveyCreatedAt, surveyEndsAt, surveyStartsAt } from '@/entities/survey';
import type { SurveyListItem } from '@/shared/api';
import { formatUsDate, isValidDate } from '@/shared/lib/date';

/** What one table row shows, worked out once per survey so a sort or a keystroke only reorders rows. */
export interface SurveyRow<Survey extends SurveyListItem> {
  survey: Survey;
  createdAt: string;
  start: string;
  end: string;
  creator: string;
  isActive: boolean;
  responses: string;
}

const MISSING = 'N/A';

function dayOrMissing(date: Date | null): string {
  return date && isValidDate(date) ? formatUsDate(date) : MISSING;
}

export function toSurveyRow<Survey extends SurveyListItem>(survey: Survey, now: Date): SurveyRow<Survey> {
  return {
    survey,
    createdAt: dayOrMissing(surveyCreatedAt(survey)),
    start: dayOrMissing(surveyStartsAt(survey)),
    end: dayOrMissing(surveyEndsAt(survey)),
    creator: survey.created_by_username || MISSING,
    isActive: isSurveyActive(survey, now),
    responses: responseCount(survey).toLocaleString('en-US'),
  };
}

const rowCache = new WeakMap<SurveyListItem, { at: number; row: SurveyRow<SurveyListItem> }>();

/**
 * The row of a survey object, the same object each time for the same survey object and `now`: the dates and counts of
 * 2,000 surveys are formatted once, not again on each sort or filter keystroke.
 */
export function surveyRowOf<Survey extends SurveyListItem>(survey: Survey, now: Date): SurveyRow<Survey> {
  const cached = rowCache.get(survey);
  // Made from this very object, so its type is the caller's.
  if (cached?.at === now.getTime()) return cached.row as SurveyRow<Survey>;
  const row = toSurveyRow(survey, now);
  rowCache.set(survey, { at: now.getTime(), row });
  return row;
}
