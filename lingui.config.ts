import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The staff SPA's message catalogues (issue 27): English is the source, written in the code through Lingui's macros;
 * Spanish (Mexico) and Korean are translated in src/shared/i18n/locales/. The pseudo-locale is made from English when it
 * loads (src/shared/i18n/pseudo.ts), so it needs no catalogue of its own. The participation page keeps its own
 * 43-language catalogue (src/shared/config/respondent-messages).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es-MX', 'ko'],
  catalogs: [
    {
      path: '<rootDir>/src/shared/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/__mocks__/**', '**/index.mocks.ts', '<rootDir>/src/app/mocks/**', '<rootDir>/src/shared/lib/mock-*/**'],
    },
  ],
  // Each message names the files that use it (context for a translator); line numbers would rewrite the catalogues on
  // every edit.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
