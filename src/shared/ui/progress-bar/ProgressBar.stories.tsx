import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Design System/ProgressBar',
  component: ProgressBar,
  args: { label: 'Translating survey content...', value: 42 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Translating survey content...' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

export const Completed: Story = {
  args: { label: 'Translation complete', value: 100, tone: 'success' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Translation complete' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Generating report...', isIndeterminate: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Generating report...' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};

export const CustomValueText: Story = {
  args: {
    label: 'Responses collected',
    value: 318,
    maxValue: 500,
    valueLabel: '318 of 500',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Responses collected' });
    await expect(bar).toHaveAttribute('aria-valuenow', '318');
    await expect(bar).toHaveAttribute('aria-valuetext', '318 of 500');
    await expect(canvas.getByText('318 of 500')).toBeVisible();
  },
};

export const HiddenValueText: Story = {
  args: { hasValueText: false },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Translating survey content...' });
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.queryByText('42%')).toBeNull();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(ProgressBar, [
  ['In Progress', InProgress],
  ['Completed', Completed],
  ['Indeterminate', Indeterminate],
  ['Custom Value Text', CustomValueText],
  ['Hidden Value Text', HiddenValueText],
]);
