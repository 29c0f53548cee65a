import type { SurveyListItem } from '@/shared/api';
import { formatIsoDay, isValidDate, parseCalendarDate } from '@/shared/lib/date';

import { surveyEndsAt, surveyStartsAt, type SurveySchedule } from './survey';

export interface SurveyFilters {
  title?: string;
  creator?: string;
  /** A calendar day 'yyyy-MM-dd' (a date picker's value as a string); empty = no filter. */
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * Raw Data applies the date filters; Survey Management holds its date pickers but does not filter by them
 * (spec section 5).
 */
export type SurveyFilterMode = 'raw-data' | 'management';

function containsIgnoringCase(value: string | null | undefined, query: string | undefined): boolean {
  const needle = query?.trim().toLowerCase();
  if (!needle) return true;
  return (value ?? '').toLowerCase().includes(needle);
}

/** The survey's own calendar day: the schedule's day as written, else the local day of the UTC instant. */
function surveyDay(day: string | null | undefined, instant: Date | null): string | null {
  if (isValidDate(parseCalendarDate(day))) return day ?? null;
  return instant ? formatIsoDay(instant) : null;
}

const startDay = (survey: SurveySchedule) => surveyDay(survey.start_date, surveyStartsAt(survey));
const endDay = (survey: SurveySchedule) => surveyDay(survey.end_date, surveyEndsAt(survey));

/** A chosen day, or null for no filter (empty or unreadable). */
function chosenDay(value: string | null | undefined): string | null {
  return value && isValidDate(parseCalendarDate(value)) ? value : null;
}

/**
 * The list filters (client side). Title and creator: case-insensitive substring. In 'raw-data' mode the start filter
 * hides surveys starting before the chosen day and the end filter hides surveys ending after it; a survey without that
 * date passes. Days compare as 'yyyy-MM-dd' text, which orders like the calendar.
 */
export function filterSurveys<Survey extends SurveyListItem>(
  surveys: readonly Survey[],
  filters: SurveyFilters,
  mode: SurveyFilterMode,
): Survey[] {
  const from = mode === 'raw-data' ? chosenDay(filters.startDate) : null;
  const to = mode === 'raw-data' ? chosenDay(filters.endDate) : null;
  return surveys.filter((survey) => {
    if (!containsIgnoringCase(survey.title, filters.title)) return false;
    if (!containsIgnoringCase(survey.created_by_username, filters.creator)) return false;
    if (from) {
      const day = startDay(survey);
      if (day && day < from) return false;
    }
    if (to) {
      const day = endDay(survey);
      if (day && day > to) return false;
    }
    return true;
  });
}
