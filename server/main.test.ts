import { describe, expect, it } from 'vitest';

import { freePort, startServerProcess } from '../scripts/serverProcess.ts';

/** Runs main.ts as `npm start` does, on an in-memory database unless told otherwise. */
function startServer(settings: Record<string, string>) {
  return startServerProcess({ DATABASE_URL: '', DATA_DIR: ':memory:', LOG_LEVEL: 'info', ...settings });
}

describe('main', () => {
  it('refuses to start on a bad setting, naming it, with exit code 1', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('Invalid environment: PORT must be a whole number between 1 and 65535');
  });

  // A cold start (PGlite, migrations, demo seed) can take over half a minute on a busy 2-core machine.
  it('serves on HOST:PORT and shuts down cleanly on SIGTERM', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1' });
    await server.waitFor(`Listening on http://127.0.0.1:${port}`);

    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(response.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('"msg":"Stopped"');
  });
});
