import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { allDefaultMockHandlers, defaultMockHandlers } from '../src/app/mocks/defaultMockHandlers';
import { activateLocale, APP_LOCALES, I18nProvider, isUiLocale, LOCALE_ENDONYMS, onMissingMessage, PSEUDO_LOCALE, type UiLocale } from '../src/shared/i18n';
import { AriaRouterProvider } from '../src/shared/lib/router';
import '../src/shared/ui/theme/fonts.css';
import { lightTheme, loadHangulFont } from '../src/shared/ui/theme';
import { ToastRegion } from '../src/shared/ui/toast';

document.documentElement.classList.add(lightTheme);
void loadHangulFont();

// A page story loads a dozen mocked calls before its play can look; on a busy 2-core machine (the built-Storybook test
// opens four stories at once) that can pass testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

/** The three widths every screen is reviewed at; a story picks one with `globals: { viewport: { value: 'phone' } }`. */
const storyViewports = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

// A text the active catalogue lacks is an error: a story test fails on it (.storybook/vitest.setup.ts), and the
// built-Storybook test opens the page stories in Spanish and Korean to find one.
onMissingMessage(({ id, locale }) => {
  console.error(`The ${locale} catalogue has no message ${id}: run npm run i18n:extract and translate it.`);
});

/**
 * Every story renders inside the app's providers: the toolbar's language, theme, an in-memory router
 * (parameters.route), the toast region.
 */
const withProviders: Decorator = (Story, { parameters }) => {
  const { hook } = memoryLocation({ path: (parameters.route as string | undefined) ?? '/', record: true });
  return (
    <I18nProvider>
      <Router hook={hook}>
        <AriaRouterProvider>
          <Story />
          <ToastRegion />
        </AriaRouterProvider>
      </Router>
    </I18nProvider>
  );
};

/** The toolbar's language (English by default), loaded before the story renders. */
async function loadLocale({ globals }: { globals: Record<string, unknown> }) {
  await activateLocale(isUiLocale(globals.locale) ? globals.locale : 'en');
}

/** Any API call no handler answers fails the story; Vite's own module and asset requests pass through. */
async function startMockApi() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader(startMockApi), loadLocale],
  globalTypes: {
    locale: {
      description: 'The language of the staff app',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: ([...APP_LOCALES, PSEUDO_LOCALE] as UiLocale[]).map((locale) => ({ value: locale, title: LOCALE_ENDONYMS[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    a11y: { test: 'error' },
    // A story replaces a group; the last group answers every route the story's own groups leave out, so a docs page
    // (its stories share one worker, and the last one's handlers may be active when another's call goes out) never
    // meets an unhandled request. A story's own handlers come first and win.
    msw: { handlers: { ...defaultMockHandlers, fallback: allDefaultMockHandlers } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
    viewport: { options: storyViewports },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Design System', 'Entities', 'Widgets', 'Pages', '*'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
