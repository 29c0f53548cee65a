import { Eye, SearchX, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Badge } from '../badge';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { Inline } from '../layout';
import { Cell, Column, Row, Table, TableBody, TableHeader, type TableProps } from './Table';

interface Survey {
  id: string;
  createdAt: string;
  start: string;
  end: string;
  title: string;
  creator: string;
  status: 'Active' | 'Inactive';
  responses: number;
}

const surveys: Survey[] = [
  { id: 'srv-101', createdAt: '2025-01-08', start: '2025-01-15', end: '2025-02-15', title: 'Experiencia en tienda Q1', creator: 'kim.minji', status: 'Inactive', responses: 1204 },
  { id: 'srv-102', createdAt: '2025-02-20', start: '2025-03-01', end: '2025-03-31', title: 'Customer loyalty (NPS) 2025', creator: 'ana.garcia', status: 'Active', responses: 842 },
  { id: 'srv-103', createdAt: '2025-03-03', start: '2025-03-10', end: '2025-04-10', title: 'Satisfacción con el servicio al cliente', creator: 'park.jiho', status: 'Active', responses: 317 },
  { id: 'srv-104', createdAt: '2025-03-12', start: '2025-04-01', end: '2025-04-30', title: 'Checkout wait times, Guatemala', creator: 'lee.seoyeon', status: 'Active', responses: 95 },
  { id: 'srv-105', createdAt: '2025-03-18', start: '2025-05-01', end: '2025-05-31', title: 'Encuesta de clima laboral', creator: 'carlos.mendoza', status: 'Inactive', responses: 0 },
  { id: 'srv-106', createdAt: '2025-04-02', start: '2025-04-07', end: '2025-05-07', title: 'Brand awareness, Colombia', creator: 'kim.minji', status: 'Active', responses: 528 },
];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

function compareSurveys(a: Survey, b: Survey, column: keyof Survey) {
  const left = a[column];
  const right = b[column];
  return typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
}

const onView = fn<(id: string) => void>();
const onDelete = fn<(id: string) => void>();
const onRetry = fn();

interface SurveyTableProps extends TableProps {
  rows?: Survey[];
  isLoading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
}

/** The survey list of the Surveys page, sortable by every data column. */
function SurveyTable({ rows = surveys, isLoading, errorMessage, onRetry, ...props }: SurveyTableProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'createdAt', direction: 'descending' });
  const sorted = useMemo(() => {
    const column = sortDescriptor.column as keyof Survey;
    const ordered = [...rows].sort((a, b) => compareSurveys(a, b, column));
    return sortDescriptor.direction === 'descending' ? ordered.reverse() : ordered;
  }, [rows, sortDescriptor]);

  return (
    <Table {...props} sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <TableHeader>
        <Column id="createdAt" allowsSorting>Created at</Column>
        <Column id="start" allowsSorting>Start</Column>
        <Column id="end" allowsSorting>End</Column>
        <Column id="title" allowsSorting isRowHeader>Title</Column>
        <Column id="creator" allowsSorting>Creator</Column>
        <Column id="status" allowsSorting>Status</Column>
        <Column id="responses" allowsSorting align="end">Responses</Column>
        <Column id="actions" align="end">Actions</Column>
      </TableHeader>
      <TableBody
        items={sorted}
        isLoading={isLoading}
        loadingText="Loading surveys..."
        errorMessage={errorMessage}
        onRetry={onRetry}
        renderEmptyState={() => (
          <EmptyState title="No surveys found." description="Try another search or clear the filters." icon={<SearchX size={24} />} />
        )}
      >
        {(survey) => (
          <Row id={survey.id}>
            <Cell isSingleLine>{formatDate(survey.createdAt)}</Cell>
            <Cell isSingleLine>{formatDate(survey.start)}</Cell>
            <Cell isSingleLine>{formatDate(survey.end)}</Cell>
            <Cell>{survey.title}</Cell>
            <Cell isSingleLine>{survey.creator}</Cell>
            <Cell>
              <Badge tone={survey.status === 'Active' ? 'success' : 'neutral'} size="sm">{survey.status}</Badge>
            </Cell>
            <Cell align="end">{survey.responses.toLocaleString('en-US')}</Cell>
            <Cell align="end">
              <Inline gap="xs" justifyContent="flex-end" flexWrap="nowrap">
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Eye size={16} aria-hidden />}
                  aria-label={`View ${survey.title}`}
                  onPress={() => { onView(survey.id); }}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 size={16} aria-hidden />}
                  aria-label={`Delete ${survey.title}`}
                  onPress={() => { onDelete(survey.id); }}
                />
              </Inline>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Design System/Table',
  component: Table,
  args: { 'aria-label': 'Surveys', onRowAction: fn() },
  render: (args) => <SurveyTable {...args} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The titles in the order the table shows them. */
function rowTitles(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

const titles = surveys.map((survey) => survey.title);
const ascending = [...titles].sort((a, b) => a.localeCompare(b));

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('grid', { name: 'Surveys' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Created at', 'Start', 'End', 'Title', 'Creator', 'Status', 'Responses', 'Actions',
    ]);
    // Newest first by default.
    await expect(canvas.getByRole('columnheader', { name: 'Created at' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowTitles(canvasElement)).toEqual([...titles].reverse());
    await expect(canvas.getAllByRole('row')).toHaveLength(surveys.length + 1);
    await expect(canvas.getByRole('row', { name: /Customer loyalty/ })).toHaveTextContent('ana.garcia');
  },
};

export const Sorted: Story = {
  play: async ({ canvas, canvasElement }) => {
    const titleHeader = canvas.getByRole('columnheader', { name: 'Title' });
    await expect(titleHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(titleHeader);
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Created at' })).toHaveAttribute('aria-sort', 'none');
    await expect(rowTitles(canvasElement)).toEqual(ascending);

    await userEvent.click(titleHeader);
    await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rowTitles(canvasElement)).toEqual([...ascending].reverse());
  },
};

export const SortByKeyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveFocus();
    // Up from the first row lands on the first column header; Right walks to 'Title'.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: 'Created at' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const titleHeader = canvas.getByRole('columnheader', { name: 'Title' });
    await expect(titleHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowTitles(canvasElement)).toEqual(ascending);
    await userEvent.keyboard('{Enter}');
    await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const responsesHeader = canvas.getByRole('columnheader', { name: 'Responses' });
    await expect(responsesHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(responsesHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowTitles(canvasElement)[0]).toBe('Encuesta de clima laboral');
  },
};

export const Loading: Story = {
  render: (args) => <SurveyTable {...args} isLoading />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading surveys...');
    // One full-width row under the header, no survey rows.
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(status.closest('[role="rowheader"]')).toHaveAttribute('colspan', '8');
    await expect(canvas.queryByText('kim.minji')).toBeNull();
  },
};

export const Empty: Story = {
  render: (args) => <SurveyTable {...args} rows={[]} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No surveys found.')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvasElement.querySelector('tbody')).toHaveAttribute('data-empty', 'true');
  },
};

export const LoadError: Story = {
  render: (args) => <SurveyTable {...args} errorMessage="Could not load surveys. Check your connection and try again." onRetry={onRetry} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load surveys. Check your connection and try again.');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const RetryAfterLoadError: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  render: (args) => <SurveyTable {...args} errorMessage="Could not load surveys. Check your connection and try again." onRetry={onRetry} />,
  play: async ({ canvas, userEvent }) => {
    onRetry.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RowAction: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    onView.mockClear();
    onDelete.mockClear();
    // Keyboard: Tab focuses the first row, Down moves to the next one, Enter opens it.
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /Brand awareness/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: /Encuesta de clima/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
    await expect(args.onRowAction).toHaveBeenLastCalledWith('srv-105');

    // Pointer: a click anywhere on the row opens it.
    const row = canvas.getByRole('row', { name: /Customer loyalty/ });
    await userEvent.click(within(row).getByText('ana.garcia'));
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
    await expect(args.onRowAction).toHaveBeenLastCalledWith('srv-102');

    // The row's own buttons run their handlers, not the row action.
    await userEvent.click(canvas.getByRole('button', { name: 'View Customer loyalty (NPS) 2025' }));
    await expect(onView).toHaveBeenCalledWith('srv-102');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Encuesta de clima laboral' }));
    await expect(onDelete).toHaveBeenCalledWith('srv-105');
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
  },
};

export const RowButtonsByKeyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    onView.mockClear();
    onDelete.mockClear();
    await userEvent.tab();
    // Left from a row enters its last cell at its last button; Left again steps back to the previous button.
    await userEvent.keyboard('{ArrowLeft}');
    const remove = canvas.getByRole('button', { name: 'Delete Brand awareness, Colombia' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const view = canvas.getByRole('button', { name: 'View Brand awareness, Colombia' });
    await expect(view).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onView).toHaveBeenCalledWith('srv-106');
    await userEvent.keyboard('{ArrowRight}');
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledWith('srv-106');
    await expect(args.onRowAction).not.toHaveBeenCalled();
  },
};

export const Selectable: Story = {
  args: { selectionMode: 'single', selectionBehavior: 'replace', onRowAction: undefined },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Satisfacción/ });
    await userEvent.click(within(row).getByText('park.jiho'));
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const next = canvas.getByRole('row', { name: /Customer loyalty/ });
    await expect(next).toHaveAttribute('aria-selected', 'true');
    await expect(row).toHaveAttribute('aria-selected', 'false');
  },
};

export const StickyHeader: Story = {
  args: { maxHeight: 240 },
  render: (args) => <SurveyTable {...args} rows={[...surveys, ...surveys.map((s) => ({ ...s, id: `${s.id}-b`, title: `${s.title} (2)` }))]} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Surveys' });
    const scroller = table.parentElement;
    if (!scroller) throw new Error('missing scroll container');
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const header = canvas.getByRole('columnheader', { name: 'Title' });
    const top = header.getBoundingClientRect().top;
    scroller.scrollTop = 200;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    await expect(header.getBoundingClientRect().top).toBeCloseTo(top, 0);
  },
};
