import { msg } from '@lingui/core/macro';

import type { SurveyListItem } from '@/shared/api';
import { i18n, type MessageDescriptor } from '@/shared/i18n';

interface SampleSurvey {
  id: string;
  title: MessageDescriptor;
  creator: string;
  /** When it was made (ISO 8601, UTC). */
  createdAt: string;
  startDate: string;
  endDate: string;
  responses: number;
}

/**
 * The five built-in sample surveys Raw Data lists when the survey list cannot be loaded (spec section 7). They are
 * illustrations, not data: the ids ('sample-1'...) exist on no server, so nothing may be requested for them; being the
 * product's own words, their titles are in the app's language.
 */
const SAMPLES: readonly SampleSurvey[] = [
  sample(1, msg`Customer Satisfaction Survey`, 'ana.garcia', ['2026-01-10T09:00:00.000Z', '2026-01-15', '2026-02-15'], 120),
  sample(2, msg`Store Experience Feedback`, 'carlos.mendoza', ['2026-02-01T09:00:00.000Z', '2026-02-05', '2026-03-05'], 85),
  sample(3, msg`Product Quality Assessment`, 'kim.minji', ['2026-03-12T09:00:00.000Z', '2026-03-20', '2026-04-20'], 64),
  sample(4, msg`Checkout Speed Survey`, 'lucas.silva', ['2026-04-02T09:00:00.000Z', '2026-04-10', '2026-05-10'], 47),
  sample(5, msg`Brand Loyalty Study`, 'lee.seoyeon', ['2026-05-18T09:00:00.000Z', '2026-06-01', '2026-06-30'], 0),
];

/** The sample surveys as list items, titled in the app's language. */
export function sampleSurveys(): SurveyListItem[] {
  return SAMPLES.map((survey) => ({
    id: survey.id,
    title: i18n._(survey.title),
    created_by_username: survey.creator,
    created_at: survey.createdAt,
    start_date: survey.startDate,
    start_time: '09:00',
    end_date: survey.endDate,
    end_time: '17:00',
    start_datetime_utc: null,
    end_datetime_utc: null,
    responses_count: survey.responses,
    participants: null,
  }));
}

/** Whether a survey is one of the built-in samples rather than one from the server. */
export function isSampleSurvey(survey: Pick<SurveyListItem, 'id'>): boolean {
  return SAMPLES.some((sampleSurvey) => sampleSurvey.id === survey.id);
}

function sample(
  number: number,
  title: MessageDescriptor,
  creator: string,
  [createdAt, startDate, endDate]: [string, string, string],
  responses: number,
): SampleSurvey {
  return { id: `sample-${number}`, title, creator, createdAt, startDate, endDate, responses };
}
