import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What the participation page (its own small bundle) may take from src/: the respondent's wire contract and message
 * catalogue, and in its tests and stories also the test support named.
 */
function participationSrcImports(...testSupport) {
  const allowed = ['shared/api/contract/respond', 'shared/config/respondent-messages', ...testSupport];
  return {
    regex: `^@/(?!${allowed.map((entry) => `${entry}$`).join('|')})`,
    message: `The participation page takes only ${allowed.map((entry) => `@/${entry}`).join(', ')} from src/.`,
  };
}

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'storybook-static', 'coverage', '.storybook/public/mockServiceWorker.js', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use the @/ alias across slices; relative imports stay inside one.' }] },
      ],
    },
  },
  {
    // Test support stays out of the product: only tests, stories and other mock code may reach fixtures and MSW.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/**/index.mocks.ts', 'src/**/__mocks__/**', 'src/app/mocks/**', 'src/shared/lib/mock-*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Use the @/ alias across slices; relative imports stay inside one.' },
            {
              group: ['@/entities/*/mocks', '@/pages/*/mocks', '@/shared/lib/mock-api', '@/shared/lib/mock-server', '**/__mocks__/*', '**/index.mocks', '@/app/mocks/*', 'msw', 'msw/*'],
              message: 'Fixtures and MSW are test support: product code must not import them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The participation page is its own small bundle: nothing of the staff SPA, only the respondent's wire contract and
    // message catalogue from src/; fixtures and MSW stay in its tests and stories.
    files: ['participate/**/*.{ts,tsx}'],
    ignores: ['participate/**/*.test.{ts,tsx}', 'participate/**/*.stories.tsx', 'participate/**/__mocks__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            participationSrcImports(),
            { group: ['**/src/**'], message: 'The participation page takes nothing else from src/.' },
            { group: ['**/__mocks__/*', 'msw', 'msw/*'], message: 'Fixtures and MSW are test support: product code must not import them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['participate/**/*.test.{ts,tsx}', 'participate/**/*.stories.tsx', 'participate/**/__mocks__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            participationSrcImports('shared/lib/mock-server'),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'participate/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx', 'participate/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Every text the staff app shows comes from its message catalogue (issue 27): a literal that reads as words, in JSX,
    // an attribute such as aria-label, or code, must be a Lingui macro. Left out: tests, stories and their mocks; the
    // contract shared with the server (its English is the API's `detail`; the SPA translates by code); Storybook's own
    // foundations pages; the participation page's catalogue (43 languages of its own).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*.stories.tsx',
      'src/**/index.mocks.ts',
      'src/**/__mocks__/**',
      'src/app/mocks/**',
      'src/shared/lib/mock-*/**',
      'src/shared/api/contract/**',
      'src/shared/ui/foundations/**',
      'src/shared/ui/story-kit/**',
      'src/shared/config/respondent-messages/**',
      // CSS values only: font stacks, shadows, colours, media queries.
      'src/shared/ui/theme/tokens.ts',
      'src/shared/ui/theme/media.ts',
      // Each language named in itself, the same whatever the app's language.
      'src/shared/i18n/locales.ts',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          // A lowercase word without spaces (an id, a key, a CSS value), an UPPER_CASE constant, or no letters at all.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$'],
          ignoreNames: [
            { regex: { pattern: 'className|^id$|Id$|^key$|^type$|variant|tone|^size$|href|^to$|route|path|url|^name$|role|testid|pattern|format|status', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: ['Error', 'RangeError', 'console.*', 'format', 'parseISO', 'fromZonedTime', '*.startsWith', '*.endsWith', '*.includes', 'style', 'globalStyle', 'createVar', 'keyframes', 'recipe', 'fontFace', 'URLSearchParams', '*.get', '*.set', '*.has', '*.append', 'z.*', '*.getItem', '*.setItem', '*.removeItem', '*.querySelector', '*.querySelectorAll'],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
);
