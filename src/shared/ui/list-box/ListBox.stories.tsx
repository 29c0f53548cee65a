import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent } from 'storybook/test';

import { ListBox, ListBoxItem, type ListBoxOption, type ListBoxProps } from './ListBox';

/** RAC reports a Set subclass, which never equals a plain Set: compare the keys as an array. */
function lastSelection(onSelectionChange: ListBoxProps<ListBoxOption>['onSelectionChange']) {
  const selection = onSelectionChange && mocked(onSelectionChange).mock.lastCall?.[0];
  return selection instanceof Set ? [...selection] : selection;
}

const channels: ListBoxOption[] = [
  { id: 'email', label: 'Email' },
  { id: 'sms', label: 'SMS' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'qr', label: 'QR code at checkout' },
  { id: 'kiosk', label: 'In-store kiosk' },
];

const meta = {
  title: 'Design System/ListBox',
  component: ListBox<ListBoxOption>,
  args: {
    'aria-label': 'Distribution Channels',
    items: channels,
    selectionMode: 'single',
    onSelectionChange: fn(),
    children: (item: ListBoxOption) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListBox<ListBoxOption>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const whatsapp = canvas.getByRole('option', { name: 'WhatsApp' });
    await userEvent.click(whatsapp);
    await expect(whatsapp).toHaveAttribute('aria-selected', 'true');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['whatsapp']);
  },
};

export const KeyboardSelection: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const whatsapp = canvas.getByRole('option', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(whatsapp).toHaveAttribute('aria-selected', 'true');
    // Typeahead jumps by text, which needs the item's textValue.
    await userEvent.keyboard('q');
    await expect(canvas.getByRole('option', { name: 'QR code at checkout' })).toHaveFocus();
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['email'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('option', { name: 'SMS' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Email' }));
    await expect(canvas.getByRole('option', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('option', { name: 'Email' })).toHaveAttribute('aria-selected', 'false');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['sms']);
  },
};

export const DisabledOption: Story = {
  args: { disabledKeys: ['kiosk'] },
  play: async ({ canvas, args }) => {
    const kiosk = canvas.getByRole('option', { name: 'In-store kiosk' });
    await expect(kiosk).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(kiosk, { pointerEventsCheck: 0 });
    await expect(kiosk).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [], emptyMessage: 'No channels configured for this survey' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listbox', { name: 'Distribution Channels' })).toBeVisible();
    await expect(canvas.queryByRole('option', { name: 'Email' })).not.toBeInTheDocument();
    await expect(canvas.getByText('No channels configured for this survey')).toBeVisible();
  },
};
