import { createMiddleware } from 'hono/factory';

import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/context.ts';
import { errorResponse } from '../http/errors.ts';
import { isIdTokenDenied } from './revokedIdTokens.ts';
import { bearerToken, TokenRejected, type TokenVerifier } from './tokenVerifier.ts';

const CHALLENGE = 'Bearer realm="survey-platform"';

/**
 * Lets a request through only with a valid Bearer id token whose session has not been signed out (the deny-list
 * server/auth/revokedIdTokens.ts), and puts the verified user on the context (`c.get('user')`). A missing, rejected or
 * signed-out token answers 401 with a challenge; an unreachable key set, 503.
 */
export function requireUser(verifier: TokenVerifier, db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) {
      c.header('WWW-Authenticate', CHALLENGE);
      return errorResponse(c, 401, 'auth.token_missing');
    }
    try {
      c.set('user', await verifier.verify(token));
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error;
      c.get('logger').info({ reason: error.message, code: error.code }, 'Token rejected');
      if (error.code === 'jwks_unavailable') return errorResponse(c, 503, 'auth.keys_unreachable');
      c.header('WWW-Authenticate', `${CHALLENGE}, error="invalid_token"`);
      return errorResponse(c, 401, 'auth.token_invalid');
    }
    // Checked after the signature, so a forged token costs no query.
    if (await isIdTokenDenied(db, token)) {
      c.get('logger').info({ code: 'signed_out' }, 'Token rejected');
      c.header('WWW-Authenticate', `${CHALLENGE}, error="invalid_token"`);
      return errorResponse(c, 401, 'auth.signed_out');
    }
    await next();
  });
}
