import { CircleHelp } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button';
import { Popover, PopoverDialog, PopoverTrigger } from './Popover';

const helpText =
  'Only regions your access level covers are listed. Ask a platform administrator to add Brazil or the Andean countries.';

const meta = {
  title: 'Design System/Popover',
  component: Popover,
  args: { hasArrow: true, placement: 'bottom start', children: null },
  render: ({ children: _children, ...args }) => (
    <PopoverTrigger>
      <Button variant="ghost" icon={<CircleHelp size={16} aria-hidden />}>
        How are target regions chosen?
      </Button>
      <Popover {...args}>
        <PopoverDialog title="Target regions">
          <p>{helpText}</p>
        </PopoverDialog>
      </Popover>
    </PopoverTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HelpText: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'How are target regions chosen?' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Target regions' });
    await expect(dialog).toHaveTextContent(helpText);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardOpen: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'How are target regions chosen?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Target regions' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PlacementTopWithoutArrow: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { hasArrow: false, placement: 'top' },
  render: ({ children: _children, ...args }) => (
    <div style={{ paddingTop: 160 }}>
      <PopoverTrigger>
        <Button variant="secondary">Mexico</Button>
        <Popover {...args}>
          <PopoverDialog>
            <p>Spanish (Mexico) is the default language for stores in Mexico.</p>
          </PopoverDialog>
        </Popover>
      </PopoverTrigger>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Mexico' }));
    // Without a title, the dialog takes its name from the trigger.
    const dialog = await body.findByRole('dialog', { name: 'Mexico' });
    const popover = dialog.closest('[data-placement]');
    await expect(popover).toHaveAttribute('data-placement', 'top');
    await expect(popover?.querySelector('svg')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The help text as it first appears under its button. */
export const Open: Story = {
  render: ({ children: _children, ...args }) => (
    <PopoverTrigger defaultOpen>
      <Button variant="ghost" icon={<CircleHelp size={16} aria-hidden />}>
        How are target regions chosen?
      </Button>
      <Popover {...args}>
        <PopoverDialog title="Target regions">
          <p>{helpText}</p>
        </PopoverDialog>
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Target regions' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(helpText)).toBeVisible();
  },
};
