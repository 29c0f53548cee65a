import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DashboardStats } from './DashboardStats';

const meta = {
  title: 'Pages/Dashboard/Stats',
  component: DashboardStats,
  args: { status: 'loaded', values: { activeSurveys: 3, recentResponses: 190, totalResponses: 2944, reportsGenerated: 21 } },
} satisfies Meta<typeof DashboardStats>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = ['Active Surveys', 'Recent Responses', 'Total Responses', 'Reports Generated'];

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Statistics' })).getAllByRole('listitem');
    await expect(cards.map((card) => card.textContent)).toEqual([
      'Active Surveys3Current',
      'Recent Responses190Last 7 days',
      'Total Responses2,944Overall',
      'Reports Generated21Completed',
    ]);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading statistics...');
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(4);
    for (const label of LABELS) await expect(canvas.getByText(label)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    const errors = canvas.getAllByText('Error');
    await expect(errors).toHaveLength(4);
    for (const error of errors) await expect(error.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    for (const label of LABELS) await expect(canvas.getByText(label)).toBeVisible();
  },
};
