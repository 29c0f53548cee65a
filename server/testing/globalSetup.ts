// The server project's global set-up (vitest.config.ts): the migrated templates its test databases are copied from.
import type { TestProject } from 'vitest/node';

import { loadEnv } from '../env.ts';
import { pgliteTemplateFile, postgresTemplate } from './databaseTemplates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's data directory, as a file (server/testing/setup.ts loads it). */
    pgliteTemplateFile: string;
    /** A migrated database on TEST_DATABASE_URL's server, when the PostgreSQL tests run. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const { TEST_DATABASE_URL: adminUrl, TEST_DATABASE_TARGETS: targets } = loadEnv();
  project.provide('pgliteTemplateFile', await pgliteTemplateFile());
  project.provide('postgresTemplate', adminUrl !== undefined && targets !== 'pglite' ? await postgresTemplate(adminUrl) : null);
}
