import { serve } from '@hono/node-server';

import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { loadEnv, type Env } from './env.ts';
import { createLogger } from './logger.ts';

/** In-flight requests get this long to finish after SIGTERM/SIGINT; a stuck client must not keep the process alive. */
const SHUTDOWN_GRACE_MS = 10_000;

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    // Before the logger exists (its level is a setting): a plain line is what an operator reads here.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env);
  const database = await openDatabase(env, logger);
  const app = createApp({ db: database, logger });

  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    logger.info({ url: `http://${host}:${info.port}` }, `Listening on http://${host}:${info.port}`);
  });

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'Shutting down');
    const forceExit = setTimeout(() => {
      logger.error('In-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    // close() stops accepting and calls back once in-flight requests are done; idle keep-alive sockets would hold it open.
    server.close(() => {
      database
        .close()
        .then(() => {
          logger.info('Stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'Closing the database failed');
          process.exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
