import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { NO_PROVIDER_MESSAGE } from '@/shared/lib/translation';

import { TranslationOutcomeNote } from './TranslationOutcomeNote';

const meta = {
  title: 'Entities/TranslationOutcomeNote',
  component: TranslationOutcomeNote,
  args: {
    sourceLanguage: 'en',
    locales: [{ locale: 'en' }, { locale: 'es-MX' }, { locale: 'pt-BR' }],
  },
} satisfies Meta<typeof TranslationOutcomeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTranslated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All languages translated')).toBeVisible();
  },
};

/** The default provider `none`: nothing is translated, and the note says so instead of 'All languages translated'. */
export const NoProvider: Story = {
  args: {
    locales: [{ locale: 'en' }, { locale: 'es-MX', error: NO_PROVIDER_MESSAGE }, { locale: 'pt-BR', error: NO_PROVIDER_MESSAGE }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 2 languages translated, 2 shown in English')).toBeVisible();
    await expect(canvas.getByText('Shown in English: no translation provider is set')).toBeVisible();
    await expect(canvas.queryByText('All languages translated')).toBeNull();
    await expect(canvas.queryByText(/TRANSLATION_PROVIDER/)).toBeNull();
  },
};

/** A global user is also told where a provider is set. */
export const NoProviderForAdmin: Story = {
  args: { ...NoProvider.args, showProviderHint: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Set TRANSLATION_PROVIDER on the server/)).toBeVisible();
  },
};

export const SomeFellBack: Story = {
  args: {
    sourceLanguage: 'es',
    locales: [{ locale: 'es' }, { locale: 'pt-BR' }, { locale: 'ko', error: 'DeepL cannot translate ko' }],
    showProviderHint: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 of 2 languages translated, 1 shown in Spanish')).toBeVisible();
    await expect(canvas.queryByText(/no translation provider/)).toBeNull();
    await expect(canvas.queryByText(/TRANSLATION_PROVIDER/)).toBeNull();
  },
};
