import { ArrowLeft } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button';
import { ErrorPanel } from './ErrorPanel';
import { allStatesStory } from '../story-kit';

const meta = {
  title: 'Design System/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: 'Error loading report',
    message: 'The report for "Experiencia en tienda Q3" could not be loaded. Check your connection and try again.',
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading report');
    await expect(alert).toHaveTextContent(/could not be loaded/);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

const onBack = fn();

export const WithGoBack: Story = {
  args: {
    title: 'Survey not found',
    message: 'This survey was deleted or you no longer have access to it.',
    onRetry: fn(),
    retryLabel: 'Reload',
    action: (
      <Button variant="ghost" size="sm" icon={<ArrowLeft size={16} aria-hidden />} onPress={onBack}>
        Go Back
      </Button>
    ),
  },
  play: async ({ canvas, args }) => {
    onBack.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Survey not found');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onBack).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(ErrorPanel, [
  ['Default', Default],
  ['With Retry', WithRetry],
  ['With Go Back', WithGoBack],
]);
