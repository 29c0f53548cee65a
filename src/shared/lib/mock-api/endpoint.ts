import { type DefaultBodyType, http, HttpResponse, type HttpResponseResolver, type JsonBodyType, type PathParams } from 'msw';

import { makeUnsignedJwt } from './jwt';

type Resolver<Params extends PathParams> = HttpResponseResolver<Params>;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** 2100-01-01: the refreshed mock session never expires during a story or test. */
const FAR_FUTURE_EXP = 4_102_444_800;

/**
 * Tokens the refresh mock hands out; a handler's 401-then-refresh variant accepts only these.
 * The id token decodes to the global demo administrator.
 */
export const REFRESHED_TOKENS = {
  AccessToken: 'refreshed-access-token',
  IdToken: makeUnsignedJwt({
    username: 'admin',
    email: 'admin@example.com',
    'cognito:groups': ['Global'],
    'custom:region': 'ALL',
    'custom:local': 'ALL',
    exp: FAR_FUTURE_EXP,
  }),
  RefreshToken: 'refreshed-refresh-token',
  TokenType: 'Bearer',
} as const;

/** Matches the path on any origin, so the same handlers serve the browser (same origin) and msw/node (absolute URLs). */
export const anyOrigin = (path: string) => `*${path}`;

export function errorResponse(status: number, detail: string) {
  return HttpResponse.json({ detail }, { status });
}

/**
 * The standard variants of one endpoint: `ok` (the resolver), `empty`, `loading` (answering is never finished),
 * `error` (500 with a detail) and `unauthorizedThenOk` (401 until the client refreshed its token).
 */
export function mockEndpoint<Params extends PathParams = PathParams>(
  method: HttpMethod,
  path: string,
  resolver: Resolver<Params>,
  emptyBody: JsonBodyType = [],
) {
  const route = anyOrigin(path);
  return {
    ok: http[method]<Params, DefaultBodyType, DefaultBodyType>(route, resolver),
    empty: http[method](route, () => HttpResponse.json(emptyBody)),
    // The status line at once and a body that never ends: the client's timeout covers waiting for an answer to begin,
    // so a story of a loading state stays loading instead of turning into a timeout error after 30 s.
    loading: http[method](route, () => new HttpResponse(new ReadableStream(), { headers: { 'Content-Type': 'application/json' } })),
    error: http[method](route, () => errorResponse(500, 'Internal server error: the database is not reachable.')),
    unauthorizedThenOk: http[method]<Params, DefaultBodyType, DefaultBodyType>(route, (info) => {
      const authorization = info.request.headers.get('authorization');
      if (authorization !== `Bearer ${REFRESHED_TOKENS.IdToken}`) {
        return errorResponse(401, 'Token expired');
      }
      return resolver(info);
    }),
  };
}
