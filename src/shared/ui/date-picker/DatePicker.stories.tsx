import { type CalendarDate, parseDate } from '@internationalized/date';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { DatePicker } from './DatePicker';

/** A fixed "today" keeps the stories deterministic: surveys cannot start before it. */
const firstAllowedDay = parseDate('2026-11-21');

const meta = {
  title: 'Design System/DatePicker',
  component: DatePicker,
  args: {
    label: 'Start date',
    description: 'The survey opens at 00:00 local store time.',
    minValue: firstAllowedDay,
    placeholderValue: firstAllowedDay,
    onChange: fn(),
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartDateByKeyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await expect(month).toHaveFocus();
    await userEvent.keyboard('11252026');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-25'));
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.getByRole('spinbutton', { name: /year/i })).toHaveAttribute('aria-valuenow', '2026');
  },
};

export const StartDateByPointer: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('grid', { name: /November 2026/ })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: /November 25, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-25'));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveAttribute('aria-valuenow', '25');
  },
};

export const DisabledDayCannotBeChosen: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await body.findByRole('dialog');
    const beforeToday = within(dialog).getByRole('button', { name: /November 20, 2026/ });
    await expect(beforeToday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(beforeToday, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const BeforeMinimumTyped: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: {
    validationBehavior: 'aria',
    errorMessage: 'Surveys can start on 21 November 2026 at the earliest.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('11202026');
    await expect(await canvas.findByText('Surveys can start on 21 November 2026 at the earliest.')).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAttribute('data-invalid', 'true');
  },
};

function StartAndEnd({ onEndChange }: { onEndChange?: (value: CalendarDate | null) => void }) {
  const [start, setStart] = useState<CalendarDate | null>(null);
  return (
    <div style={{ display: 'flex', gap: 24 }}>
      <DatePicker
        label="Start date"
        minValue={firstAllowedDay}
        placeholderValue={firstAllowedDay}
        value={start}
        onChange={setStart}
      />
      <DatePicker
        label="End date"
        description="Must be on or after the start date."
        minValue={start ?? firstAllowedDay}
        placeholderValue={start ?? firstAllowedDay}
        onChange={onEndChange}
      />
    </div>
  );
}

export const EndDateAfterStart: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  render: (args) => <StartAndEnd onEndChange={args.onChange} />,
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month.*Start date/i }));
    await userEvent.keyboard('11252026');

    await userEvent.click(canvas.getByRole('button', { name: /Calendar.*End date/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /November 24, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /November 30, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-30'));
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Start date is required.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Start date is required.')).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveAccessibleDescription(
      expect.stringContaining('Start date is required.'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2026-11-25') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(DatePicker, [
  ['Invalid', Invalid],
  ['Disabled', Disabled],
]);
