import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from 'pino';

import type { VerifiedUser } from '../auth/tokenVerifier.ts';

export type AppVariables = RequestIdVariables & {
  /** The request's logger: every line it writes carries the request id. */
  logger: Logger;
  /** Set by requireUser on every authenticated route. */
  user: VerifiedUser;
};

/** The Hono environment of every route and middleware of the API. */
export type AppEnv = { Variables: AppVariables };
