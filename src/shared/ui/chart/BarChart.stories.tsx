import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { BarChart } from './BarChart';

/** Conversations started per day over a month, as a report of the Mexico in-store survey counts them. */
const perDay = Array.from({ length: 31 }, (_, index) => ({
  label: `Oct ${index + 1}`,
  // Weekends busier, one quiet day: a shape a reader should see at a glance.
  value: index === 17 ? 0 : 6 + ((index * 7) % 5) + (index % 7 >= 5 ? 8 : 0),
}));

const meta = {
  title: 'Design System/BarChart',
  component: BarChart,
  args: { title: 'Responses per day', orientation: 'columns', x: 'Day', y: 'Conversations started', data: perDay },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns along a time line: one per day, zero days drawn as a gap, the scale in round steps. */
export const ResponsesPerDay: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Responses per day' });
    await expect(figure.querySelectorAll('svg rect')).toHaveLength(31);
    const table = within(figure).getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: 'Oct 18' }).nextElementSibling).toHaveTextContent('0');
    await expect(within(figure).getByText('Conversations started', { selector: 'text' })).toBeVisible();
  },
};

/** Named categories lie in rows, each with its count; Korean labels as the Korean report writes them. */
export const ResponsesPerCountryInKorean: Story = {
  args: {
    title: '국가별 응답 수',
    orientation: 'bars',
    x: '국가',
    y: '시작된 대화 수',
    data: [
      { label: '멕시코', value: 214 },
      { label: '브라질', value: 131 },
      { label: '과테말라', value: 58 },
      { label: '코스타리카', value: 21 },
      { label: '미국', value: 9 },
    ],
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: '국가별 응답 수' });
    await expect(within(figure).getByText('214', { selector: 'text' })).toBeVisible();
    await expect(within(figure).getByRole('rowheader', { name: '코스타리카' })).toBeInTheDocument();
  },
};

/** On a phone the chart is laid out to the narrow width: nothing overflows and only every few days carry a label. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: [...perDay, ...perDay.map((datum) => ({ ...datum, label: datum.label.replace('Oct', 'Nov') }))].slice(0, 60) },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Responses per day' });
    await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    // The chart draws at a default width until its ResizeObserver reports the frame's: wait for that measurement.
    await waitFor(async () => {
      const svg = figure.querySelector('svg');
      await expect(svg?.getBoundingClientRect().width).toBeLessThanOrEqual(figure.getBoundingClientRect().width);
      const labels = [...(svg?.querySelectorAll('text') ?? [])].map((text) => text.textContent);
      await expect(labels).toContain('Oct 1');
      await expect(labels).not.toContain('Oct 2');
    });
  },
};
