import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { SearchField } from './SearchField';

const meta = {
  title: 'Design System/SearchField',
  component: SearchField,
  args: {
    label: 'Search',
    placeholder: 'Search surveys or reports...',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(canvas.getByText('Search', { selector: 'label' })).toBeVisible();
    await expect(input).toHaveAttribute('placeholder', 'Search surveys or reports...');
    // The clear button only appears once there is something to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(input, 'Store experience{Enter}');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Store experience');
    await expect(args.onSubmit).toHaveBeenCalledWith('Store experience');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search surveys', isLabelHidden: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search surveys' });
    await expect(canvas.queryByText('Search surveys', { selector: 'label' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const ClearWithButton: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { defaultValue: 'NPS Guatemala' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const ClearWithEscape: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { defaultValue: 'Relatório mensal' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const WithDescription: Story = {
  args: { description: 'Matches titles, owners and report names.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
      'Matches titles, owners and report names.',
    );
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'a',
    validationBehavior: 'aria',
    validate: (value) => (value.length === 1 ? 'Type at least 2 characters to search.' : null),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Type at least 2 characters to search.')).toBeVisible();
  },
};

/** Correcting the invalid value clears the error. */
export const InvalidUntilCorrected: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: Invalid.args,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Type at least 2 characters to search.')).toBeVisible();
    await userEvent.type(input, 'r');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Customer satisfaction' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, ' 2024', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Customer satisfaction');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(SearchField, [
  ['Default', Default],
  ['Hidden Label', HiddenLabel],
  ['With Description', WithDescription],
  ['Invalid', Invalid],
  ['Disabled', Disabled],
]);
