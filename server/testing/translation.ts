import type { Principal } from '../auth/permissions.ts';
import type { SurveyCreatePayload } from '../contract.ts';
import type { Db } from '../db/client.ts';
import type { JobQueueOptions } from '../jobs/queue.ts';
import { geographyFromDatabase, readGeographyConfig, seedGeography } from '../modules/geography/index.ts';
import { createSurvey } from '../modules/surveys/create.ts';

/** Short expiry and expiry checks, so a killed worker's job is handed on within seconds (production: 15 minutes, 30 s). */
export const crashTestQueueOptions: JobQueueOptions = {
  expireInSeconds: 2,
  expiryCheckIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  retryDelaySeconds: 1,
  translationConcurrency: 1,
};

const admin: Principal = { username: 'admin', groups: ['Global'], region: 'ALL', local: 'ALL' };

/**
 * An English survey for Canada (en, fr), Brazil (pt-BR) and Haiti (fr): locales en (the source, complete at once), fr
 * and pt-BR, each with the title and `questions` text questions to translate, and with `choice` a last, multiple-choice
 * question with those options.
 */
export async function createTranslationTestSurvey(db: Db, id: string, questions = 3, { choice }: { choice?: string[] } = {}): Promise<void> {
  await seedGeography(db, await readGeographyConfig('config/geography.json'));
  const payload: SurveyCreatePayload = {
    id,
    title: 'How was your visit to our store?',
    start_date: '2030-03-01',
    end_date: '2030-03-31',
    start_time: '09:00',
    end_time: '17:00',
    questions: [
      ...Array.from({ length: questions }, (_, index) => ({
        questionId: `q${index + 1}`,
        text: `How satisfied are you with part ${index + 1} of your visit today?`,
        order: index + 1,
      })),
      ...(choice
        ? [{ questionId: 'choice', text: 'What brought you to our store today?', order: questions + 1, type: 'multiple_choice' as const, options: choice }]
        : []),
    ],
    target_country_names: ['Canada', 'Brazil', 'Haiti'],
    target_languages: ['en', 'fr', 'pt-BR'],
    target_channels: 1,
    timezone: 'America/Mexico_City',
  };
  const outcome = await createSurvey({ db, geography: geographyFromDatabase(db), origin: 'http://localhost' }, admin, payload);
  if (outcome.kind !== 'created') throw new Error(`The test survey was not created: ${JSON.stringify(outcome)}`);
}
