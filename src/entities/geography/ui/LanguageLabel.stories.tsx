import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Stack } from '@/shared/ui/layout';

import { LanguageLabel } from './LanguageLabel';

const meta = {
  title: 'Entities/Geography/LanguageLabel',
  component: LanguageLabel,
  args: { code: 'es-MX' },
} satisfies Meta<typeof LanguageLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Spanish (Mexico)')).toBeVisible();
    await expect(canvas.getByText('🇲🇽')).toBeInTheDocument();
  },
};

export const SameEffectiveLanguage: Story = {
  args: { code: 'pt-BR', effectiveCode: 'pt-BR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Portuguese (Brazil)')).toBeVisible();
    await expect(canvas.queryByText(/effective language/)).toBeNull();
  },
};

/** The survey could not be translated into French, so the link speaks English. */
export const FallsBackToEnglish: Story = {
  args: { code: 'fr', effectiveCode: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('French')).toBeVisible();
    await expect(canvas.getByText('English')).toBeVisible();
    // Screen readers hear what the badge means; its flag is decorative.
    const badge = canvas.getByText('English');
    await expect(badge).toHaveTextContent(/effective language: English$/);
    await expect(badge.querySelector('[aria-hidden="true"]')).toHaveTextContent('🇺🇸');
  },
};

export const UnknownCode: Story = {
  args: { code: 'qu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('qu')).toBeVisible();
  },
};

export const Catalogue: Story = {
  render: () => (
    <Stack gap="sm">
      <LanguageLabel code="es-MX" />
      <LanguageLabel code="es" />
      <LanguageLabel code="pt-BR" />
      <LanguageLabel code="en" />
      <LanguageLabel code="fr" effectiveCode="en" />
      <LanguageLabel code="ko-KR" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Spanish (Mexico)', 'Spanish', 'Portuguese (Brazil)', 'French', 'Korean']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
    await expect(canvas.getAllByText(/English/)).toHaveLength(2);
  },
};
