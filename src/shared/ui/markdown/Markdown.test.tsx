// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { I18nProvider } from '@/shared/i18n';

import { Markdown } from './Markdown';
import { safeUrl } from './safeUrl';

function renderMarkdown(markdown: string) {
  return render(<Markdown>{markdown}</Markdown>, { wrapper: I18nProvider }).container;
}

describe('Markdown', () => {
  it('renders GitHub tables with header cells, alignment and a named scrolling frame', () => {
    renderMarkdown(['| Country | Responses |', '|---|---:|', '| Mexico | 512 |', '| Brazil | 331 |'].join('\n'));
    const frame = screen.getByRole('region', { name: 'Table: Country, Responses' });
    const table = within(frame).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Country', 'Responses']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '512' })).toHaveStyle({ textAlign: 'right' });
    expect(frame).toHaveAttribute('tabindex', '0');
  });

  it('renders strikethrough with two tildes only', () => {
    const container = renderMarkdown('~~old~~ and ~kept~');
    expect(container.querySelector('del')?.textContent).toBe('old');
    expect(container.textContent).toContain('~kept~');
  });

  it('leaves web addresses and e-mail addresses written as plain text unlinked', () => {
    const container = renderMarkdown('Visit www.evil.example or http://evil.example/x and write to someone@example.com.');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('www.evil.example or http://evil.example/x and write to someone@example.com');
  });

  it('drops raw HTML instead of rendering it', () => {
    const container = renderMarkdown('Before <script>alert(1)</script> <img src=x onerror="alert(2)"> after\n\n<div onclick="x()">block</div>');
    expect(container.querySelector('script, img, div[onclick]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|<script/i);
    expect(container.textContent).toContain('Before');
    expect(container.textContent).toContain('after');
  });

  it('keeps http(s) and mailto links, opening web pages in a new tab without the opener', () => {
    renderMarkdown('[Docs](https://docs.example.test/report) and [mail](mailto:team@example.test)');
    const web = screen.getByRole('link', { name: /Docs/ });
    expect(web).toHaveAttribute('href', 'https://docs.example.test/report');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:team@example.test');
  });

  it('keeps the words of a link with any other target but not the link', () => {
    const container = renderMarkdown('[one](javascript:alert(1)) [two](data:text/html,x) [three](/surveys) [four](#top)');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('one two three four');
  });

  it('does not load images', () => {
    const container = renderMarkdown('![tracking pixel](https://tracker.example.test/p.gif)');
    expect(container.querySelector('img')).toBeNull();
  });

  it('places headings under the page heading: # renders as h2', () => {
    renderMarkdown('# Report\n\n## Summary\n\n###### Deep');
    expect(screen.getByRole('heading', { level: 2, name: 'Report' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Deep' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

/** jsdom lays nothing out, so it has no ResizeObserver; the chart then keeps its unmeasured width. */
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const perCountry = {
  type: 'bar',
  id: 'responses-per-country',
  orientation: 'bars',
  title: 'Responses per country',
  x: 'Country',
  y: 'Conversations started',
  data: [
    { label: 'Mexico', value: 12 },
    { label: '<img src=x onerror=alert(1)>', value: 3 },
  ],
};

const chartBlock = (json: string) => ['Before', '', '```chart', json, '```', '', 'After'].join('\n');

describe('Markdown charts', () => {
  beforeAll(() => {
    vi.stubGlobal('ResizeObserver', NoLayoutResizeObserver);
  });

  it('draws a chart block as a captioned figure whose figures a screen reader reads from a table', () => {
    const container = renderMarkdown(chartBlock(JSON.stringify(perCountry)));
    const figure = screen.getByRole('figure', { name: 'Responses per country' });
    expect(figure.querySelectorAll('svg rect')).toHaveLength(2);
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const table = within(figure).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Country', 'Conversations started']);
    expect(within(table).getByRole('rowheader', { name: 'Mexico' }).nextElementSibling).toHaveTextContent('12');
    expect(container.querySelector('pre')).toBeNull();
  });

  it('keeps a label as text, never markup', () => {
    const container = renderMarkdown(chartBlock(JSON.stringify(perCountry)));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('rowheader', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{"type":"bar",'],
    ['not a chart', JSON.stringify({ ...perCountry, type: 'pie' })],
    ['without data', JSON.stringify({ ...perCountry, data: [] })],
  ])('leaves a chart block that is %s as code', (_, json) => {
    const container = renderMarkdown(chartBlock(json));
    expect(screen.queryByRole('figure')).toBeNull();
    expect(container.querySelector('pre code')?.textContent).toBe(`${json}\n`);
  });

  it('leaves other code blocks as code', () => {
    const container = renderMarkdown(['```json', JSON.stringify(perCountry), '```'].join('\n'));
    expect(screen.queryByRole('figure')).toBeNull();
    expect(container.querySelector('pre code')).toHaveClass('language-json');
  });
});

describe('safeUrl', () => {
  it.each(['https://example.test/a?b=c', 'http://example.test', 'mailto:a@example.test'])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative', '#fragment', ''])(
    'removes %s',
    (url) => {
      expect(safeUrl(url)).toBeUndefined();
    },
  );
});
