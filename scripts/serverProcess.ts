// For tests and benches that run the server as `npm start` does: a separate Node process running the compiled server
// (dist-server/, built here when missing or stale, once however many test workers ask at the same time).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

import { buildServerIfStale } from './buildIfStale.mjs';
import { SERVER_NODE_FLAGS } from './serverNodeFlags.mjs';

const mainFile = fileURLToPath(new URL('../dist-server/main.js', import.meta.url));

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('The OS gave no TCP port.');
  return address.port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code (null when ended by a signal), once the process has exited. */
  exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
  /** Resolves once stdout holds `text`; fails early with the output when the process exits, or after `timeoutMs`. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the compiled server with the given settings laid over this process's environment (PATH and the like). */
export function startServerProcess(settings: Record<string, string>): ServerProcess {
  buildServerIfStale();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, mainFile], {
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const output = () => ({ stdout, stderr });

  return {
    child,
    exited,
    output,
    async waitFor(text, timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      while (!stdout.includes(text)) {
        if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${stdout}${stderr}`);
        if (Date.now() > deadline) throw new Error(`The server did not print "${text}" in time:\n${stdout}${stderr}`);
        await sleep(50);
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
