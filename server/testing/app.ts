import pino from 'pino';

import { createApp, type AppDeps } from '../app.ts';
import type { TokenVerifier } from '../auth/tokenVerifier.ts';
import type { GeographySource } from '../modules/geography/index.ts';
import { surveyTestGeography } from './surveys.ts';

/** The permission rules on the survey test data's regions and locals (server/testing/surveys.ts). */
export const surveyTestGeographySource: GeographySource = () => Promise.resolve(surveyTestGeography);

/**
 * The whole app as main.ts assembles it, for route tests: every /api route behind requireUser, verified by the test
 * issuer. Without `geography` the permissions read the database's, as in production.
 */
export function createTestApp(db: AppDeps['db'], verifier: TokenVerifier, api: Omit<NonNullable<AppDeps['api']>, 'verifier'> = {}) {
  return createApp({ db, logger: pino({ level: 'silent' }), api: { verifier, ...api } });
}
