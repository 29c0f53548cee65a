import { isWeekend, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { Calendar } from './Calendar';

const launchDate = parseDate('2026-11-25');

const meta = {
  title: 'Design System/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Survey launch date', onChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: launchDate },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('November 2026')).toBeVisible();
    const selected = canvas.getByRole('button', { name: /November 25, 2026/ });
    await expect(selected).toHaveAttribute('data-selected', 'true');
    await expect(selected.closest('td')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('December 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: /November 12, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-12'));
  },
};

export const Keyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { defaultValue: launchDate },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const selected = canvas.getByRole('button', { name: /November 25, 2026/ });
    await expect(selected).toHaveFocus();
    await expect(selected).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-12-03'));
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByText('November 2026')).toBeVisible();
  },
};

export const Today: Story = {
  play: async ({ canvasElement }) => {
    // With no value, the calendar opens on the current month, with today focusable and marked.
    const today = canvasElement.querySelector('[data-today]');
    await expect(today).not.toBeNull();
    await expect(today).toHaveAttribute('role', 'button');
    await expect(today).toHaveAttribute('aria-label', expect.stringMatching(/^Today/));
  },
};

export const MinAndMaxDates: Story = {
  args: {
    minValue: parseDate('2026-11-21'),
    maxValue: parseDate('2026-12-15'),
    defaultFocusedValue: parseDate('2026-11-21'),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    const beforeMin = canvas.getByRole('button', { name: /November 20, 2026/ });
    await expect(beforeMin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(beforeMin, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('button', { name: /December 16, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /December 15, 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2026-12-15'));
  },
};

export const UnavailableWeekends: Story = {
  args: {
    defaultFocusedValue: launchDate,
    isDateUnavailable: (date) => isWeekend(date, 'en-US'),
  },
  play: async ({ canvas, args }) => {
    const saturday = canvas.getByRole('button', { name: /Saturday, November 28, 2026/ });
    await expect(saturday).toHaveAttribute('data-unavailable', 'true');
    await expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saturday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Friday, November 27, 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2026-11-27'));
  },
};

export const OutsideMonth: Story = {
  args: { defaultFocusedValue: launchDate },
  play: async ({ canvasElement }) => {
    // November 2026 ends on a Monday, so the last row is completed with December days.
    const outside = canvasElement.querySelectorAll('[data-outside-month]');
    await expect(outside.length).toBeGreaterThan(0);
    for (const cell of outside) await expect(cell).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Invalid: Story = {
  args: {
    value: launchDate,
    isInvalid: true,
    errorMessage: 'Launch date falls on a regional holiday.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Launch date falls on a regional holiday.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /November 25, 2026/ })).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: launchDate, isDisabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    const day = canvas.getByRole('button', { name: /November 12, 2026/ });
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Calendar, [
  ['Default', Default],
  ['Today', Today],
  ['Min And Max Dates', MinAndMaxDates],
  ['Unavailable Weekends', UnavailableWeekends],
  ['Outside Month', OutsideMonth],
  ['Invalid', Invalid],
  ['Disabled', Disabled],
]);
