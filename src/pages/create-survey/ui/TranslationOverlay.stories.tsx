import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { makeTranslationProgress, translationProgressFixtures } from '@/entities/survey/mocks';
import type { TranslationProgress } from '@/shared/api';
import { anyOrigin, errorResponse } from '@/shared/lib/mock-api';

import { TranslationOverlay } from './TranslationOverlay';

const progressIs = (progress: TranslationProgress) => ({
  msw: { handlers: { survey: [http.get(anyOrigin('/api/surveys/:id/translation-progress'), () => HttpResponse.json(progress))] } },
});

const meta = {
  title: 'Pages/Create Survey/Translating Survey overlay',
  component: TranslationOverlay,
  args: { surveyId: 'svy-new', title: 'Store visit satisfaction — Spring', onComplete: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TranslationOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

async function overlay() {
  const element = await screen.findByRole('dialog', { name: 'Translating Survey' });
  return within(element);
}

/** The 43 languages of config/geography.json: a survey for every region. */
const EVERY_REGION_LANGUAGES = [
  'en', 'fr', 'es', 'nl', 'pt-BR', 'es-MX', 'sv', 'de', 'ru', 'bs', 'hr', 'sr', 'bg', 'cs', 'da', 'et', 'fi', 'el', 'hu', 'it', 'lv', 'lt',
  'ro', 'no', 'pl', 'pt', 'sk', 'sl', 'uk', 'ms', 'zh-CN', 'zh-TW', 'hi', 'id', 'ja', 'kk', 'ko', 'th', 'vi', 'ar', 'az', 'tr', 'he',
];

/** Every language, half of them done. */
const EVERY_LANGUAGE = makeTranslationProgress(
  EVERY_REGION_LANGUAGES.map((code, index) => ({
    locale: code,
    title_translated: index % 2 === 0,
    questions_translated_count: index % 2 === 0 ? 3 : 0,
    questions_total_count: 3,
    error: null,
  })),
);

/**
 * With every language (43) the title, percentage, phase and times stay on the screen and the language grid scrolls on
 * its own; try it at 390 px too.
 */
export const EveryLanguage: Story = {
  parameters: progressIs(EVERY_LANGUAGE),
  play: async () => {
    const view = await overlay();
    await waitFor(() => expect(view.getAllByRole('listitem')).toHaveLength(EVERY_REGION_LANGUAGES.length));
    for (const element of [view.getByRole('heading', { name: 'Translating Survey' }), view.getByRole('progressbar', { name: 'Overall progress' }), view.getByText('Elapsed')]) {
      const box = element.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    const grid = view.getByRole('list', { name: 'Languages' });
    await expect(grid.scrollHeight).toBeGreaterThan(grid.clientHeight);
    await expect(grid.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Nothing translated yet: 'Preparing translations...', every language 'In queue...'. */
export const Pending: Story = {
  parameters: progressIs(translationProgressFixtures.starting),
  play: async ({ args }) => {
    const view = await overlay();
    await expect(view.getByText('Store visit satisfaction — Spring')).toBeVisible();
    await expect(await view.findByText('Preparing translations...')).toBeVisible();
    await waitFor(() => expect(view.getAllByText('In queue...')).toHaveLength(4));
    await expect(view.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '0');
    await expect(view.getByText('Calculating...')).toBeVisible();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** Halfway: the bar, counters per language, a language in queue and the elapsed time. */
export const Translating: Story = {
  parameters: progressIs(translationProgressFixtures.inProgress),
  play: async () => {
    const view = await overlay();
    await expect(await view.findByText('Translating survey content...')).toBeVisible();
    // es-MX 4/4, pt-BR 2/4, en 1/4, fr queued: 7 of 16 items, 43 %.
    await expect(view.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '43');
    await expect(view.getByText('2/4 items translated')).toBeVisible();
    await expect(view.getByText('4/4 items translated')).toBeVisible();
    await expect(view.getByText('In queue...')).toBeVisible();
    await expect(view.getByText('Elapsed')).toBeVisible();
    await expect(view.getByText(/^0:0\d$/, { selector: 'dd' })).toBeVisible();
  },
};

/** Every text is in, the job not yet declared complete: the bar holds at 99 %. */
export const Finalizing: Story = {
  parameters: progressIs(translationProgressFixtures.finalizing),
  play: async ({ args }) => {
    const view = await overlay();
    await expect(await view.findByText('Finalizing translations...')).toBeVisible();
    await expect(view.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '99');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** Complete: 100 %, 'Translation Complete!', 'All languages translated', and the callback 1.5 s later. */
export const Complete: Story = {
  parameters: progressIs(translationProgressFixtures.completed),
  play: async ({ args }) => {
    const view = await overlay();
    await expect(await view.findByText('Translation Complete!')).toBeVisible();
    await expect(view.getByText('All languages translated')).toBeVisible();
    await expect(view.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '100');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

/** French failed and falls back to the source language (Spanish); the others are translated, and the end says so. */
export const OneLocaleFailed: Story = {
  parameters: progressIs(translationProgressFixtures.oneFailed),
  play: async () => {
    const view = await overlay();
    await expect(await view.findByText('Shown in Spanish')).toBeVisible();
    await expect(view.getByText('Not translated: shown in the source language')).toBeInTheDocument();
    await expect(view.getAllByText('4/4 items translated')).toHaveLength(3);
    await expect(view.getByText('Translation Finished')).toBeVisible();
    await expect(view.getByText('3 of 4 languages translated, 1 shown in Spanish')).toBeVisible();
    await expect(view.queryByText('All languages translated')).toBeNull();
  },
};

/**
 * The default provider `none`: nothing is translated. The overlay never says 'Translation Complete!' or 'All languages
 * translated'; English, the source, needs no translation; a global user is told where a provider is set.
 */
export const NoProvider: Story = {
  args: { showProviderHint: true },
  parameters: progressIs(translationProgressFixtures.noProvider),
  play: async () => {
    const view = await overlay();
    await expect(await view.findByText('Translation Finished')).toBeVisible();
    await expect(view.getByText('0 of 2 languages translated, 2 shown in English')).toBeVisible();
    await expect(view.getByText('Shown in English: no translation provider is set')).toBeVisible();
    await expect(view.getByText(/Set TRANSLATION_PROVIDER on the server/)).toBeVisible();
    await expect(view.getAllByText('Shown in English')).toHaveLength(2);
    await expect(view.getByText('Source language')).toBeVisible();
    await expect(view.queryByText('Translation Complete!')).toBeNull();
    await expect(view.queryByText('All languages translated')).toBeNull();
  },
};

/** The progress call fails: the overlay keeps polling and shows no error (spec section 8). */
export const PollingFails: Story = {
  parameters: {
    msw: { handlers: { survey: [http.get(anyOrigin('/api/surveys/:id/translation-progress'), () => errorResponse(503, 'Service Unavailable'))] } },
  },
  play: async () => {
    const view = await overlay();
    await expect(await view.findByText('Preparing translations...')).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};
