import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Runs main.ts as `npm start` will: a separate Node process through tsx, with the given settings. */
function startServer(settings: Record<string, string>) {
  // The child needs PATH and the like; the settings under test are laid over them.
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: ':memory:', LOG_LEVEL: 'info', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const output = () => ({ stdout, stderr });
  async function waitFor(text: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (!stdout.includes(text)) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${stdout}${stderr}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${text}: ${stdout}${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { child, exited, output, waitFor };
}

describe('main', () => {
  it('refuses to start on a bad setting, naming it, with exit code 1', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('Invalid environment: PORT must be a whole number between 1 and 65535');
  });

  it('serves on HOST:PORT and shuts down cleanly on SIGTERM', async () => {
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
