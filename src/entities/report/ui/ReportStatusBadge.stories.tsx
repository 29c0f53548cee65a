import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Inline } from '@/shared/ui/layout';

import { ReportStatusBadge } from './ReportStatusBadge';

const meta = {
  title: 'Entities/Report/ReportStatusBadge',
  component: ReportStatusBadge,
  args: { status: 'COMPLETED' },
} satisfies Meta<typeof ReportStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

export const Generating: Story = {
  args: { status: 'GENERATING' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Generating')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { status: 'PENDING' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
  },
};

export const NotEnoughData: Story = {
  args: { status: 'FAILED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not Enough Data')).toBeVisible();
  },
};

export const AllStatuses: Story = {
  render: () => (
    <Inline gap="sm">
      <ReportStatusBadge status="COMPLETED" />
      <ReportStatusBadge status="GENERATING" />
      <ReportStatusBadge status="PENDING" />
      <ReportStatusBadge status="FAILED" />
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const label of ['Completed', 'Generating', 'Pending', 'Not Enough Data']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    // Each status has its own colour, and its icon is decorative: the label alone names it.
    const colours = new Set(
      ['Completed', 'Generating', 'Pending', 'Not Enough Data'].map((label) => getComputedStyle(canvas.getByText(label)).backgroundColor),
    );
    await expect(colours.size).toBe(4);
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(4);
    for (const icon of icons) await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};
