import { pino, type DestinationStream, type Logger } from 'pino';

import type { Env } from './env.ts';

/** JSON lines on stdout (or the given stream, for tests); `err` values are serialised with their stack. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = { level: env.LOG_LEVEL, base: { service: 'survey-platform-api' } };
  return destination ? pino(options, destination) : pino(options);
}
