import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  args: { children: 'Allow anonymous responses', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Allow anonymous responses' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Allow anonymous responses'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Allow anonymous responses' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true, children: 'Send a reminder after 3 days' },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send a reminder after 3 days' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

const stores = ['Ciudad de México Centro', 'Guadalajara Andares', 'Monterrey Valle'];

function SelectAllStores() {
  const [selected, setSelected] = useState<string[]>(stores.slice(0, 1));
  const toggle = (store: string, isSelected: boolean) => {
    setSelected((current) => (isSelected ? [...current, store] : current.filter((s) => s !== store)));
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox
        isSelected={selected.length === stores.length}
        isIndeterminate={selected.length > 0 && selected.length < stores.length}
        onChange={(isSelected) => {
          setSelected(isSelected ? stores : []);
        }}
      >
        All stores in Mexico
      </Checkbox>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, paddingInlineStart: 26 }}>
        {stores.map((store) => (
          <Checkbox
            key={store}
            isSelected={selected.includes(store)}
            onChange={(isSelected) => {
              toggle(store, isSelected);
            }}
          >
            {store}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

/** A parent checkbox shows "some selected" as indeterminate. */
export const Indeterminate: Story = {
  render: () => <SelectAllStores />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All stores in Mexico' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Monterrey Valle' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Guadalajara Andares' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { children: 'Allow anonymous responses', description: 'Names and emails are not stored with answers.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Allow anonymous responses' })).toHaveAccessibleDescription(
      'Names and emails are not stored with answers.',
    );
  },
};

/** A row in a list of choices: the whole row, description included, toggles it. */
export const OptionRow: Story = {
  args: { variant: 'option', children: 'Guatemala', description: 'Spanish (Guatemala)' },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Guatemala' });
    await expect(checkbox).toHaveAccessibleDescription('Spanish (Guatemala)');
    await userEvent.click(canvas.getByText('Spanish (Guatemala)'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Invalid: Story = {
  args: {
    children: 'I confirm respondents gave consent',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (isSelected) => (isSelected ? null : 'Confirm consent before sending the survey.'),
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I confirm respondents gave consent' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Confirm consent before sending the survey.');
  },
};

/** Correcting the invalid value clears the error. */
export const InvalidUntilCorrected: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: Invalid.args,
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I confirm respondents gave consent' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Confirm consent before sending the survey.');
    await userEvent.click(checkbox);
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Confirm consent before sending the survey.')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true, children: 'Collect email addresses' },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Collect email addresses' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Collect email addresses'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Checkbox, [
  ['Default', Default],
  ['Selected', Selected],
  ['With Description', WithDescription],
  ['Option Row', OptionRow],
  ['Invalid', Invalid],
  ['Disabled', Disabled],
]);
