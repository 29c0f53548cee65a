import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { NumberField } from './NumberField';

const meta = {
  title: 'Design System/NumberField',
  component: NumberField,
  args: { label: 'Target Channels', minValue: 1, maxValue: 10, defaultValue: 1, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Target Channels' });
    await expect(input).toHaveValue('1');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('4');
    await userEvent.tab();
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const ArrowKeys: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Target Channels' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    // The minimum holds however far down the user steps.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const StepperButtons: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Target Channels' });
    const increase = canvas.getByRole('button', { name: 'Increase Target Channels' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Target Channels' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue('3');
    await userEvent.click(decrease);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const ClampsToMaximum: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { description: 'Email, SMS, WhatsApp and up to 7 more.' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Target Channels' });
    await expect(input).toHaveAccessibleDescription('Email, SMS, WhatsApp and up to 7 more.');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('25');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('button', { name: 'Increase Target Channels' })).toBeDisabled();
  },
};

export const PercentStep: Story = {
  args: {
    label: 'Response Rate Goal',
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    defaultValue: 0.6,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Response Rate Goal' });
    await expect(input).toHaveValue('60%');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Response Rate Goal' }));
    await expect(input).toHaveValue('65%');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.65);
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: undefined,
    isRequired: true,
    validationBehavior: 'aria',
    isInvalid: true,
    errorMessage: 'Choose at least one channel to send the survey.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Target Channels/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Choose at least one channel to send the survey.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Target Channels' });
    await expect(input).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Target Channels' }), { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(NumberField, [
  ['Percent Step', PercentStep],
  ['Invalid', Invalid],
  ['Disabled', Disabled],
]);
