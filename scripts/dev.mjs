// `npm run dev`: the API server (restarted on change) on :3000 and vite with hot reload on :5173, which proxies /api,
// /idp and /config.js to it. Browsers use :5173, so sign-in redirects are told so through PUBLIC_URL.
import { spawn } from 'node:child_process';

import { TSX_NODE_FLAGS } from './serverNodeFlags.mjs';

const vitePort = process.env.VITE_PORT ?? '5173';
const children = [
  spawn(process.execPath, [...TSX_NODE_FLAGS, '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: `http://localhost:${vitePort}`, ...process.env },
  }),
  spawn('npx', ['vite', '--port', vitePort, '--strictPort'], { stdio: 'inherit' }),
];
const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
