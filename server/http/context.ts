import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from 'pino';

export type AppVariables = RequestIdVariables & {
  /** The request's logger: every line it writes carries the request id. */
  logger: Logger;
};

/** The Hono environment of every route and middleware of the API. */
export type AppEnv = { Variables: AppVariables };
