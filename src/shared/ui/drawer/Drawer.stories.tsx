import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { DialogTrigger } from 'react-aria-components';
import { expect, waitFor, within } from 'storybook/test';

import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Stack } from '../layout';
import { Text } from '../text';
import { Drawer } from './Drawer';

const meta = {
  title: 'Design System/Drawer',
  component: Drawer,
  parameters: {
    docs: {
      description: {
        component:
          "A panel sliding in from the start edge, built on react-aria's ModalOverlay, Modal and Dialog: the app's navigation on a phone. Focus is trapped inside; Escape or a tap on the page closes it and returns focus to its button.",
      },
    },
  },
  globals: { viewport: { value: 'phone' } },
  argTypes: {
    'aria-label': { control: 'text', description: "The dialog's accessible name." },
    defaultOpen: { control: 'boolean', description: 'Open at first render (uncontrolled).', table: { defaultValue: { summary: 'false' } } },
    isOpen: { control: false, description: 'Open state, when controlled.' },
    onOpenChange: { control: false, description: 'Called when Escape, a tap outside or a close button changes the state.' },
    children: { control: false },
  },
  args: { 'aria-label': 'Navigation', children: null },
  render: (args) => (
    <DialogTrigger defaultOpen={args.defaultOpen}>
      <IconButton label="Open navigation">
        <Menu size={20} aria-hidden />
      </IconButton>
      <Drawer aria-label={args['aria-label']}>
        {({ close }) => (
          <Stack padding="lg">
            <Text weight="semibold">Survey Platform</Text>
            <Text tone="muted">Dashboard, Surveys, Raw Data, Reports</Text>
            <Button variant="secondary" onPress={close}>
              Close navigation
            </Button>
          </Stack>
        )}
      </Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(within(drawer).getByText('Survey Platform')).toBeVisible();
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
};

export const OpenAndDismiss: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(opener);
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
