import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { ComboBox, ComboBoxItem, type ComboBoxOption } from './ComboBox';

const countries: ComboBoxOption[] = [
  { id: 'mx', label: 'Mexico' },
  { id: 'gt', label: 'Guatemala' },
  { id: 'co', label: 'Colombia' },
  { id: 'br', label: 'Brazil' },
  { id: 'ar', label: 'Argentina' },
  { id: 'us', label: 'United States' },
  { id: 'ca', label: 'Canada' },
];

const meta = {
  title: 'Design System/ComboBox',
  component: ComboBox,
  args: {
    label: 'Country',
    placeholder: 'Type a country',
    defaultItems: countries,
    emptyMessage: 'No countries match your search',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickCountry: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Gua');
    const listbox = await screen.findByRole('listbox');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(screen.getByRole('option', { name: 'Guatemala' }));
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(input).toHaveValue('Guatemala');
    await expect(args.onChange).toHaveBeenCalledWith('gt');
  },
};

export const KeyboardSelection: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('bra');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    // Focus stays in the input; the active option is announced through aria-activedescendant.
    const brazil = screen.getByRole('option', { name: 'Brazil' });
    await expect(input).toHaveAttribute('aria-activedescendant', brazil.id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Brazil');
    await expect(args.onChange).toHaveBeenCalledWith('br');
  },
};

export const OpenWithButton: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    await expect(await screen.findAllByRole('option')).toHaveLength(countries.length);
    await userEvent.click(screen.getByRole('option', { name: 'Canada' }));
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Canada');
  },
};

export const EmptyResult: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Peru');
    await expect(await screen.findByText('No countries match your search')).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'Mexico' })).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Static `ComboBoxItem` children and a selected default. */
export const StaticItems: Story = {
  args: { label: 'Survey Language', defaultItems: undefined, defaultValue: 'es-mx', placeholder: undefined },
  render: (args) => (
    <ComboBox {...args}>
      <ComboBoxItem id="es-mx">Spanish (Mexico)</ComboBoxItem>
      <ComboBoxItem id="es-co">Spanish (Colombia)</ComboBoxItem>
      <ComboBoxItem id="pt-br">Portuguese (Brazil)</ComboBoxItem>
      <ComboBoxItem id="en-us">English (United States)</ComboBoxItem>
    </ComboBox>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Survey Language' });
    await expect(input).toHaveValue('Spanish (Mexico)');
    await userEvent.clear(input);
    await userEvent.type(input, 'port');
    await userEvent.click(await screen.findByRole('option', { name: 'Portuguese (Brazil)' }));
    await expect(input).toHaveValue('Portuguese (Brazil)');
    await expect(args.onChange).toHaveBeenLastCalledWith('pt-br');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'mx' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Mexico');
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }), { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Pick the country where the survey runs.', description: 'Sets currency and date formats.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Pick the country where the survey runs\./);
    await expect(canvas.getByText('Pick the country where the survey runs.')).toBeVisible();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(ComboBox, [
  ['Disabled', Disabled],
  ['Invalid', Invalid],
]);
