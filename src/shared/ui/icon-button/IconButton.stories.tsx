import { ExternalLink, Link2, Trash2 } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { IconButton } from './IconButton';
import { allStatesStory } from '../story-kit';

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  args: { label: 'Copy link', children: <Link2 size={18} aria-hidden />, onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyLink: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardWithTooltip: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { label: 'Open in new tab', children: <ExternalLink size={18} aria-hidden />, variant: 'secondary' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Open in new tab' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Open in new tab');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const TooltipOnHover: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // A mouse move elsewhere first, as a real pointer would: tooltips open on hover only in pointer modality.
    await userEvent.hover(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await body.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Copy link');
  },
};

export const Destructive: Story = {
  args: { label: 'Delete survey', children: <Trash2 size={18} aria-hidden />, variant: 'destructive' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete survey' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const VariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="ghost" size="sm" label="Copy link">
        <Link2 size={16} aria-hidden />
      </IconButton>
      <IconButton {...args} variant="secondary" label="Open in new tab">
        <ExternalLink size={18} aria-hidden />
      </IconButton>
      <IconButton {...args} variant="destructive" label="Delete survey">
        <Trash2 size={18} aria-hidden />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Copy link' });
    const medium = canvas.getByRole('button', { name: 'Open in new tab' });
    await expect(medium.getBoundingClientRect().width).toBeGreaterThan(small.getBoundingClientRect().width);
    await expect(canvas.getByRole('button', { name: 'Delete survey' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { label: 'Delete survey', children: <Trash2 size={18} aria-hidden />, variant: 'destructive', isDisabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete survey' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(IconButton, [
  ['Copy Link', CopyLink],
  ['Destructive', Destructive],
  ['Disabled', Disabled],
]);
