import { surveyCreatedAt, surveyEndsAt, surveyStartsAt } from '@/entities/survey';
import type { SurveyDetail, SurveyQuestion } from '@/shared/api';
import { formatTimeOfDay, formatUsDate, formatUsDateTime, isValidDate, parseCalendarDate, timeZoneLabel } from '@/shared/lib/date';

const MISSING = 'N/A';

const orMissing = (date: Date | null, format: (date: Date) => string) => (date && isValidDate(date) ? format(date) : MISSING);

/** The creator's wall clock as typed: 'Dec 1, 2026 09:00', or 'N/A'. */
function wallClock(day: string | null | undefined, time: string | null | undefined): string {
  const date = parseCalendarDate(day);
  return isValidDate(date) && time ? `${formatUsDate(date)} ${time}` : MISSING;
}

/**
 * The Survey Details dialog's fields in order; 'N/A' for a missing or unreadable value (spec section 2). Every time is
 * in the viewer's zone, from the same instants the survey list shows, and the zone is named; a survey scheduled in
 * another zone also shows its schedule as set there.
 */
export function surveyDetailFields(detail: SurveyDetail, viewerTimeZone: string): [label: string, value: string][] {
  const start = surveyStartsAt(detail);
  const end = surveyEndsAt(detail);
  const fields: [string, string][] = [
    ['Title', detail.title || MISSING],
    ['Created At', orMissing(surveyCreatedAt(detail), formatUsDateTime)],
    ['Start Date', orMissing(start, formatUsDate)],
    ['Start Time', orMissing(start, formatTimeOfDay)],
    ['End Date', orMissing(end, formatUsDate)],
    ['End Time', orMissing(end, formatTimeOfDay)],
    ['Times Shown In', `${timeZoneLabel(viewerTimeZone, start ?? new Date())}, your time zone`],
  ];
  if (detail.timezone && detail.timezone !== viewerTimeZone) {
    const schedule = `${wallClock(detail.start_date, detail.start_time)} to ${wallClock(detail.end_date, detail.end_time)}`;
    fields.push(['Scheduled In', `${timeZoneLabel(detail.timezone, start ?? new Date())}: ${schedule}`]);
  }
  return fields;
}

/** The questions by their `order` (the server may list them otherwise); equal orders keep their place. */
export function questionsInOrder(questions: readonly SurveyQuestion[] | null | undefined): SurveyQuestion[] {
  return [...(questions ?? [])].sort((a, b) => a.order - b.order);
}

/** A failed call's message (the request functions word it per spec section 8), else `fallback`. */
export function failureMessage(reason: unknown, fallback: string): string {
  return reason instanceof Error && reason.message ? reason.message : fallback;
}
