import type { SurveyListItem } from '@/shared/api';

/**
 * The five built-in sample surveys Raw Data lists when the survey list cannot be loaded (spec section 7). They are
 * illustrations, not data: the ids ('sample-1'...) exist on no server, so nothing may be requested for them.
 */
export const SAMPLE_SURVEYS: readonly SurveyListItem[] = [
  sample(1, 'Customer Satisfaction Survey', 'ana.garcia', ['2026-01-10', '2026-01-15', '2026-02-15'], 120),
  sample(2, 'Store Experience Feedback', 'carlos.mendoza', ['2026-02-01', '2026-02-05', '2026-03-05'], 85),
  sample(3, 'Product Quality Assessment', 'kim.minji', ['2026-03-12', '2026-03-20', '2026-04-20'], 64),
  sample(4, 'Checkout Speed Survey', 'lucas.silva', ['2026-04-02', '2026-04-10', '2026-05-10'], 47),
  sample(5, 'Brand Loyalty Study', 'lee.seoyeon', ['2026-05-18', '2026-06-01', '2026-06-30'], 0),
];

/** Whether a survey is one of the built-in samples rather than one from the server. */
export function isSampleSurvey(survey: Pick<SurveyListItem, 'id'>): boolean {
  return SAMPLE_SURVEYS.some((sampleSurvey) => sampleSurvey.id === survey.id);
}

function sample(
  number: number,
  title: string,
  creator: string,
  [createdOn, startDate, endDate]: [string, string, string],
  responses: number,
): SurveyListItem {
  return {
    id: `sample-${number}`,
    title,
    created_by_username: creator,
    created_at: `${createdOn}T09:00:00.000Z`,
    start_date: startDate,
    start_time: '09:00',
    end_date: endDate,
    end_time: '17:00',
    start_datetime_utc: null,
    end_datetime_utc: null,
    responses_count: responses,
    participants: null,
  };
}
