import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from './Button';
import { allStatesStory } from '../story-kit';

const meta = {
  title: 'Design System/Button',
  component: Button,
  args: { children: 'Create Survey', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Create Survey' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="ghost">Ghost</Button>
      <Button {...args} variant="destructive" icon={<Trash2 size={16} aria-hidden />}>
        Delete
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg" icon={<Plus size={18} aria-hidden />}>
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' });
    const large = canvas.getByRole('button', { name: 'Large' });
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height);
  },
};

export const KeyboardActivation: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Create Survey' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Create Survey' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function PendingDemo() {
  const [isPending, setPending] = useState(false);
  return (
    <Button isPending={isPending} onPress={() => { setPending(true); }}>
      {isPending ? 'Creating Survey...' : 'Yes, Create Survey'}
    </Button>
  );
}

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Button, [
  ['Primary', Primary],
  ['Disabled', Disabled],
]);

export const Pending: Story = {
  render: () => <PendingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, Create Survey' }));
    const pending = await canvas.findByRole('button', { name: /Creating Survey/ });
    await expect(pending).toHaveAttribute('data-pending', 'true');
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
  },
};
