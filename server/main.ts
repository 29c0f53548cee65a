import { AccountsSetupError } from './auth/idp/accounts.ts';
import { startServer } from './bootstrap.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
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
  const server = await startServer(env, logger);

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
    server
      .close()
      .then(() => {
        logger.info('Stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Shutting down failed');
        process.exit(1);
      });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  // An operator's mistake, not a fault: the message says what to do, a stack would bury it.
  console.error(error instanceof DataDirInUseError || error instanceof AccountsSetupError ? error.message : error);
  process.exit(1);
});
