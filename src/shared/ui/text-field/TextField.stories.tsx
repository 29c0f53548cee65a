import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { TextField } from './TextField';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  args: { label: 'Survey Title', placeholder: 'e.g. Store experience, Q4', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Survey Title' });
    await userEvent.type(input, 'Customer satisfaction');
    await expect(input).toHaveValue('Customer satisfaction');
    await expect(args.onChange).toHaveBeenLastCalledWith('Customer satisfaction');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to respondents in their language.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Survey Title' })).toHaveAccessibleDescription(
      'Shown to respondents in their language.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    validate: (value) => (value.length < 5 ? 'Title must be at least 5 characters long' : null),
    validationBehavior: 'aria',
    defaultValue: 'Hi',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Survey Title/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Title must be at least 5 characters long')).toBeVisible();
  },
};

/** Correcting the invalid value clears the error. */
export const InvalidUntilCorrected: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: Invalid.args,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Survey Title/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Title must be at least 5 characters long')).toBeVisible();
    await userEvent.type(input, ' there');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked title' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Survey Title' })).toBeDisabled();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(TextField, [
  ['Default', Default],
  ['With Description', WithDescription],
  ['Invalid', Invalid],
  ['Disabled', Disabled],
]);
