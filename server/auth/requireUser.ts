import { createMiddleware } from 'hono/factory';

import type { AppEnv } from '../http/context.ts';
import { errorResponse } from '../http/errors.ts';
import { bearerToken, TokenRejected, type TokenVerifier } from './tokenVerifier.ts';

const CHALLENGE = 'Bearer realm="survey-platform"';

/**
 * Lets a request through only with a valid Bearer id token, and puts the verified user on the context
 * (`c.get('user')`). A missing or rejected token answers 401 with a challenge; an unreachable key set, 503.
 */
export function requireUser(verifier: TokenVerifier) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) {
      c.header('WWW-Authenticate', CHALLENGE);
      return errorResponse(c, 401, 'Not authenticated: send the id token as a Bearer token.');
    }
    try {
      c.set('user', await verifier.verify(token));
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error;
      c.get('logger').info({ reason: error.message, code: error.code }, 'Token rejected');
      if (error.code === 'jwks_unavailable') return errorResponse(c, 503, 'Sign-in keys are not reachable; try again shortly.');
      c.header('WWW-Authenticate', `${CHALLENGE}, error="invalid_token"`);
      return errorResponse(c, 401, 'Not authenticated: the token is invalid or expired.');
    }
    await next();
  });
}
