import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button';
import { DialogTrigger } from '../dialog';
import { MultiSelectDialog, type MultiSelectDialogProps, type MultiSelectItem } from './MultiSelectDialog';

const regions: MultiSelectItem[] = [
  { id: 'north-america', label: 'North America' },
  { id: 'latam', label: 'Latin America & Caribbean' },
  { id: 'europe', label: 'Europe' },
  { id: 'apac', label: 'Asia Pacific' },
  { id: 'mea', label: 'Middle East & Africa' },
];

const countries: MultiSelectItem[] = [
  { id: 'MX', label: 'Mexico', description: 'Spanish (Mexico)' },
  { id: 'GT', label: 'Guatemala', description: 'Spanish (Guatemala)' },
  { id: 'HN', label: 'Honduras', description: 'Spanish (Honduras)' },
  { id: 'SV', label: 'El Salvador', description: 'Spanish (El Salvador)' },
  { id: 'CR', label: 'Costa Rica', description: 'Spanish (Costa Rica)' },
  { id: 'PA', label: 'Panamá', description: 'Spanish (Panama)' },
  { id: 'CO', label: 'Colombia', description: 'Spanish (Colombia)' },
  { id: 'EC', label: 'Ecuador', description: 'Spanish (Ecuador)' },
  { id: 'PE', label: 'Perú', description: 'Spanish (Peru)' },
  { id: 'BR', label: 'Brazil', description: 'Portuguese (Brazil)' },
  { id: 'PY', label: 'Paraguay', description: 'Spanish (Paraguay)' },
  { id: 'CL', label: 'Chile', description: 'Spanish (Chile)' },
  { id: 'AR', label: 'Argentina', description: 'Spanish (Argentina)' },
  { id: 'DO', label: 'Dominican Republic', description: 'Spanish (Dominican Republic)' },
];

/** A caller as Create Survey uses it: its own trigger button, the selection kept in its state. */
function Picker({ triggerLabel, ...args }: MultiSelectDialogProps & { triggerLabel: string }) {
  const [selectedIds, setSelectedIds] = useState(args.selectedIds);
  const labels = args.items.filter((item) => selectedIds.includes(item.id)).map((item) => item.label);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <DialogTrigger>
        <Button variant="secondary">{triggerLabel}</Button>
        <MultiSelectDialog
          {...args}
          selectedIds={selectedIds}
          onChange={(ids) => {
            setSelectedIds(ids);
            args.onChange(ids);
          }}
        />
      </DialogTrigger>
      <p data-testid="summary">{labels.length > 0 ? labels.join(', ') : 'No regions selected'}</p>
    </div>
  );
}

const meta = {
  title: 'Design System/MultiSelectDialog',
  component: MultiSelectDialog,
  args: {
    title: 'Select Target Regions',
    items: regions,
    selectedIds: [],
    onChange: fn(),
    searchLabel: 'Search regions',
  },
  render: (args) => <Picker {...args} triggerLabel="Select Target Regions" />,
} satisfies Meta<typeof MultiSelectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, triggerLabel: string, title: string) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: triggerLabel }));
  const dialog = await body.findByRole('dialog', { name: title });
  return { body, dialog: within(dialog), dialogElement: dialog };
}

export const Regions: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const { body, dialog } = await open(canvasElement, 'Select Target Regions', 'Select Target Regions');
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(6);
    await expect(dialog.getByText('0 selected')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Europe' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['europe']);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Latin America & Caribbean' }));
    // Always reported in list order, whatever the click order.
    await expect(args.onChange).toHaveBeenLastCalledWith(['latam', 'europe']);
    await expect(dialog.getByRole('checkbox', { name: 'Europe' })).toBeChecked();
    await expect(dialog.getByText('2 selected')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Europe' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['latam']);

    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('summary')).toHaveTextContent('Latin America & Caribbean');
  },
};

export const Keyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Select Target Regions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialogElement = await body.findByRole('dialog', { name: 'Select Target Regions' });
    const dialog = within(dialogElement);

    // Focus starts in the search field.
    await waitFor(() => expect(dialog.getByRole('searchbox', { name: 'Search regions' })).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.getByRole('checkbox', { name: 'All' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('checkbox', { name: 'North America' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['north-america']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('checkbox', { name: 'Europe' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['north-america', 'europe']);
    await expect(dialog.getByRole('checkbox', { name: 'All' })).toBePartiallyChecked();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByTestId('summary')).toHaveTextContent('North America, Europe');
  },
};

export const AllToggle: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, 'Select Target Regions', 'Select Target Regions');
    const all = dialog.getByRole('checkbox', { name: 'All' });
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Asia Pacific' }));
    await expect(all).toBePartiallyChecked();

    // From "some", All selects everything.
    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith(['north-america', 'latam', 'europe', 'apac', 'mea']);
    await expect(all).toBeChecked();
    await expect(dialog.getByText('5 selected')).toBeInTheDocument();

    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(all).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Europe' })).not.toBeChecked();
  },
};

export const CountrySearch: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: {
    title: 'Refine Target Countries',
    description: 'Respondents are invited in the country language shown under each name.',
    items: countries,
    selectedIds: ['MX'],
    searchLabel: 'Search countries',
  },
  render: (args) => <Picker {...args} triggerLabel="Refine Target Countries" />,
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, 'Refine Target Countries', 'Refine Target Countries');
    await expect(dialog.getByRole('checkbox', { name: 'Mexico' })).toHaveAccessibleDescription('Spanish (Mexico)');

    const search = dialog.getByRole('searchbox', { name: 'Search countries' });
    await userEvent.type(search, 'gua');
    const visible = dialog.getAllByRole('checkbox').map((box) => box.getAttribute('value') ?? 'all');
    await expect(visible).toEqual(['all', 'GT', 'PY']);

    // All applies to the matches only; Mexico, hidden by the search, stays selected.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'All' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['MX', 'GT', 'PY']);
    await expect(dialog.getByText('3 selected')).toBeInTheDocument();

    // Case- and accent-insensitive: 'PERU' finds 'Perú'.
    await userEvent.clear(search);
    await userEvent.type(search, 'PERU');
    await expect(dialog.getAllByRole('checkbox', { name: /Per/ })).toHaveLength(1);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Perú' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['MX', 'GT', 'PE', 'PY']);

    await userEvent.click(dialog.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(countries.length + 1);
  },
};

export const LongListScrolls: Story = {
  args: { title: 'Refine Target Countries', items: countries, searchLabel: 'Search countries' },
  render: (args) => <Picker {...args} triggerLabel="Refine Target Countries" />,
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Refine Target Countries', 'Refine Target Countries');
    const list = dialog.getByRole('group', { name: 'Refine Target Countries' });
    await expect(list.clientHeight).toBeLessThanOrEqual(300);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

export const DisabledItems: Story = {
  args: { selectedIds: ['north-america'], disabledIds: ['north-america', 'mea'] },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, 'Select Target Regions', 'Select Target Regions');
    const locked = dialog.getByRole('checkbox', { name: 'North America' });
    const unavailable = dialog.getByRole('checkbox', { name: 'Middle East & Africa' });
    await expect(locked).toBeDisabled();
    await expect(locked).toBeChecked();
    await expect(unavailable).toBeDisabled();

    await userEvent.click(unavailable, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();

    // All covers the enabled rows only and leaves disabled ones as they were.
    const all = dialog.getByRole('checkbox', { name: 'All' });
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith(['north-america', 'latam', 'europe', 'apac']);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith(['north-america']);
  },
};

export const EmptySearch: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { emptyText: 'No regions match your search' },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Select Target Regions', 'Select Target Regions');
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search regions' }), 'Antarctica');
    await expect(await dialog.findByText('No regions match your search')).toBeVisible();
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(1);
    await expect(dialog.getByRole('checkbox', { name: 'All' })).toBeDisabled();
    // Escape in a filled search field clears it first instead of closing the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByRole('searchbox', { name: 'Search regions' })).toHaveValue('');
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(regions.length + 1);
  },
};
