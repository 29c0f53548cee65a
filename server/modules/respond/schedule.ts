import type { ScheduleState } from '../../contract.ts';
// The SPA's helper, as the surveys module uses it: the survey list and the respondent see the same instants.
import { zonedDateTimeToUtc } from '../../../src/shared/lib/date/date.ts';

export interface SurveySchedule {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timezone: string;
}

export interface ScheduleAt {
  state: ScheduleState;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The instant a wall-clock date and time in `timeZone` denote. A zone the runtime does not know (only possible for rows
 * not made through the API, which refuses one) is read as UTC, so a link still opens and closes at a definite time.
 */
function instant(day: string, time: string, timeZone: string): Date {
  const inZone = zonedDateTimeToUtc(day, time, timeZone);
  return Number.isNaN(inZone.getTime()) ? zonedDateTimeToUtc(day, time, 'UTC') : inZone;
}

/** Where the survey's schedule stands at `now`: open from its start (inclusive) to its end (exclusive). */
export function scheduleAt(survey: SurveySchedule, now: Date): ScheduleAt {
  const startsAt = instant(survey.startDate, survey.startTime, survey.timezone);
  const endsAt = instant(survey.endDate, survey.endTime, survey.timezone);
  const state: ScheduleState = now < startsAt ? 'not_started' : now < endsAt ? 'open' : 'ended';
  return { state, startsAt, endsAt };
}
