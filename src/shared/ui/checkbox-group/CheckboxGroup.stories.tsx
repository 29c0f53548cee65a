import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Checkbox } from '../checkbox';
import { allStatesStory } from '../story-kit';
import { CheckboxGroup } from './CheckboxGroup';

const centralAmerica = [
  { id: 'gt', name: 'Guatemala' },
  { id: 'bz', name: 'Belize' },
  { id: 'hn', name: 'Honduras' },
  { id: 'sv', name: 'El Salvador' },
  { id: 'ni', name: 'Nicaragua' },
  { id: 'cr', name: 'Costa Rica' },
  { id: 'pa', name: 'Panama' },
];

const countries = centralAmerica.map((country) => (
  <Checkbox key={country.id} value={country.id}>
    {country.name}
  </Checkbox>
));

const meta = {
  title: 'Design System/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Central America', children: countries, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Central America' })).toBeVisible();
    await userEvent.click(canvas.getByText('Guatemala'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['gt']);
    // Each checkbox is its own tab stop; Space toggles the focused one.
    await userEvent.tab();
    await userEvent.tab();
    const honduras = canvas.getByRole('checkbox', { name: 'Honduras' });
    await expect(honduras).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(honduras).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['gt', 'hn']);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: ['gt', 'sv'] },
  play: async ({ canvas, args }) => {
    const guatemala = canvas.getByRole('checkbox', { name: 'Guatemala' });
    const elSalvador = canvas.getByRole('checkbox', { name: 'El Salvador' });
    await expect(guatemala).toBeChecked();
    await expect(elSalvador).toBeChecked();
    // Laid out in a row: El Salvador sits to the right of Guatemala.
    await expect(elSalvador.getBoundingClientRect().left).toBeGreaterThan(guatemala.getBoundingClientRect().left);
    await userEvent.click(guatemala);
    await expect(args.onChange).toHaveBeenLastCalledWith(['sv']);
  },
};

export const WithDescription: Story = {
  args: { description: 'Surveys go to every store in the selected countries.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Central America' })).toHaveAccessibleDescription(
      'Surveys go to every store in the selected countries.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    validationBehavior: 'aria',
    validate: (value) => (value.length === 0 ? 'Select at least one country.' : null),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select at least one country.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Panama' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Correcting the invalid value clears the error. */
export const InvalidUntilCorrected: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: Invalid.args,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Select at least one country.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Panama' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByText('Panama'));
    await expect(canvas.queryByText('Select at least one country.')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(['pa']);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['cr'] },
  play: async ({ canvas, args }) => {
    const checkboxes = canvas.getAllByRole('checkbox');
    await expect(checkboxes).toHaveLength(centralAmerica.length);
    for (const checkbox of checkboxes) await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Nicaragua'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(CheckboxGroup, [
  ['Default', Default],
  ['Horizontal', Horizontal],
  ['With Description', WithDescription],
  ['Invalid', Invalid],
  ['Disabled', Disabled],
]);
