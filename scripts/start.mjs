// `npm start`: build what is missing or stale (the SPA, the participation page, the server), then run the one compiled
// server process (API, sign-in, SPA). `node scripts/start.mjs idpAddUser ...` runs the compiled accounts tool the
// same way (`npm run idp:add-user -- <its arguments>`), building only the server. A production install pruned of devDependencies
// runs what `npm run build` made before the prune.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { buildIfStale, buildServerIfStale } from './buildIfStale.mjs';
import { SERVER_NODE_FLAGS } from './serverNodeFlags.mjs';

const [entry = 'main', ...args] = process.argv.slice(2);
const entries = { main: 'main.js', idpAddUser: 'idpAddUser.js' };
if (!(entry in entries)) throw new Error(`Unknown entry ${entry}: one of ${Object.keys(entries).join(', ')}`);

try {
  if (entry === 'main') buildIfStale();
  else buildServerIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const file = fileURLToPath(new URL(`../dist-server/${entries[entry]}`, import.meta.url));
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, file, ...args], {
  stdio: 'inherit',
  env: entry === 'main' ? { NODE_ENV: 'production', ...process.env } : process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
