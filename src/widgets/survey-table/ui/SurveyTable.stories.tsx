import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { DEFAULT_SURVEY_SORT, type SurveyColumn } from '@/entities/survey';
import { makeManySurveys } from '@/entities/survey/mocks';
import type { SurveyListItem } from '@/shared/api';
import type { SortState } from '@/shared/lib/sort';
import { Button } from '@/shared/ui/button';

import { ROWS_PER_PAGE } from '../model/useRowLimit';
import { SurveyTable, type SurveyTableProps } from './SurveyTable';

const NOW = new Date('2026-11-21T12:00:00Z');
const FEW_SURVEYS = makeManySurveys(3);
const PAGES_OF_SURVEYS = makeManySurveys(ROWS_PER_PAGE * 2 + 10);

function ViewButton({ survey }: { survey: SurveyListItem }) {
  return <Button variant="ghost" size="sm" icon={<Eye size={16} aria-hidden />} aria-label={`View ${survey.title}`} />;
}

/** The table with its order kept in state, as the pages keep it. */
function SortableSurveyTable(props: Omit<SurveyTableProps<SurveyListItem>, 'sort'>) {
  const [sort, setSort] = useState<SortState<SurveyColumn>>(DEFAULT_SURVEY_SORT);
  return (
    <SurveyTable
      {...props}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/SurveyTable',
  component: SortableSurveyTable,
  args: {
    surveys: FEW_SURVEYS,
    onSortChange: fn(),
    onRowAction: fn(),
    renderActions: (survey: SurveyListItem) => <ViewButton survey={survey} />,
    emptyText: 'No surveys found.',
    now: NOW,
  },
} satisfies Meta<typeof SortableSurveyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tbody tr')];

export const Loaded: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const table = canvas.getByRole('grid', { name: 'Surveys' });
    for (const name of ['Created at', 'Start', 'End', 'Title', 'Creator', 'Status', 'Responses', 'Actions']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /Show more surveys/ })).toBeNull();
    const first = FEW_SURVEYS[0];
    if (!first) throw new Error('No fixture survey');
    await userEvent.click(within(table).getByRole('rowheader', { name: first.title }));
    await expect(args.onRowAction).toHaveBeenCalledWith(first);
  },
};

/** A header press sorts: a new column starts descending, the same column flips. */
export const SortedByAHeader: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const header = canvas.getByRole('columnheader', { name: 'Responses' });
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'responses', direction: 'descending' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const responses = () => bodyRows(canvasElement).map((row) => Number((row.querySelectorAll('td')[6]?.textContent ?? '').replaceAll(',', '')));
    await waitFor(() => expect(responses()).toEqual([...responses()].sort((a, b) => b - a)));
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'responses', direction: 'ascending' });
    await waitFor(() => expect(responses()).toEqual([...responses()].sort((a, b) => a - b)));
  },
};

/** A long list shows a page of rows; 'Show more' adds a page each time until all are shown. */
export const ShowMore: Story = {
  args: { surveys: PAGES_OF_SURVEYS },
  play: async ({ canvas, canvasElement }) => {
    const total = PAGES_OF_SURVEYS.length;
    await expect(bodyRows(canvasElement)).toHaveLength(ROWS_PER_PAGE);
    await userEvent.click(canvas.getByRole('button', { name: `Show more surveys (${String(ROWS_PER_PAGE)} of ${String(total)})` }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(ROWS_PER_PAGE * 2));
    await userEvent.click(canvas.getByRole('button', { name: `Show more surveys (${String(ROWS_PER_PAGE * 2)} of ${String(total)})` }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(total));
    await expect(canvas.queryByRole('button', { name: /Show more surveys/ })).toBeNull();
    // Another order is a new list: it starts again from its first page.
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Title' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(ROWS_PER_PAGE));
  },
};

export const Loading: Story = {
  args: { surveys: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading surveys...')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Show more surveys/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { surveys: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No surveys found.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { surveys: [], errorMessage: 'Could not load surveys: the server did not answer.' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load surveys: the server did not answer.')).toBeVisible();
  },
};
