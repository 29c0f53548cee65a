import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';

import { demoUsers, makeSessionTokens } from '@/entities/session/mocks';
import {
  EMPTY_CONTENT_SUBMISSION_ID,
  makeConversationLog,
  makeSubmission,
  makeSubmissionDetail,
  submissionHandlers,
} from '@/entities/submission/mocks';
import { surveyFixtures, surveyHandlers } from '@/entities/survey/mocks';
import { tokenStorage } from '@/shared/api';
import { appRoutes } from '@/shared/config';
import { anyOrigin, errorResponse } from '@/shared/lib/mock-api';
import { toastQueue } from '@/shared/ui/toast';

import { rawDataPath } from '../model/surveyParam';
import { RawDataPage } from './RawDataPage';

/** A file the page saved: the name the link asked for and the blob's bytes. */
interface SavedFile {
  name: string;
  bytes: Uint8Array;
  text: string;
}

/** What the page saved during the story (saveBlob: an object URL and a link click, both intercepted). */
let savedFiles: SavedFile[] = [];

/**
 * Signs the admin in with an empty toast queue, and catches downloads instead of letting the browser save them;
 * undoes all of it after the story.
 */
function storySetup() {
  tokenStorage.write(makeSessionTokens(demoUsers.admin));
  toastQueue.clear();
  savedFiles = [];
  const blobs = new Map<string, Blob>();
  const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:raw-data-story/${blobs.size}`;
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  });
  const revokeUrl = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!blob) return;
    void blob.arrayBuffer().then((buffer) => {
      const bytes = new Uint8Array(buffer);
      savedFiles.push({ name: this.download, bytes, text: new TextDecoder().decode(bytes) });
    });
  });
  return () => {
    // A pending button's announcement names the button by id and outlives the story by seconds; the next story's axe
    // run would find it pointing at nothing.
    for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
    createUrl.mockRestore();
    revokeUrl.mockRestore();
    click.mockRestore();
    tokenStorage.clear();
    toastQueue.clear();
  };
}

/** Shows the in-memory address under the page, so a story can check what the URL holds. */
function AddressProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <p>
      Address: <output aria-label="Address">{search ? `${path}?${search}` : path}</output>
    </p>
  );
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Address' });

/** Data rows of a table (the header row excluded). */
function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

function rowAt(rows: HTMLElement[], index: number): HTMLElement {
  const row = rows[index];
  if (!row) throw new Error(`No row ${index}`);
  return row;
}

async function surveyTable(canvas: Canvas, name = 'Surveys') {
  const table = await canvas.findByRole('grid', { name });
  await waitFor(() => expect(within(table).queryByText('Loading surveys...')).toBeNull());
  return table;
}

async function submissionsTable(canvas: Canvas) {
  const table = await canvas.findByRole('grid', { name: /^Submissions of / });
  await waitFor(() => expect(within(table).queryByText('Loading submissions...')).toBeNull());
  return table;
}

/** The text of each row's cell in `column` (0-based), top to bottom. */
function columnTexts(table: HTMLElement, column: number): string[] {
  return bodyRows(table).map((row) => row.querySelectorAll('[role="rowheader"], [role="gridcell"]')[column]?.textContent ?? '');
}

async function typeDate(canvas: Canvas, label: string, digits: string) {
  const [month] = within(canvas.getByRole('group', { name: label })).getAllByRole('spinbutton');
  if (!month) throw new Error(`No segments in ${label}`);
  await userEvent.click(month);
  await userEvent.keyboard(digits);
}

/** Dialogs and toasts fade in: wait until `element` is fully shown before judging it. */
async function settled(element: HTMLElement) {
  await waitFor(() => expect(element).toBeVisible());
}

async function expectToast(name: string) {
  const toast = await screen.findByRole('alertdialog', { name });
  await settled(toast);
  return toast;
}

async function savedFile(): Promise<SavedFile> {
  await waitFor(() => expect(savedFiles).toHaveLength(1));
  const [file] = savedFiles;
  if (!file) throw new Error('Nothing saved');
  return file;
}

const BOM = [0xef, 0xbb, 0xbf];
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

async function openDetail(canvas: Canvas, submissionId: string) {
  const table = await submissionsTable(canvas);
  await userEvent.click(within(table).getByRole('button', { name: `View submission ${submissionId}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Response Detail' });
  await settled(dialog);
  return dialog;
}

const meta = {
  title: 'Pages/Raw Data',
  component: RawDataPage,
  parameters: { route: appRoutes.rawData },
  decorators: [
    (Story) => (
      <>
        <Story />
        <AddressProbe />
      </>
    ),
  ],
  beforeEach: storySetup,
} satisfies Meta<typeof RawDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every survey, newest first, each with its two actions. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Raw Response Data' })).toBeVisible();
    await expect(canvas.getByText('Export raw survey responses as Excel files for detailed analysis')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Search Filters' })).toBeVisible();
    const table = await surveyTable(canvas);
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(surveyFixtures.length);
    await expect(within(rowAt(rows, 0)).getByText('Calidad del servicio — Colombia')).toBeVisible();
    await expect(within(rowAt(rows, 0)).getByRole('button', { name: 'View submissions of Calidad del servicio — Colombia' })).toBeVisible();
    await expect(
      within(rowAt(rows, 0)).getByRole('button', { name: 'Download raw data of Calidad del servicio — Colombia (CSV)' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(address(canvas)).toHaveTextContent('/raw-data');
  },
};

/** The survey list has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.list.loading] } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Surveys' });
    await expect(await within(table).findByText('Loading surveys...')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Title and creator filter live, ignoring case; nothing left reads as the spec's empty text; Reset brings all back. */
export const FilteredEmpty: Story = {
  play: async ({ canvas }) => {
    const table = await surveyTable(canvas);
    // Pasted rather than typed key by key: the list follows each change either way.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Creator' }));
    await userEvent.paste('ANA.G');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await expect(columnTexts(table, 4)).toEqual(['ana.garcia', 'ana.garcia']);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Survey Title' }));
    await userEvent.paste('colombia');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    await userEvent.paste(' nowhere');
    await expect(await within(table).findByText('No surveys found matching your criteria.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(surveyFixtures.length));
    await expect(canvas.getByRole('textbox', { name: 'Survey Title' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Creator' })).toHaveValue('');
  },
};

/** The start filter hides surveys starting before the day; the end filter hides those ending after it. */
export const FilteredByDates: Story = {
  play: async ({ canvas }) => {
    const table = await surveyTable(canvas);
    await typeDate(canvas, 'Start Date', '11012026');
    // From Nov 1, 2026: svy-008, svy-005, svy-002 and svy-001 (which starts that very day).
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
    await typeDate(canvas, 'End Date', '11302026');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    await expect(within(table).getByText('Satisfacción del cliente — Centroamérica')).toBeVisible();
  },
};

/** Search only shows it heard the press (500 ms) and changes nothing. */
export const SearchBusy: Story = {
  play: async ({ canvas }) => {
    const table = await surveyTable(canvas);
    const search = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(search);
    await waitFor(() => expect(search).toHaveAttribute('data-pending', 'true'));
    await waitFor(() => expect(search).not.toHaveAttribute('data-pending'), { timeout: 2000 });
    await expect(bodyRows(table)).toHaveLength(surveyFixtures.length);
  },
};

/** The list call fails: a notice, and the five built-in samples marked as such, offering no action. */
export const ListFailureWithSamples: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.list.error], submission: [] } } },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Failed to load surveys');
    await expect(notice).toHaveTextContent('Showing five sample surveys instead.');
    const table = await surveyTable(canvas, 'Sample surveys');
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(within(row).getByText('Sample')).toBeVisible();
    await expect(within(table).queryByRole('button', { name: /^View submissions/ })).toBeNull();
    await expect(within(table).queryByRole('button', { name: /^Download raw data/ })).toBeNull();
    // A row press goes nowhere (no submissions handler is mounted: a request would fail the story).
    await userEvent.click(within(rowAt(rows, 0)).getByText('Brand Loyalty Study'));
    await expect(address(canvas)).toHaveTextContent(/^\/raw-data$/);
    await expect(canvas.queryByRole('grid', { name: /^Submissions of / })).toBeNull();
  },
};

/** The samples' Try Again loads the real list once the server answers. */
export const RetryAfterListFailure: Story = {
  tags: ['!autodocs'],
  parameters: {
    msw: {
      handlers: {
        survey: [http.get(anyOrigin('/api/surveys'), () => errorResponse(500, 'Database unavailable'), { once: true }), surveyHandlers.list.ok],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try Again' }));
    const table = await surveyTable(canvas);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(surveyFixtures.length));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A header press sorts: a new column starts descending, the same column flips. */
export const Sorted: Story = {
  play: async ({ canvas }) => {
    const table = await surveyTable(canvas);
    const title = within(table).getByRole('columnheader', { name: /Title/ });
    await userEvent.click(title);
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await expect(columnTexts(table, 3)[0]).toBe('Satisfacción del cliente — Centroamérica');
    await userEvent.click(title);
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnTexts(table, 3)[0]).toBe('Andean checkout experience');
    const responses = within(table).getByRole('columnheader', { name: /Responses/ });
    await userEvent.click(responses);
    await expect(columnTexts(table, 6)[0]).toBe('1,540');
  },
};

/** Choosing a survey (row press) puts it in the address and lists its submissions, newest first; Back leaves it. */
export const ChooseSurvey: Story = {
  play: async ({ canvas }) => {
    const table = await surveyTable(canvas);
    await userEvent.click(within(table).getByText('Calidad del servicio — Colombia'));
    await expect(address(canvas)).toHaveTextContent('/raw-data?surveyId=svy-008');
    const submissions = await submissionsTable(canvas);
    await expect(bodyRows(submissions)).toHaveLength(3);
    await expect(canvas.getByText('Calidad del servicio — Colombia')).toBeVisible();
    // All three on the first page: no Load More.
    await expect(canvas.queryByRole('button', { name: /^Load More/ })).toBeNull();
    const first = within(rowAt(bodyRows(submissions), 0));
    await expect(first.getByText('1')).toBeVisible();
    await expect(first.getByText('Colombia')).toBeVisible();
    await expect(first.getByText('Spanish')).toBeVisible();
    await expect(columnTexts(submissions, 1)[0]).toMatch(/^Nov (20|21), 2026/);
    await expect(within(submissions).getByRole('columnheader', { name: /Submitted At/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(address(canvas)).toHaveTextContent(/^\/raw-data$/);
    await surveyTable(canvas);
    // Focus comes back to where the person left the list, not to the page's start.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View submissions of Calidad del servicio — Colombia' })).toHaveFocus());
  },
};

/** Opening /raw-data?surveyId=... shows that survey; Reset clears the filters, the survey and its submissions. */
export const SurveyFromAddress: Story = {
  parameters: { route: rawDataPath('svy-008') },
  play: async ({ canvas }) => {
    const submissions = await submissionsTable(canvas);
    await expect(bodyRows(submissions)).toHaveLength(3);
    await expect(await canvas.findByText('Calidad del servicio — Colombia')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Creator' }), 'kim');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(address(canvas)).toHaveTextContent(/^\/raw-data$/);
    await expect(canvas.queryByRole('grid', { name: /^Submissions of / })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Creator' })).toHaveValue('');
    const table = await surveyTable(canvas);
    await expect(bodyRows(table)).toHaveLength(surveyFixtures.length);
  },
};

/** The submissions call has not answered yet. */
export const LoadingSubmissions: Story = {
  parameters: { route: rawDataPath('svy-001'), msw: { handlers: { submission: [submissionHandlers.list.loading] } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: /^Submissions of / });
    await expect(await within(table).findByText('Loading submissions...')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Load More/ })).toBeNull();
  },
};

/** A survey nobody answered: the empty text and the info toast. */
export const NoSubmissions: Story = {
  parameters: { route: rawDataPath('svy-005') },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: /^Submissions of / });
    await expect(await within(table).findByText('No submissions found.')).toBeVisible();
    await expectToast('No submissions found for this survey.');
    await expect(canvas.queryByRole('button', { name: /^Load More/ })).toBeNull();
  },
};

/** The submissions call fails: the spec's toast, and back to the survey list. */
export const SubmissionsFailure: Story = {
  parameters: { route: rawDataPath('svy-001'), msw: { handlers: { submission: [submissionHandlers.list.error] } } },
  play: async ({ canvas }) => {
    await expectToast('Failed to fetch submissions for survey svy-001.');
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/raw-data$/));
    await surveyTable(canvas);
    await expect(canvas.queryByRole('grid', { name: /^Submissions of / })).toBeNull();
  },
};

/**
 * svy-002 answered by a server that pages by 10 (its x-page-size): the client follows the server's page size, so this
 * walks the same paging as the real 50 with fewer rows to draw (the 50-row pages run in e2e/rawData.e2e.test.ts).
 * `failPage` answers 500 for that page.
 */
function pagedSubmissions(total: number, { failPage }: { failPage?: number } = {}) {
  const pageSize = 10;
  const countries = ['GT', 'HN', 'SV', 'CR'] as const;
  const all = Array.from({ length: total }, (_, index) =>
    makeSubmission({
      id: `sub-002-${String(total - index).padStart(4, '0')}`,
      submitted_at: new Date(Date.UTC(2026, 10, 21, 12) - index * 3_600_000).toISOString(),
      country_code: countries[index % countries.length],
      language_code: 'es',
      channel: '1',
    }),
  );
  return http.get(anyOrigin('/api/surveys/svy-002/submissions'), ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    if (page === failPage) return errorResponse(500, 'Database unavailable');
    return HttpResponse.json(all.slice((page - 1) * pageSize, page * pageSize), {
      headers: { 'x-total-count': String(total), 'x-page-size': String(pageSize) },
    });
  });
}

/** 24 submissions by pages of 10: Load More to 20, then to 24; the first new row comes into view with the focus. */
export const LoadMore: Story = {
  parameters: { route: rawDataPath('svy-002'), msw: { handlers: { submission: [pagedSubmissions(24)] } } },
  play: async ({ canvas }) => {
    const table = await submissionsTable(canvas);
    await expect(bodyRows(table)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More (10 / 24)' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(20));
    const row11 = rowAt(bodyRows(table), 10);
    await waitFor(() => expect(row11).toHaveFocus());
    await expect(within(row11).getByText('11')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load More (20 / 24)' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(24));
    await waitFor(() => expect(rowAt(bodyRows(table), 20)).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /^Load More/ })).toBeNull();
    await expect(within(rowAt(bodyRows(table), 23)).getByText('24')).toBeVisible();
  },
};

/** A failed later page keeps the loaded rows and the button, with the spec's toast. */
export const LoadMoreFailure: Story = {
  tags: ['!autodocs'],
  parameters: { route: rawDataPath('svy-002'), msw: { handlers: { submission: [pagedSubmissions(24, { failPage: 2 })] } } },
  play: async ({ canvas }) => {
    const table = await submissionsTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More (10 / 24)' }));
    await expectToast('Failed to fetch submissions for survey svy-002.');
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Load More (10 / 24)' })).toBeEnabled();
    await expect(address(canvas)).toHaveTextContent('/raw-data?surveyId=svy-002');
  },
};

/** Four submissions of svy-002, one per country, oldest first in the answer. */
const fourCountries = http.get(anyOrigin('/api/surveys/svy-002/submissions'), () =>
  HttpResponse.json(
    (['HN', 'CR', 'SV', 'GT'] as const).map((country, index) =>
      makeSubmission({ id: `sub-002-900${String(index)}`, country_code: country, language_code: 'es', submitted_at: `2026-11-2${String(index)}T15:00:00.000Z` }),
    ),
    { headers: { 'x-total-count': '4', 'x-page-size': '50' } },
  ),
);

/** Sorting the submissions by country: a new column starts descending, then flips; the numbers follow the order. */
export const SubmissionsSorted: Story = {
  parameters: { route: rawDataPath('svy-002'), msw: { handlers: { submission: [fourCountries] } } },
  play: async ({ canvas }) => {
    const table = await submissionsTable(canvas);
    // The names without their (aria-hidden) flags.
    const countries = () => columnTexts(table, 2).map((text) => text.replace(/^\P{L}+/u, ''));
    const country = within(table).getByRole('columnheader', { name: /Country/ });
    await userEvent.click(country);
    await expect(country).toHaveAttribute('aria-sort', 'descending');
    await expect(countries()).toEqual(['El Salvador', 'Honduras', 'Guatemala', 'Costa Rica']);
    await userEvent.click(country);
    await expect(country).toHaveAttribute('aria-sort', 'ascending');
    await expect(countries()).toEqual(['Costa Rica', 'Guatemala', 'Honduras', 'El Salvador']);
    await expect(columnTexts(table, 0)).toEqual(['1', '2', '3', '4']);
    // Back to the newest first: GT was submitted last.
    const submittedAt = within(table).getByRole('columnheader', { name: /Submitted At/ });
    await userEvent.click(submittedAt);
    await expect(columnTexts(table, 2)[0]).toContain('Guatemala');
  },
};

/** A value chip's words. */
const VALUE_CHIP = /^(Rating \d+ \/ 5|NPS \d+|Option \d+(: .+)?)$/;

/** The Response Detail dialog: the conversation, the assistant's entries set apart. */
export const ResponseDetail: Story = {
  parameters: { route: rawDataPath('svy-008') },
  play: async ({ canvas }) => {
    const dialog = within(await openDetail(canvas, 'sub-008-0003'));
    await expect(await dialog.findByRole('heading', { name: 'Conversation Log' })).toBeVisible();
    const entries = dialog.getAllByRole('listitem');
    await expect(entries.length).toBeGreaterThan(3);
    await expect(entries[0]?.querySelector('[data-role="assistant"]')).not.toBeNull();
    await expect(entries[1]?.querySelector('[data-role="respondent"]')).not.toBeNull();
    await expect(dialog.getAllByText('Assistant').length).toBeGreaterThan(0);
    await expect(dialog.getByRole('button', { name: 'Export Logs (CSV)' })).toBeVisible();
    const log = dialog.getByRole('list', { name: 'Conversation Log' });
    await expect(getComputedStyle(log).maxHeight).toBe(`${String(window.innerHeight * 0.6)}px`);
    // A free-text survey: no message carries a value, so no chip.
    await expect(dialog.queryByText(VALUE_CHIP)).toBeNull();
  },
};

/** A conversation of a survey with a rating, an NPS and a multiple-choice question (values) and a free-text one. */
const SCORED_DETAIL = makeSubmissionDetail({
  id: 'sub-008-0003',
  conversation_logs: [
    makeConversationLog({ id: 1, content: '¿Qué tan satisfecho está con su visita? (1–5)', timestamp_str: '2026-11-21T10:40:02.000Z' }),
    makeConversationLog({
      id: 2,
      role: 'respondent',
      content: '4',
      timestamp_str: '2026-11-21T10:40:09.000Z',
      answer_value: 4,
      answer_question_type: 'rating',
    }),
    makeConversationLog({ id: 3, content: '¿Por qué?', timestamp_str: '2026-11-21T10:40:12.000Z' }),
    makeConversationLog({ id: 4, role: 'respondent', content: 'La fila avanzó rápido.', timestamp_str: '2026-11-21T10:40:31.000Z' }),
    makeConversationLog({
      id: 5,
      content: '¿Qué tan probable es que nos recomiende a un amigo o colega? (0–10)',
      timestamp_str: '2026-11-21T10:40:34.000Z',
    }),
    makeConversationLog({ id: 6, role: 'respondent', content: '9', timestamp_str: '2026-11-21T10:40:40.000Z', answer_value: 9, answer_question_type: 'nps' }),
    makeConversationLog({ id: 7, content: '¿Qué fue lo más importante?\n1. Atención\n2. Precio\n3. Rapidez', timestamp_str: '2026-11-21T10:40:43.000Z' }),
    makeConversationLog({
      id: 8,
      role: 'respondent',
      content: 'el precio',
      timestamp_str: '2026-11-21T10:40:55.000Z',
      answer_value: 2,
      answer_question_type: 'multiple_choice',
      answer_option_text: 'Precio',
    }),
    makeConversationLog({ id: 9, content: '¿Algo más que quiera contarnos?', timestamp_str: '2026-11-21T10:40:58.000Z' }),
    makeConversationLog({ id: 10, role: 'respondent', content: 'No, gracias.', timestamp_str: '2026-11-21T10:41:10.000Z' }),
  ],
});

const scoredDetailHandler = http.get(anyOrigin('/api/submissions/:id'), () => HttpResponse.json(SCORED_DETAIL));

/** Scored answers: each value is a chip under the respondent's message, in words (read aloud as seen), not colour alone. */
export const ResponseDetailScoredAnswers: Story = {
  parameters: { route: rawDataPath('svy-008'), msw: { handlers: { submission: [submissionHandlers.list.ok, scoredDetailHandler] } } },
  play: async ({ canvas }) => {
    const dialog = within(await openDetail(canvas, 'sub-008-0003'));
    const entries = await dialog.findAllByRole('listitem');
    await expect(entries).toHaveLength(10);
    const chips = entries.map((entry) => within(entry).queryByText(VALUE_CHIP)?.textContent ?? null);
    // The 'Why?' answer and the free-text answer carry no value.
    await expect(chips).toEqual([null, 'Rating 4 / 5', null, null, null, 'NPS 9', null, 'Option 2: Precio', null, null]);
    for (const chip of dialog.getAllByText(VALUE_CHIP)) await expect(chip).toBeVisible();
    // Beside the respondent's own words, in the same entry of the list.
    await expect(entries[7]).toHaveTextContent(/el precio\s*Option 2: Precio$/);
  },
};

/** A row press opens the same dialog; Escape closes it. */
export const ResponseDetailByRowPress: Story = {
  tags: ['!autodocs'],
  parameters: { route: rawDataPath('svy-008') },
  play: async ({ canvas }) => {
    const table = await submissionsTable(canvas);
    await userEvent.click(within(rowAt(bodyRows(table), 0)).getByText('1'));
    const dialog = await screen.findByRole('dialog', { name: 'Response Detail' });
    await expect(dialog).toHaveAccessibleDescription('Submission sub-008-0003');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Response Detail' })).toBeNull());
  },
};

/** No logs: the empty text and no export. */
export const ResponseDetailEmptyLogs: Story = {
  parameters: { route: rawDataPath('svy-008'), msw: { handlers: { submission: [submissionHandlers.list.ok, submissionHandlers.detail.empty] } } },
  play: async ({ canvas }) => {
    const dialog = within(await openDetail(canvas, 'sub-008-0003'));
    await expect(await dialog.findByText('No conversation logs found.')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Export Logs (CSV)' })).toBeNull();
  },
};

/** An empty message reads '[No content]'. */
export const ResponseDetailNoContent: Story = {
  parameters: { route: rawDataPath('svy-008') },
  play: async ({ canvas }) => {
    const dialog = within(await openDetail(canvas, EMPTY_CONTENT_SUBMISSION_ID));
    await expect(await dialog.findByText('[No content]')).toBeVisible();
  },
};

/** The detail call fails. */
export const ResponseDetailFailure: Story = {
  parameters: { route: rawDataPath('svy-008'), msw: { handlers: { submission: [submissionHandlers.list.ok, submissionHandlers.detail.error] } } },
  play: async ({ canvas }) => {
    const dialog = within(await openDetail(canvas, 'sub-008-0003'));
    await expect(await dialog.findByText('Failed to load submission details.')).toBeVisible();
  },
};

const FORMULA_DETAIL = makeSubmissionDetail({
  channel: '2',
  conversation_logs: [
    makeConversationLog({ id: 1, role: 'assistant', content: '¿Qué tan probable es que nos recomiende?', timestamp_str: '2026-11-21T10:40:02.000Z' }),
    makeConversationLog({ id: 2, role: 'respondent', content: '=HYPERLINK("http://evil.test")', timestamp_str: '2026-11-21T10:40:30.000Z' }),
  ],
});

const formulaDetailHandler = http.get(anyOrigin('/api/submissions/:id'), () => HttpResponse.json(FORMULA_DETAIL));

/** The row's log export: Timestamp, Role, Message, Channel, a byte-order mark, and a formula made harmless. */
export const ExportLogs: Story = {
  parameters: { route: rawDataPath('svy-008'), msw: { handlers: { submission: [submissionHandlers.list.ok, formulaDetailHandler] } } },
  play: async ({ canvas }) => {
    const table = await submissionsTable(canvas);
    await userEvent.click(within(table).getByRole('button', { name: 'Export logs of submission sub-008-0003 (CSV)' }));
    const file = await savedFile();
    await expect(file.name).toBe(`submission-${FORMULA_DETAIL.id}_logs_${today()}.csv`);
    await expect([...file.bytes.slice(0, 3)]).toEqual(BOM);
    const lines = file.text.replace(/^\uFEFF/, '').split('\r\n');
    await expect(lines[0]).toBe('"Timestamp","Role","Message","Channel"');
    await expect(lines[2]).toBe(`"2026-11-21T10:40:30.000Z","respondent","'=HYPERLINK(""http://evil.test"")","2"`);
    await expect(screen.queryByRole('alertdialog', { name: 'Failed to export logs.' })).toBeNull();
  },
};

/** The row's log export cannot fetch the submission. */
export const ExportLogsFailure: Story = {
  parameters: { route: rawDataPath('svy-008'), msw: { handlers: { submission: [submissionHandlers.list.ok, submissionHandlers.detail.error] } } },
  play: async ({ canvas }) => {
    const table = await submissionsTable(canvas);
    await userEvent.click(within(table).getByRole('button', { name: 'Export logs of submission sub-008-0003 (CSV)' }));
    await expectToast('Failed to export logs.');
    await expect(savedFiles).toHaveLength(0);
  },
};

/** The dialog's export: the same file without the Channel column. */
export const DialogExportLogs: Story = {
  parameters: { route: rawDataPath('svy-008'), msw: { handlers: { submission: [submissionHandlers.list.ok, formulaDetailHandler] } } },
  play: async ({ canvas }) => {
    const dialog = within(await openDetail(canvas, 'sub-008-0003'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Export Logs (CSV)' }));
    const file = await savedFile();
    await expect(file.name).toBe(`submission-${FORMULA_DETAIL.id}_logs_${today()}.csv`);
    await expect([...file.bytes.slice(0, 3)]).toEqual(BOM);
    const lines = file.text.replace(/^\uFEFF/, '').split('\r\n');
    await expect(lines[0]).toBe('"Timestamp","Role","Message"');
    await expect(lines[2]).toBe(`"2026-11-21T10:40:30.000Z","respondent","'=HYPERLINK(""http://evil.test"")"`);
  },
};

/** The dialog's export fails to save (the browser refuses the file). */
export const DialogExportLogsFailure: Story = {
  tags: ['!autodocs'],
  parameters: { route: rawDataPath('svy-008') },
  play: async ({ canvas }) => {
    const dialog = within(await openDetail(canvas, 'sub-008-0003'));
    const button = await dialog.findByRole('button', { name: 'Export Logs (CSV)' });
    const refuse = spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('Blocked by the browser');
    });
    try {
      await userEvent.click(button);
      await expectToast('Failed to export logs.');
    } finally {
      refuse.mockRestore();
    }
  },
};

/** The survey's raw CSV as the server sends it, under its file name, and the success toast. */
export const RawDataDownload: Story = {
  play: async ({ canvas }) => {
    const table = await surveyTable(canvas);
    await userEvent.click(within(table).getByRole('button', { name: 'Download raw data of Experiencia en tienda — México Q4 2026 (CSV)' }));
    await expectToast('Download completed successfully!');
    const file = await savedFile();
    await expect(file.name).toBe(`survey_svy-001_raw_data_${today()}.csv`);
    await expect([...file.bytes.slice(0, 3)]).toEqual(BOM);
    await expect(file.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '"submission_id","submitted_at","country","language","channel","role","timestamp","message"',
    );
  },
};

/** The raw CSV cannot be downloaded. */
export const RawDataDownloadFailure: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.list.ok, surveyHandlers.rawDataExport.error] } } },
  play: async ({ canvas }) => {
    const table = await surveyTable(canvas);
    await userEvent.click(within(table).getByRole('button', { name: 'Download raw data of Experiencia en tienda — México Q4 2026 (CSV)' }));
    await expectToast('Failed to download data. Please try again.');
    await expect(savedFiles).toHaveLength(0);
  },
};
