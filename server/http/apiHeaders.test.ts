import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app.ts';
import { OPENAPI_DOCUMENT_PATH } from '../modules/api-docs/index.ts';
import { testTargets, useTestDatabase } from '../testing/databases.ts';
import { createTestIssuer, type TestIssuer } from '../testing/issuer.ts';

const globalAdmin = {
  'cognito:username': 'global.admin',
  'cognito:groups': ['Global'],
  'custom:region': 'ALL',
  'custom:local': 'ALL',
};

function expectApiHeaders(response: Response, cacheControl = 'no-store'): void {
  expect(response.headers.get('Cache-Control')).toBe(cacheControl);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
}

describe.each(testTargets)('the headers of /api answers on $name', (target) => {
  let issuer: TestIssuer;
  const database = useTestDatabase(target);
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    app = createApp({ db: database, logger: pino({ level: 'silent' }), api: { verifier: issuer.verifier } });
  });

  it('keep a signed-in answer out of every cache and unsniffed', async () => {
    const response = await app.request('/api/surveys', { headers: { Authorization: `Bearer ${await issuer.sign(globalAdmin)}` } });
    expect(response.status).toBe(200);
    expectApiHeaders(response);
  });

  it('are on the refusals and errors too', async () => {
    const unauthenticated = await app.request('/api/surveys');
    expect(unauthenticated.status).toBe(401);
    expectApiHeaders(unauthenticated);

    const missing = await app.request('/api/no-such-thing', { headers: { Authorization: `Bearer ${await issuer.sign(globalAdmin)}` } });
    expect(missing.status).toBe(404);
    expectApiHeaders(missing);
  });

  it("leave a handler's own Cache-Control (the public API reference) and still forbid sniffing", async () => {
    const response = await app.request(OPENAPI_DOCUMENT_PATH);
    expect(response.status).toBe(200);
    expectApiHeaders(response, 'public, max-age=3600');
  });

  it('stay off answers outside /api', async () => {
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBeNull();
  });
});
