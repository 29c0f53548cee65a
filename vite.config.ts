import { fileURLToPath, URL } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';

/** `npm run dev` and `vite preview` answer /r/{token} with the participation page, as the server does. */
function participationPageRoute(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    if (request.url && /^\/r\/[^/?#]+\/?(?:[?#].*)?$/.test(request.url)) request.url = '/participate/index.html';
    next();
  };
  return {
    name: 'participation-page-route',
    configureServer: (server) => {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(rewrite);
    },
  };
}

const participationSources = fileURLToPath(new URL('./participate/', import.meta.url));

/** React's entry points and the Preact modules that stand in for them on the participation page. */
const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
};

/**
 * The built participation page runs on Preact through its React-compatible layer: React DOM alone is 57 kB gzip, the
 * page's whole budget is 60 (docs/decisions.md). Only imports made by participate/ are redirected; the staff SPA, the
 * dev server and Storybook keep React.
 */
function participationPageOnPreact(): Plugin {
  return {
    name: 'participation-page-on-preact',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const standIn = PREACT_FOR_REACT[source];
      if (!standIn || !importer?.startsWith(participationSources)) return null;
      return this.resolve(standIn, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`) become catalogue lookups at build time. Babel runs only on the files that
 * import a macro: Oxc compiles everything else, as before.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export default defineConfig({
  plugins: [
    participationPageOnPreact(),
    babel({ presets: [linguiMacros] }),
    react(),
    // A catalogue that lacks a message of the code fails the build, not the page.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // React Aria's own texts only in the staff app's languages (Spanish (Mexico) reads its Spanish), not its 34: the
    // participation page uses no React Aria.
    { ...optimizeLocales.vite({ locales: ['en-US', 'es-ES', 'ko-KR'] }), enforce: 'pre', apply: 'build' },
    vanillaExtractPlugin(),
    participationPageRoute(),
  ],
  // Lets parallel test runs keep separate dependency caches.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: {
    alias: [
      // A slice's test support (fixtures, MSW handlers) is its second public entry, index.mocks.ts (steiger reads
      // index.* files as public API); '@/entities/survey/mocks' names it (a page's figures, '@/pages/dashboard/mocks').
      { find: /^@\/(entities|pages)\/([^/]+)\/mocks$/, replacement: fileURLToPath(new URL('./src/$1/$2/index.mocks.ts', import.meta.url)) },
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
    rolldownOptions: {
      // Two pages: the staff SPA, and the respondent's participation page (its own small bundle, no staff code), which
      // the server answers at /r/{token} from dist/participate/index.html; both load their assets from /assets/.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        participate: fileURLToPath(new URL('./participate/index.html', import.meta.url)),
      },
    },
  },
});
