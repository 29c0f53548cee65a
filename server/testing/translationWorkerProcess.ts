/**
 * A translation worker in its own process, for the test that kills one with SIGKILL mid-job: it starts the job queue on
 * DATABASE_URL (or the PGlite in DATA_DIR) with a slow pseudo provider, queues SURVEY_ID, and prints 'calling' as each
 * provider call starts (one per locale), so the test knows how far the job is.
 */
import pino from 'pino';

import { openDatabase } from '../db/client.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { createPseudoProvider, type TranslationProvider } from '../modules/translation/index.ts';
import { crashTestQueueOptions } from './translation.ts';

const { DATABASE_URL, DATA_DIR, SURVEY_ID } = process.env;
if ((!DATABASE_URL && !DATA_DIR) || !SURVEY_ID) throw new Error('DATABASE_URL or DATA_DIR, and SURVEY_ID, are required');

const database = await openDatabase({ DATA_DIR: DATA_DIR ?? ':memory:', DATABASE_URL: DATABASE_URL || undefined });
const slow = createPseudoProvider({ delayMs: 150 });
const provider: TranslationProvider = {
  name: slow.name,
  translate(request) {
    console.log('calling');
    return slow.translate(request);
  },
};
const queue = await startJobQueue({ database, provider, logger: pino({ level: 'silent' }), reportMinResponses: 5 }, crashTestQueueOptions);
await queue.enqueueTranslation(SURVEY_ID);
