import { t } from '@lingui/core/macro';

import { isSurveyActive, responseCount, surveyCreatedAt, surveyEndsAt, surveyStartsAt } from '@/entities/survey';
import type { SurveyListItem } from '@/shared/api';
import { formatDate, isValidDate } from '@/shared/lib/date';

/** What one table row shows in one language, worked out once per survey so a sort or a keystroke only reorders rows. */
export interface SurveyRow<Survey extends SurveyListItem> {
  survey: Survey;
  createdAt: string;
  start: string;
  end: string;
  creator: string;
  isActive: boolean;
  responses: string;
}

/**
 * The row of a survey with dates and counts in `locale`, and 'N/A' for what is missing in the app's language (the same
 * language: callers pass the app's locale).
 */
export function toSurveyRow<Survey extends SurveyListItem>(survey: Survey, now: Date, locale: string): SurveyRow<Survey> {
  const missing = t`N/A`;
  const dayOrMissing = (date: Date | null) => (date && isValidDate(date) ? formatDate(date, locale) : missing);
  return {
    survey,
    createdAt: dayOrMissing(surveyCreatedAt(survey)),
    start: dayOrMissing(surveyStartsAt(survey)),
    end: dayOrMissing(surveyEndsAt(survey)),
    creator: survey.created_by_username || missing,
    isActive: isSurveyActive(survey, now),
    responses: new Intl.NumberFormat(locale).format(responseCount(survey)),
  };
}

const rowCache = new WeakMap<SurveyListItem, { at: number; locale: string; row: SurveyRow<SurveyListItem> }>();

/**
 * The row of a survey object, the same object each time for the same survey object, `now` and `locale`: the dates and
 * counts of 2,000 surveys are formatted once, not again on each sort or filter keystroke.
 */
export function surveyRowOf<Survey extends SurveyListItem>(survey: Survey, now: Date, locale: string): SurveyRow<Survey> {
  const cached = rowCache.get(survey);
  // Made from this very object, so its type is the caller's.
  if (cached?.at === now.getTime() && cached.locale === locale) return cached.row as SurveyRow<Survey>;
  const row = toSurveyRow(survey, now, locale);
  rowCache.set(survey, { at: now.getTime(), locale, row });
  return row;
}
