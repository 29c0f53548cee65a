import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * An msw server for the unit tests of the calling file or `describe` block: it listens before the first test,
 * fails any request no handler answers, drops the handlers a test added with `server.use` after each test, and
 * closes after the last one. The handlers given here stay for every test.
 *
 * Node and vitest only, so it has its own entry: browser code and Storybook import `@/shared/lib/mock-api`.
 */
export function setupMockServer(...handlers: Parameters<typeof setupServer>): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}
