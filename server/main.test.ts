import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

  // A cold start (PGlite, migrations, demo seed) can take over a minute on a busy 2-core machine.
  it('serves on HOST:PORT and shuts down cleanly on SIGTERM', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1' });
    await server.waitFor(`Listening on http://127.0.0.1:${port}`);

    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(response.status).toBe(200);
    // On the LTS lines oidc-provider supports (22 and later; CI runs this suite on 24, .nvmrc) it has nothing to warn of.
    if (Number(process.versions.node.split('.')[0]) >= 22) expect(server.output().stderr).not.toContain('Unsupported runtime');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('"msg":"Stopped"');
  });

  // Three cold or warm starts of the embedded database on a busy 2-core machine.
  it('runs one process per embedded data directory: a second exits naming it, a restart after kill -9 is not blocked', { timeout: 600_000 }, async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'survey-main-'));
    const dataDir = path.join(parent, 'data');
    const onDataDir = async () => {
      const port = await freePort();
      const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' });
      return { server, port, ready: () => fetch(`http://127.0.0.1:${port}/readyz`) };
    };
    const first = await onDataDir();
    try {
      await first.server.waitFor('Listening on');

      const second = await onDataDir();
      expect(await second.server.exited).toBe(1);
      expect(second.server.output().stderr).toContain(
        `The data directory ${dataDir} is in use by another process (pid ${first.server.child.pid})`,
      );
      expect((await first.ready()).status).toBe(200);

      // What the server wrote (PGlite's files, the provider's keys and accounts) is for its own user only.
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      const entries = (await readdir(dataDir, { recursive: true })).map((entry) => path.join(dataDir, entry));
      const modes = await Promise.all(entries.map(async (entry) => ({ entry, mode: (await stat(entry)).mode })));
      expect(modes.filter(({ mode }) => (mode & 0o077) !== 0)).toEqual([]);

      first.server.child.kill('SIGKILL');
      expect(await first.server.exited).toBeNull();
      const restarted = await onDataDir();
      try {
        await restarted.server.waitFor('Listening on');
        expect((await restarted.ready()).status).toBe(200);
      } finally {
        await restarted.server.stop();
      }
    } finally {
      await first.server.stop();
      await rm(parent, { recursive: true, force: true });
    }
  });
});
