import { FileText, Share2 } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button';
import { EmptyState } from './EmptyState';
import { allStatesStory } from '../story-kit';

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  args: { title: 'No reports found.', icon: <FileText size={24} /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoReports: Story = {
  args: { description: 'Reports appear here once a survey closes with enough responses.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No reports found.')).toBeVisible();
    await expect(canvas.getByText(/Reports appear here/)).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const onCreate = fn();

export const NoSubmissionsWithAction: Story = {
  args: {
    title: 'No submissions found.',
    description: 'Nobody has answered this survey yet. Share it with the stores in Mexico and Guatemala.',
    icon: undefined,
    headingLevel: 2,
    action: (
      <Button icon={<Share2 size={16} aria-hidden />} onPress={onCreate}>
        Share Survey
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onCreate.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No submissions found.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share Survey' }));
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(2);
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(EmptyState, [
  ['No Reports', NoReports],
  ['No Submissions With Action', NoSubmissionsWithAction],
]);
