import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button';
import { Modal, type ModalSize } from './Modal';

const meta = {
  title: 'Design System/Modal',
  component: Modal,
  args: { isDismissable: true, children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open Modal</Button>
      <Modal {...args}>
        <Dialog style={{ padding: 24, outline: 'none' }}>
          <Heading slot="title" style={{ marginTop: 0 }}>
            Survey Preview
          </Heading>
          <p>Customer satisfaction survey for stores in Mexico, Guatemala and Colombia.</p>
          <Button slot="close">Close Preview</Button>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal surface: the element that holds the dialog. */
function surfaceOf(dialog: HTMLElement) {
  const surface = dialog.parentElement;
  if (!surface) throw new Error('dialog has no modal surface');
  return surface;
}

/** The backdrop: the element around the surface. */
function overlayOf(dialog: HTMLElement) {
  const overlay = surfaceOf(dialog).parentElement;
  if (!overlay) throw new Error('modal has no overlay');
  return overlay;
}

export const Dismissable: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Modal' }));
    const dialog = await body.findByRole('dialog', { name: 'Survey Preview' });
    await expect(getComputedStyle(overlayOf(dialog)).position).toBe('fixed');
    await userEvent.click(overlayOf(dialog));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EscapeCloses: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open Modal' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Survey Preview' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NonDismissable: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { isDismissable: false, isKeyboardDismissDisabled: true },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Modal' }));
    const dialog = await body.findByRole('dialog', { name: 'Survey Preview' });
    await userEvent.click(overlayOf(dialog));
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Survey Preview' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Close Preview' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FocusContained: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Modal' }));
    const dialog = await body.findByRole('dialog', { name: 'Survey Preview' });
    const close = within(dialog).getByRole('button', { name: 'Close Preview' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // The only tabbable element: Tab wraps back to it instead of leaving the modal.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
  },
};

const sizes: ModalSize[] = ['sm', 'md', 'lg', 'xl'];

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {sizes.map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">Open {size}</Button>
          <Modal {...args} size={size}>
            <Dialog aria-label={`Size ${size}`} style={{ padding: 24, outline: 'none' }}>
              <p>Modal size {size}</p>
            </Dialog>
          </Modal>
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Compared by max-width: the test viewport is narrower than the larger sizes.
    const widths: number[] = [];
    for (const size of sizes) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await body.findByRole('dialog', { name: `Size ${size}` });
      widths.push(parseFloat(getComputedStyle(surfaceOf(dialog)).maxWidth));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    }
    const [sm = 0, md = 0, lg = 0, xl = 0] = widths;
    await expect(sm).toBeLessThan(md);
    await expect(md).toBeLessThan(lg);
    await expect(lg).toBeLessThan(xl);
    await expect(xl).toBe(64 * 16);
  },
};

/** The modal as it first appears over the dimmed page. */
export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Open Modal</Button>
      <Modal {...args}>
        <Dialog style={{ padding: 24, outline: 'none' }}>
          <Heading slot="title" style={{ marginTop: 0 }}>
            Survey Preview
          </Heading>
          <p>Customer satisfaction survey for stores in Mexico, Guatemala and Colombia.</p>
          <Button slot="close">Close Preview</Button>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Survey Preview' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Close Preview' })).toBeVisible();
  },
};
