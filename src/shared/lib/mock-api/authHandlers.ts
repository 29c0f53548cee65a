import { http, HttpResponse } from 'msw';

import { anyOrigin, errorResponse, REFRESHED_TOKENS } from './endpoint';

/** POST /api/refresh-token and POST /api/auth/logout. */
export const authHandlers = {
  refreshOk: http.post(anyOrigin('/api/refresh-token'), () => HttpResponse.json(REFRESHED_TOKENS)),
  refreshFails: http.post(anyOrigin('/api/refresh-token'), () => errorResponse(401, 'Refresh token is invalid or expired')),
  logoutOk: http.post(anyOrigin('/api/auth/logout'), () =>
    HttpResponse.json({ logout_url: 'https://sso.example.test/logout?client_id=survey-platform' }),
  ),
  logoutWithoutUrl: http.post(anyOrigin('/api/auth/logout'), () => HttpResponse.json({})),
  logoutFails: http.post(anyOrigin('/api/auth/logout'), () => errorResponse(502, 'Identity provider unavailable')),
};
