import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Stack } from '@/shared/ui/layout';

import { CountryLabel } from './CountryLabel';

const meta = {
  title: 'Entities/Geography/CountryLabel',
  component: CountryLabel,
  args: { name: 'Mexico' },
} satisfies Meta<typeof CountryLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mexico')).toBeVisible();
    await expect(canvas.getByText('🇲🇽')).toBeInTheDocument();
  },
};

export const NotACountry: Story = {
  args: { name: 'Central America' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Central America')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

export const Catalogue: Story = {
  render: () => (
    <Stack gap="sm">
      {['Mexico', 'Guatemala', 'Colombia', 'Brazil', 'Argentina', 'United States', 'Canada', 'South Korea', 'Haiti'].map((name) => (
        <CountryLabel key={name} name={name} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Mexico', 'Brazil', 'South Korea', 'Haiti']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
    await expect(canvas.getByText('🇰🇷')).toBeInTheDocument();
  },
};
