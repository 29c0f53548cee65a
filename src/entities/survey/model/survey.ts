import type { SurveyListItem } from '@/shared/api';
import { parseServerTimestamp } from '@/shared/lib/date';

// The schedule rules are the shared core's, so the server counts active surveys as the screens show them.
export { isSurveyActive, surveyStartsAt, surveyEndsAt, type SurveySchedule } from '@/shared/lib/schedule';

/** Responses shown for a survey: responses_count, else the older field participants, else 0. */
export function responseCount(survey: Pick<SurveyListItem, 'responses_count' | 'participants'>): number {
  return survey.responses_count ?? survey.participants ?? 0;
}

/** When the survey was created; a created_at without a timezone is UTC. Invalid when missing or unreadable. */
export function surveyCreatedAt(survey: Pick<SurveyListItem, 'created_at'>): Date {
  return parseServerTimestamp(survey.created_at);
}
