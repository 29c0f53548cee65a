// `npm start`: build the SPA if it is missing or stale, then run the one server process (API, sign-in, SPA).
import { spawn } from 'node:child_process';

import { buildIfStale } from './buildIfStale.mjs';
import { SERVER_NODE_FLAGS } from './serverNodeFlags.mjs';

buildIfStale();
// tsx runs the TypeScript server as it is (SERVER_NODE_FLAGS): no separate server build to go stale.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
