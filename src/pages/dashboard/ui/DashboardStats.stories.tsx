import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DashboardStats } from './DashboardStats';

const meta = {
  title: 'Pages/Dashboard/Stats',
  component: DashboardStats,
  args: {
    status: 'loaded',
    values: {
      active_surveys: 3,
      recent_responses: 190,
      total_responses: 2944,
      reports_completed: 21,
      funnel: { visits: 3925, started: 2944, complete: 2500 },
      recent_since: '2026-11-14T00:00:00.000Z',
      csat: null,
    },
  },
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
    const stages = within(canvas.getByRole('group', { name: 'Response funnel' }));
    await expect(stages.getByText('3,925')).toBeVisible();
    await expect(stages.getByText('75% of visits')).toBeVisible();
    await expect(stages.getByText('85% of started')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading statistics...');
    // Four cards and three funnel stages.
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(7);
    for (const label of LABELS) await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Response funnel' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    const errors = canvas.getAllByText('Error');
    await expect(errors).toHaveLength(4);
    for (const error of errors) await expect(error.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    for (const label of LABELS) await expect(canvas.getByText(label)).toBeVisible();
    // No funnel figures to stand in for: the banner above says the figures failed.
    await expect(canvas.queryByRole('group', { name: 'Response funnel' })).toBeNull();
  },
};
