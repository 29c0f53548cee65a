/**
 * A report worker in its own process, for the test that kills one with SIGKILL mid-run: it starts the job queue on
 * DATABASE_URL (or the PGlite in DATA_DIR), queues SURVEY_ID's reports, and when the first report is GENERATING (the
 * generator's debug line, written after that status is committed) prints 'generating' and freezes, so the test kills it
 * exactly there.
 */
import { writeSync } from 'node:fs';

import pino from 'pino';

import { openDatabase } from '../db/client.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { createPseudoProvider } from '../modules/translation/index.ts';
import { crashTestQueueOptions } from './translation.ts';

const { DATABASE_URL, DATA_DIR, SURVEY_ID } = process.env;
if ((!DATABASE_URL && !DATA_DIR) || !SURVEY_ID) throw new Error('DATABASE_URL or DATA_DIR, and SURVEY_ID, are required');

const logger = pino(
  { level: 'debug' },
  {
    write(line: string) {
      if (!line.includes('"msg":"Generating report"')) return;
      writeSync(1, 'generating\n');
      // Blocks this process for good: nothing after the GENERATING commit may happen before the kill.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    },
  },
);
const database = await openDatabase({ DATA_DIR: DATA_DIR ?? ':memory:', DATABASE_URL: DATABASE_URL || undefined });
const queue = await startJobQueue({ database, provider: createPseudoProvider(), logger, reportMinResponses: 5 }, crashTestQueueOptions);
await queue.enqueueReports(SURVEY_ID);
