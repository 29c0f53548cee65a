import { endOfDay } from 'date-fns';

import { isValidDate, parseCalendarDate, parseServerTimestamp } from '../date/date';

/*
 * When a survey is open, read the same way by every screen and by the server (the Dashboard's active surveys are
 * counted with it: GET /api/dashboard/stats).
 */

/** The fields the list rules read, as a survey list item and a survey detail carry them (any may be missing). */
export interface SurveySchedule {
  start_date?: string | null | undefined;
  start_time?: string | null | undefined;
  end_date?: string | null | undefined;
  end_time?: string | null | undefined;
  start_datetime_utc?: string | null | undefined;
  end_datetime_utc?: string | null | undefined;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

function validOrNull(date: Date): Date | null {
  return isValidDate(date) ? date : null;
}

/** A local calendar day plus an optional HH:mm (the day's start when the time is missing or unreadable). */
function localDayAndTime(day: string | null | undefined, time: string | null | undefined): Date | null {
  const date = parseCalendarDate(day);
  if (!isValidDate(date)) return null;
  const match = TIME_OF_DAY.exec(time ?? '');
  if (match) date.setHours(Number(match[1]), Number(match[2]));
  return date;
}

/** When the survey opens: the UTC start, else the local start date and time. Null when unknown. */
export function surveyStartsAt(survey: SurveySchedule): Date | null {
  return validOrNull(parseServerTimestamp(survey.start_datetime_utc)) ?? localDayAndTime(survey.start_date, survey.start_time);
}

/** When the survey closes: the UTC end, else the local end date and time. Null when unknown. */
export function surveyEndsAt(survey: SurveySchedule): Date | null {
  return validOrNull(parseServerTimestamp(survey.end_datetime_utc)) ?? localDayAndTime(survey.end_date, survey.end_time);
}

/**
 * The dashboard's active rule (spec section 4).
 * (a) With an end UTC datetime: active while start <= now <= end, where start is the UTC start, else the start_date's
 *     local midnight, else the epoch. An end that cannot be read is not active.
 * (b) Otherwise, with start_date and end_date both valid: active from the start of the start day to the end of the end day
 *     (local days, both inclusive).
 * Anything else (missing or invalid dates) is not active.
 */
export function isSurveyActive(survey: SurveySchedule, now: Date): boolean {
  const time = now.getTime();
  if (survey.end_datetime_utc) {
    const end = parseServerTimestamp(survey.end_datetime_utc);
    if (!isValidDate(end)) return false;
    const start =
      validOrNull(parseServerTimestamp(survey.start_datetime_utc)) ?? validOrNull(parseCalendarDate(survey.start_date)) ?? new Date(0);
    return start.getTime() <= time && time <= end.getTime();
  }
  const startDay = parseCalendarDate(survey.start_date);
  const endDay = parseCalendarDate(survey.end_date);
  if (!isValidDate(startDay) || !isValidDate(endDay)) return false;
  return startDay.getTime() <= time && time <= endOfDay(endDay).getTime();
}
