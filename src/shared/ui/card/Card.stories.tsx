import { ClipboardList, Download, Pencil } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button';
import { Text } from '../text';
import { Card, StatCard } from './Card';
import { allStatesStory } from '../story-kit';

const meta = {
  title: 'Design System/Card',
  component: Card,
  args: {
    title: 'Survey Details',
    description: 'Store experience survey for Mexico and Guatemala.',
    children: <Text size="sm">Responses are collected until the end date, then the report is generated.</Text>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Survey Details' })).toBeVisible();
    await expect(canvas.getByText('Store experience survey for Mexico and Guatemala.')).toBeVisible();
  },
};

export const Stat: Story = {
  render: () => (
    <div style={{ maxWidth: 260 }}>
      <StatCard label="Active Surveys" value="12" caption="Current" icon={<ClipboardList size={18} />} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Active Surveys')).toBeVisible();
    await expect(canvas.getByText('12')).toBeVisible();
    await expect(canvas.getByText('Current')).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const StatGrid: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
      <StatCard label="Active Surveys" value="12" caption="Current" />
      <StatCard label="Total Responses" value="3,482" caption="Last 30 days" />
      <StatCard label="Reports Ready" value="5" caption="Completed" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3,482')).toBeVisible();
    await expect(canvas.getAllByText(/Active Surveys|Total Responses|Reports Ready/)).toHaveLength(3);
  },
};

const onEdit = fn();
const onExport = fn();

export const WithActions: Story = {
  args: {
    as: 'section',
    headingLevel: 2,
    actions: (
      <>
        <Button variant="secondary" size="sm" icon={<Download size={16} aria-hidden />} onPress={onExport}>
          Export
        </Button>
        <Button variant="ghost" size="sm" icon={<Pencil size={16} aria-hidden />} onPress={onEdit}>
          Edit
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onEdit.mockClear();
    onExport.mockClear();
    const region = canvas.getByRole('region', { name: 'Survey Details' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Survey Details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalledTimes(1);
  },
};

export const BodyOnly: Story = {
  args: { title: undefined, description: undefined, padding: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(/Responses are collected/)).toBeVisible();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Card, [
  ['Default', Default],
  ['With Actions', WithActions],
  ['Body Only', BodyOnly],
]);
