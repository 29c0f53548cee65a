import { t } from '@lingui/core/macro';

import { surveyCreatedAt, surveyEndsAt, surveyStartsAt } from '@/entities/survey';
import type { SurveyDetail, SurveyQuestion } from '@/shared/api';
import { formatDate, formatDateTime, formatTimeOfDay, isValidDate, parseCalendarDate, timeZoneLabel } from '@/shared/lib/date';

const orMissing = (date: Date | null, format: (date: Date) => string) => (date && isValidDate(date) ? format(date) : t`N/A`);

/** The creator's wall clock as typed: 'Dec 1, 2026 09:00' (the day in `locale`), or 'N/A'. */
function wallClock(day: string | null | undefined, time: string | null | undefined, locale: string): string {
  const date = parseCalendarDate(day);
  return isValidDate(date) && time ? `${formatDate(date, locale)} ${time}` : t`N/A`;
}

/**
 * The Survey Details dialog's fields in order, labelled in the active language with dates in `locale`; 'N/A' for a
 * missing or unreadable value (spec section 2). Every time is in the viewer's zone, from the same instants the survey
 * list shows, and the zone is named; a survey scheduled in another zone also shows its schedule as set there.
 */
export function surveyDetailFields(detail: SurveyDetail, viewerTimeZone: string, locale: string): [label: string, value: string][] {
  const start = surveyStartsAt(detail);
  const end = surveyEndsAt(detail);
  const day = (date: Date) => formatDate(date, locale);
  const viewerZone = timeZoneLabel(viewerTimeZone, start ?? new Date());
  const fields: [string, string][] = [
    [t`Title`, detail.title || t`N/A`],
    [t`Created At`, orMissing(surveyCreatedAt(detail), (date) => formatDateTime(date, locale))],
    [t`Start Date`, orMissing(start, day)],
    [t`Start Time`, orMissing(start, formatTimeOfDay)],
    [t`End Date`, orMissing(end, day)],
    [t`End Time`, orMissing(end, formatTimeOfDay)],
    [t`Times Shown In`, t`${viewerZone}, your time zone`],
  ];
  if (detail.timezone && detail.timezone !== viewerTimeZone) {
    const surveyZone = timeZoneLabel(detail.timezone, start ?? new Date());
    const startsAt = wallClock(detail.start_date, detail.start_time, locale);
    const endsAt = wallClock(detail.end_date, detail.end_time, locale);
    fields.push([t`Scheduled In`, t`${surveyZone}: ${startsAt} to ${endsAt}`]);
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
