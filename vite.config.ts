import { fileURLToPath, URL } from 'node:url';

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Lets parallel test runs keep separate dependency caches.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: {
    alias: [
      // A slice's test support (fixtures, MSW handlers) is its second public entry, index.mocks.ts (steiger reads
      // index.* files as public API); '@/entities/survey/mocks' names it.
      { find: /^@\/entities\/([^/]+)\/mocks$/, replacement: fileURLToPath(new URL('./src/entities/$1/index.mocks.ts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    // The API server of `npm run dev` (scripts/dev.mjs); it also serves the sign-in provider and the runtime settings.
    // The Host header is kept (vite's string shorthand would rewrite it): the provider builds its URLs from it.
    proxy: Object.fromEntries(
      ['/api', '/idp', '/config.js'].map((path) => [path, { target: `http://localhost:${process.env.PORT ?? '3000'}`, changeOrigin: false }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
