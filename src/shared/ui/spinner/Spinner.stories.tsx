import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Inline } from '../layout';
import { Text } from '../text';
import { Spinner } from './Spinner';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  args: { label: 'Loading surveys' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading surveys' });
    await expect(spinner).toBeVisible();
    await expect(spinner).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="lg">
      <Spinner size="sm" label="Small" />
      <Spinner size="md" label="Medium" />
      <Spinner size="lg" label="Large" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('progressbar', { name }).getBoundingClientRect().width,
    );
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  },
};

export const DecorativeNextToText: Story = {
  render: () => (
    <Inline gap="sm">
      <Spinner size="sm" />
      <Text as="span" size="sm" tone="muted">
        Generating report...
      </Text>
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The visible text says it; the spinner stays out of the accessibility tree.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeVisible();
    await expect(canvas.getByText('Generating report...')).toBeVisible();
  },
};
