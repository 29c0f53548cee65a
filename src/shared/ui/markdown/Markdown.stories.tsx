import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { reportChartBlock, responsesPerCountryChart } from '@/shared/api';

import { Markdown } from './Markdown';

const REPORT = `# Experiencia en tienda — México Q4 2026

*Country report · Final report on the whole survey, Oct 1, 2026 to Dec 31, 2026.*

## Responses

| Country | Language | Channel | Responses | Completion rate |
| --- | --- | --- | ---: | ---: |
| Mexico | Spanish (Mexico) | Channel 1 | 214 | 91.6% |
| Mexico | Spanish (Mexico) | Channel 2 | 128 | 88.3% |
| **Total** | | | **342** | **90.4%** |

## Findings

- Checkout queues at peak hours were the main request (~~18%~~ 36%).
- See the [methodology](https://docs.example.test/methodology) for how answers are classified.

> "La atención en caja fue rápida y el personal muy amable." — Mexico · Spanish (Mexico) · Channel 1
`;

const meta = {
  title: 'Design System/Markdown',
  component: Markdown,
  args: { children: REPORT },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A report: headings under the page's h1, a GitHub table with right-aligned figures, a list, a link and a quote. */
export const Report: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Experiencia en tienda — México Q4 2026' })).toBeVisible();
    const frame = canvas.getByRole('region', { name: 'Table: Country, Language, Channel, Responses, Completion rate' });
    const table = within(frame).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: '214' })).toHaveStyle({ textAlign: 'right' });
    await expect(canvas.getByText('18%').tagName).toBe('DEL');
    const link = canvas.getByRole('link', { name: /methodology/ });
    await expect(link).toHaveAttribute('href', 'https://docs.example.test/methodology');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A table wider than a phone scrolls in its own frame, which a keyboard user reaches with Tab before the link. */
export const TableFrameTakesFocus: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: /^Table:/ });
    await userEvent.tab();
    await expect(frame).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /methodology/ })).toHaveFocus();
  },
};

/**
 * Text a respondent wrote, unescaped: raw HTML is dropped (nothing runs, nothing loads), and web or e-mail addresses
 * written as text stay text.
 */
export const UntrustedText: Story = {
  args: {
    children: [
      'Answer: <script>window.__markdownInjected = true</script> great store <img src="x" onerror="window.__markdownInjected = true">',
      '',
      'Call me at someone@example.com or see www.evil.example and http://evil.example/promo',
      '',
      '[click me](javascript:window.__markdownInjected=true)',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/great store/)).toBeVisible();
    await expect(canvasElement.querySelector('script, img')).toBeNull();
    await expect(canvas.getByText(/someone@example\.com or see www\.evil\.example and http:\/\/evil\.example\/promo/)).toBeVisible();
    await expect(canvas.getByText('click me').closest('a')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect((window as Window & { __markdownInjected?: boolean }).__markdownInjected).toBeUndefined();
  },
};

/** A report's chart block is drawn as a chart; a block the contract does not read stays code. */
export const ReportChart: Story = {
  args: {
    children: [
      '### By country',
      '',
      reportChartBlock(
        responsesPerCountryChart(
          [
            { name: 'Mexico', responses: 214 },
            { name: 'Brazil', responses: 131 },
            { name: 'Guatemala', responses: 58 },
          ],
          'en',
        ),
      ),
      '',
      '```chart',
      '{"type":"pie"}',
      '```',
    ].join('\n'),
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Responses per country' });
    await expect(figure.querySelectorAll('svg rect')).toHaveLength(3);
    await expect(canvas.getByText('{"type":"pie"}')).toBeVisible();
  },
};
