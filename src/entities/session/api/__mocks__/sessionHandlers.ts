import { HttpResponse } from 'msw';

import { authHandlers, mockEndpoint } from '@/shared/lib/mock-api';

import { logoutFixture } from './sessionFixtures';

/**
 * POST /api/auth/logout: `ok` answers the provider's logout address, `empty` answers no address, `loading` never
 * answers (the 'Logging out...' state), `error` fails. The token refresh comes from the shared auth handlers.
 */
export const sessionHandlers = {
  logout: mockEndpoint('post', '/api/auth/logout', () => HttpResponse.json(logoutFixture), {}),
  refresh: { ok: authHandlers.refreshOk, error: authHandlers.refreshFails },
};

/** The handlers of the endpoints this slice calls, answering normally. */
export const sessionDefaultHandlers = [sessionHandlers.logout.ok];
