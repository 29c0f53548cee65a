import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { TimePicker } from './TimePicker';

const meta = {
  title: 'Design System/TimePicker',
  component: TimePicker,
  args: { label: 'Start time', defaultValue: '09:00', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartTimeByKeyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { description: 'Local store time.' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('group', { name: 'Start time' })).toHaveAccessibleDescription('Local store time.');
    const hour = canvas.getByRole('button', { name: /Hour/ });
    await expect(hour).toHaveTextContent('09');
    await expect(canvas.getByRole('button', { name: /Minute/ })).toHaveTextContent('00');

    await userEvent.tab();
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const hourOptions = await body.findByRole('listbox');
    await waitFor(() => expect(within(hourOptions).getByRole('option', { name: '09' })).toHaveFocus());
    await userEvent.keyboard('14');
    await waitFor(() => expect(within(hourOptions).getByRole('option', { name: '14' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('14:00');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(hour).toHaveFocus());

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Minute/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const minuteOptions = await body.findByRole('listbox');
    await expect(within(minuteOptions).getAllByRole('option')).toHaveLength(12);
    await userEvent.keyboard('35');
    await waitFor(() => expect(within(minuteOptions).getByRole('option', { name: '35' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('14:35');
  },
};

export const EndTimeByPointer: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { label: 'End time', defaultValue: '17:00' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('group', { name: 'End time' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Hour/ })).toHaveTextContent('17');

    await userEvent.click(canvas.getByRole('button', { name: /Hour/ }));
    const hourOptions = await body.findByRole('listbox');
    await expect(within(hourOptions).getAllByRole('option')).toHaveLength(24);
    await expect(within(hourOptions).getByRole('option', { name: '17' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(hourOptions).getByRole('option', { name: '14' }));
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: /Minute/ }));
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: '35' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('14:35');
    await expect(canvas.getByRole('button', { name: /Minute/ })).toHaveTextContent('35');
  },
};

export const Controlled: Story = {
  args: { value: '08:30', defaultValue: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Minute/ }));
    await userEvent.click(
      within(await within(canvasElement.ownerDocument.body).findByRole('listbox')).getByRole('option', { name: '45' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('08:45');
    // The parent owns the value and has not changed it.
    await expect(canvas.getByRole('button', { name: /Minute/ })).toHaveTextContent('30');
  },
};

export const Invalid: Story = {
  args: { defaultValue: null, isRequired: true, isInvalid: true, errorMessage: 'Start time is required.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Start time is required.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Start time' })).toHaveAttribute('data-invalid', 'true');
    const hour = canvas.getByRole('button', { name: /Hour/ });
    await expect(hour).toHaveTextContent('--');
    await expect(hour).toHaveAccessibleDescription('Start time is required.');
  },
};

/** Correcting the invalid value clears the error. */
export const InvalidUntilCorrected: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: Invalid.args,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Start time is required.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Start time' })).toHaveAttribute('data-invalid', 'true');
    const hour = canvas.getByRole('button', { name: /Hour/ });
    await expect(hour).toHaveTextContent('--');
    await expect(hour).toHaveAccessibleDescription('Start time is required.');

    // Choosing only the hour fills the minute with 00.
    await userEvent.click(hour);
    await userEvent.click(
      within(await within(canvasElement.ownerDocument.body).findByRole('listbox')).getByRole('option', { name: '10' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('10:00');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const hour = canvas.getByRole('button', { name: /Hour/ });
    await expect(hour).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Minute/ })).toBeDisabled();
    await userEvent.click(hour, { pointerEventsCheck: 0 });
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(TimePicker, [
  ['Controlled', Controlled],
  ['Invalid', Invalid],
  ['Disabled', Disabled],
]);
