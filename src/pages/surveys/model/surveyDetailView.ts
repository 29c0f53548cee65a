import type { SurveyDetail, SurveyQuestion } from '@/shared/api';
import { formatUsDate, formatUsDateTime, isValidDate, parseCalendarDate, parseServerTimestamp } from '@/shared/lib/date';

const MISSING = 'N/A';

/** The Survey Details dialog's fields in order; 'N/A' for a missing or unreadable value (spec section 2). */
export function surveyDetailFields(detail: SurveyDetail): [label: string, value: string][] {
  const createdAt = parseServerTimestamp(detail.created_at);
  const day = (value: string | null | undefined) => {
    const date = parseCalendarDate(value);
    return isValidDate(date) ? formatUsDate(date) : MISSING;
  };
  return [
    ['Title', detail.title || MISSING],
    ['Created At', isValidDate(createdAt) ? formatUsDateTime(createdAt) : MISSING],
    ['Start Date', day(detail.start_date)],
    ['Start Time', detail.start_time || MISSING],
    ['End Date', day(detail.end_date)],
    ['End Time', detail.end_time || MISSING],
  ];
}

/** The questions by their `order` (the server may list them otherwise); equal orders keep their place. */
export function questionsInOrder(questions: readonly SurveyQuestion[] | null | undefined): SurveyQuestion[] {
  return [...(questions ?? [])].sort((a, b) => a.order - b.order);
}

/** A failed call's message (the request functions word it per spec section 8), else `fallback`. */
export function failureMessage(reason: unknown, fallback: string): string {
  return reason instanceof Error && reason.message ? reason.message : fallback;
}
