import type { RequestIdVariables } from 'hono/request-id';
import type { RateLimitInfo } from 'hono-rate-limiter';
import type { Logger } from 'pino';

import type { VerifiedUser } from '../auth/tokenVerifier.ts';

export type AppVariables = RequestIdVariables & {
  /** The request's logger: every line it writes carries the request id. */
  logger: Logger;
  /** Set by requireUser on every authenticated route. */
  user: VerifiedUser;
  /** Set by every rate limiter (server/http/rateLimit.ts) on the requests it counts: the count and when it resets. */
  rateLimit: RateLimitInfo;
};

/** The Hono environment of every route and middleware of the API. */
export type AppEnv = { Variables: AppVariables };
