// `npm start`: build what is not built, then serve the built SPA with history fallback.
// The API server issue replaces this with the one process that serves the SPA and the API.
import { spawn } from 'node:child_process';

import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
const port = process.env.PORT ?? '3000';
const server = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', process.env.HOST ?? '127.0.0.1'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
