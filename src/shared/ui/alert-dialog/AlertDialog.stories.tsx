import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button';
import { DialogTrigger } from '../dialog';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Design System/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Confirm Logout',
    children: 'Are you sure you want to log out? This will sign you out from all services.',
    confirmLabel: 'Log Out',
    cancelLabel: 'Cancel',
    variant: 'confirm',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">{args.variant === 'destructive' ? 'Delete Survey' : 'Sign Out'}</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmLogout: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to log out? This will sign you out from all services.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmCallsOnConfirm: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Sign Out' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Log Out' });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardConfirm: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  },
};

export const ClickOutsideDoesNothing: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    const overlay = dialog.parentElement?.parentElement;
    if (!overlay) throw new Error('alert dialog is not inside a modal overlay');
    await userEvent.click(overlay);
    await expect(body.getByRole('alertdialog', { name: 'Confirm Logout' })).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const DeleteSurvey: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: {
    title: 'Delete Survey',
    children: 'Delete this survey? This cannot be undone.',
    confirmLabel: 'Delete',
    variant: 'destructive',
  },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Survey' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Survey' });
    await expect(dialog).toHaveAccessibleDescription('Delete this survey? This cannot be undone.');
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    // The destructive variant paints the confirm button with the danger tone (red-700).
    await expect(getComputedStyle(remove).backgroundColor).toBe('rgb(185, 28, 28)');
    await userEvent.click(remove);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

function DeleteWithRequest({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  return (
    <>
      <Button variant="destructive" icon={<Trash2 size={16} aria-hidden />} onPress={() => { setOpen(true); }}>
        Delete Survey
      </Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Delete Survey"
        variant="destructive"
        confirmLabel={isPending ? 'Deleting...' : 'Delete'}
        isPending={isPending}
        shouldCloseOnConfirm={false}
        onConfirm={() => {
          setPending(true);
          onConfirm();
        }}
      >
        Delete this survey? This cannot be undone.
      </AlertDialog>
    </>
  );
}

/** The confirmation as it first appears, focus inside. */
export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Sign Out</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Confirm Logout' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out? This will sign you out from all services.');
    await expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

/** A destructive confirmation: the confirm button in the danger tone. */
export const OpenDestructive: Story = {
  name: 'Open, Destructive',
  args: { title: 'Delete Survey', children: 'Delete this survey? This cannot be undone.', confirmLabel: 'Delete', variant: 'destructive' },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Delete Survey</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Delete Survey' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/**
 * With `shouldCloseOnConfirm={false}` the dialog stays open while the request runs; Cancel and Escape are disabled.
 * Kept last: the pending button's live announcement outlives the story and would trip the next story's axe check.
 */
export const PendingRequest: Story = {
  render: (args) => <DeleteWithRequest onConfirm={args.onConfirm} />,
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Survey' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Survey' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    const pending = await within(dialog).findByRole('button', { name: /Deleting/ });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog', { name: 'Delete Survey' })).toBeInTheDocument();
  },
};
