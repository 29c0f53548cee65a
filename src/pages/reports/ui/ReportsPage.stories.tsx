import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, type MockInstance, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';

import {
  makeReport,
  makeReportGroup,
  makeReportRunScenario,
  REPORT_RUN_REFUSALS,
  reportGroupFixtures,
  reportHandlers,
} from '@/entities/report/mocks';
import { demoUsers, makeSessionTokens } from '@/entities/session/mocks';
import { tokenStorage } from '@/shared/api';
import { appRoutes } from '@/shared/config';
import { anyOrigin, errorResponse } from '@/shared/lib/mock-api';
import { removeOrphanedAnnouncements } from '@/shared/ui/story-kit';
import { toastQueue } from '@/shared/ui/toast';

import { ReportsPage } from './ReportsPage';

type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const SURVEYS = {
  centroamerica: 'Satisfacción del cliente — Centroamérica',
  mexico: 'Experiencia en tienda — México Q4 2026',
  northAmerica: 'Customer loyalty (NPS) — North America',
  brasil: 'Pesquisa de satisfação — Brasil',
  argentina: 'Experiencia digital — Argentina',
  global: 'Global store experience 2026',
} as const;

/** The fixture groups, newest survey first, as the server orders them. */
const ALL_TITLES = [SURVEYS.centroamerica, SURVEYS.mexico, SURVEYS.northAmerica, SURVEYS.brasil, SURVEYS.argentina, SURVEYS.global];

/** The download used by the download stories: Brasil's completed global report. */
const BRASIL_GLOBAL = { id: 'rpt-003-global', title: `${SURVEYS.brasil} — Global` };
const downloadRoute = anyOrigin('/api/reports/:id/download');

// Saving a file clicks a temporary download link, and the fallback opens a tab: both are recorded, neither happens.
let savedFiles: string[] = [];
let openWindow: MockInstance<typeof window.open> | undefined;

function trigger(canvas: Canvas, title: string): HTMLElement {
  return canvas.getByRole('button', { name: title });
}

/** The header of a survey's card: its trigger's heading and the badge and facts beside it. */
function cardHeader(canvas: Canvas, title: string) {
  const header = trigger(canvas, title).closest('h2')?.parentElement;
  if (!header) throw new Error(`No card header for ${title}`);
  return within(header);
}

async function expectCard(canvas: Canvas, title: string, facts: string, badge: string) {
  const header = cardHeader(canvas, title);
  await expect(header.getByText(facts)).toBeVisible();
  await expect(header.getByText(badge)).toBeVisible();
}

async function cardTitles(canvas: Canvas): Promise<string[]> {
  const headings = await canvas.findAllByRole('heading', { level: 2 });
  return headings.map((heading) => heading.textContent);
}

async function expand(canvas: Canvas, title: string) {
  await userEvent.click(await canvas.findByRole('button', { name: title }));
  return within(canvas.getByRole('list', { name: `Reports of ${title}` }));
}

async function chooseStatus(canvas: Canvas, label: string) {
  await userEvent.click(await canvas.findByRole('button', { name: /Status$/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
  await expect(canvas.getByRole('button', { name: /Status$/ })).toHaveTextContent(label);
}

async function downloadBrasilGlobal(canvas: Canvas) {
  const rows = await expand(canvas, SURVEYS.brasil);
  await userEvent.click(rows.getByRole('button', { name: `Download ${BRASIL_GLOBAL.title}` }));
}

async function expectToast(name: string) {
  await expect(await screen.findByRole('alertdialog', { name })).toBeInTheDocument();
}

/** A download that failed with an answer: its toast, no file and no new tab. */
async function expectFailedDownload(canvas: Canvas, message: string) {
  await downloadBrasilGlobal(canvas);
  await expectToast(message);
  await expect(savedFiles).toEqual([]);
  await expect(openWindow).not.toHaveBeenCalled();
  await expect(canvas.queryByRole('alert')).toBeNull();
}

const meta = {
  title: 'Pages/Reports',
  component: ReportsPage,
  parameters: { route: appRoutes.reports },
  beforeEach: () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    toastQueue.clear();
    savedFiles = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) savedFiles.push(this.download);
    });
    openWindow = spyOn(window, 'open').mockReturnValue(null);
    return () => {
      click.mockRestore();
      openWindow?.mockRestore();
      toastQueue.clear();
      tokenStorage.clear();
    };
  },
} satisfies Meta<typeof ReportsPage>;

export default meta;

/** Every survey the reader may see, collapsed, each with its counts, creator and overall badge. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Survey Reports' })).toBeVisible();
    await expect(canvas.getByText('View and analyze processed survey reports')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search surveys or reports...');
    await expect(await cardTitles(canvas)).toEqual(ALL_TITLES);
    await expectCard(canvas, SURVEYS.centroamerica, '0 reports · 128 responses · by carlos.mendoza', 'No reports');
    await expectCard(canvas, SURVEYS.mexico, '4 reports · 342 responses · by ana.garcia', '4 in progress');
    await expectCard(canvas, SURVEYS.northAmerica, '4 reports · 233 responses · by kim.minji', '1 with not enough data');
    await expectCard(canvas, SURVEYS.brasil, '3 reports · 611 responses · by lucas.silva', 'All completed');
    await expectCard(canvas, SURVEYS.global, '13 reports · 1,540 responses · by admin', '1 with not enough data');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Opening one survey: its reports by scope GLOBAL, REGIONAL, LOCAL, COUNTRY, then newest first, each linking to its page. */
export const ExpandSurvey: Story = {
  play: async ({ canvas }) => {
    const rows = await expand(canvas, SURVEYS.global);
    await expect(trigger(canvas, SURVEYS.global)).toHaveAttribute('aria-expanded', 'true');
    const items = rows.getAllByRole('listitem');
    await expect(items).toHaveLength(13);
    const scopes = items.map((item) => within(item).getByText(/^(GLOBAL|REGIONAL|LOCAL|COUNTRY)$/).textContent);
    await expect(scopes).toEqual(['GLOBAL', 'REGIONAL', 'REGIONAL', 'LOCAL', 'LOCAL', 'LOCAL', ...Array<string>(7).fill('COUNTRY')]);
    const links = rows.getAllByRole('link');
    await expect(links.slice(0, 3).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`${SURVEYS.global} — Global`, '/reports/rpt-007-global'],
      [`${SURVEYS.global} — Latin America & Caribbean`, '/reports/rpt-007-regional-latin-america-and-caribbean'],
      [`${SURVEYS.global} — North America`, '/reports/rpt-007-regional-north-america'],
    ]);
    const first = within(items[0] ?? document.body);
    await expect(first.getByText('Global', { exact: true })).toBeVisible();
    await expect(first.getByText(/^Generated \w{3} \d{1,2}, 2026, \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    // Twelve completed reports to download; Canada's failed one has none, and says why on request.
    await expect(rows.getAllByRole('button', { name: /^Download / })).toHaveLength(12);
    await expect(rows.getByRole('button', { name: `Error details for ${SURVEYS.global} — Canada` })).toBeVisible();
    await expect(rows.getAllByText('Not generated yet')).toHaveLength(1);

    await userEvent.click(trigger(canvas, SURVEYS.global));
    await expect(trigger(canvas, SURVEYS.global)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** An untitled report is named by its scope type. */
export const UntitledReport: Story = {
  play: async ({ canvas }) => {
    const rows = await expand(canvas, SURVEYS.argentina);
    await expect(rows.getByRole('link', { name: 'Country Report' })).toHaveAttribute('href', '/reports/rpt-006-country-argentina');
  },
};

/** Expand All opens every card shown; Collapse All closes them all. */
export const ExpandAllAndCollapseAll: Story = {
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas)).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
    for (const title of ALL_TITLES) await expect(trigger(canvas, title)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('list')).toHaveLength(5);
    await expect(canvas.getByText('This survey has no reports yet.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Collapse All' }));
    for (const title of ALL_TITLES) await expect(trigger(canvas, title)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.list.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading reports...')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reports...');
    await expect(canvas.getByRole('button', { name: 'Expand All' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No survey at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.list.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reports found.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Collapse All' })).toBeDisabled();
    await expect(canvas.queryByText('No reports match your filters.')).toBeNull();
  },
};

/** The list call fails: the spec's text with the server's detail, and a way to try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.list.error] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load reports.');
    await expect(alert).toHaveTextContent('Internal server error: the database is not reachable.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.queryByText('No reports found.')).toBeNull();
  },
};

/** Try Again after a failure loads the list once the server answers. */
export const RetryAfterFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        report: [http.get(anyOrigin('/api/reports'), () => HttpResponse.error(), { once: true }), reportHandlers.list.ok],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^Could not load reports\.Try Again$/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await cardTitles(canvas)).toEqual(ALL_TITLES);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A survey title matches: the survey with all its reports. */
export const SearchBySurveyTitle: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'BRASIL');
    await waitFor(async () => expect(await cardTitles(canvas)).toEqual([SURVEYS.brasil]));
    await expectCard(canvas, SURVEYS.brasil, '3 reports · 611 responses · by lucas.silva', 'All completed');
  },
};

/** A report title or scope matches: only those reports, and the card says how many of its reports show. */
export const SearchByReport: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'canada');
    await waitFor(async () => expect(await cardTitles(canvas)).toEqual([SURVEYS.northAmerica, SURVEYS.global]));
    // The badge still describes the whole survey.
    await expectCard(canvas, SURVEYS.global, '1 of 13 reports · 1,540 responses · by admin', '1 with not enough data');
    const rows = await expand(canvas, SURVEYS.global);
    await expect(rows.getAllByRole('listitem')).toHaveLength(1);
    await expect(rows.getByRole('link')).toHaveTextContent(`${SURVEYS.global} — Canada`);
  },
};

/** Nothing matches the search. */
export const FilteredEmpty: Story = {
  play: async ({ canvas }) => {
    await cardTitles(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Peru');
    await expect(await canvas.findByText('No reports match your filters.')).toBeVisible();
    await expect(canvas.queryByText('No reports found.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Expand All' })).toBeDisabled();
    // Escape empties the search and every survey returns.
    await userEvent.keyboard('{Escape}');
    await expect(await cardTitles(canvas)).toEqual(ALL_TITLES);
  },
};

/** Nothing matches the search and the status together. */
export const FilteredEmptyByStatusAndSearch: Story = {
  play: async ({ canvas }) => {
    await chooseStatus(canvas, 'Generating');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Brasil');
    await expect(await canvas.findByText('No reports match your filters.')).toBeVisible();
  },
};

export const StatusCompleted: Story = {
  play: async ({ canvas }) => {
    await chooseStatus(canvas, 'Completed');
    await waitFor(async () =>
      expect(await cardTitles(canvas)).toEqual([SURVEYS.northAmerica, SURVEYS.brasil, SURVEYS.argentina, SURVEYS.global]),
    );
    await expectCard(canvas, SURVEYS.global, '12 of 13 reports · 1,540 responses · by admin', '1 with not enough data');
  },
};

export const StatusGenerating: Story = {
  play: async ({ canvas }) => {
    await chooseStatus(canvas, 'Generating');
    await waitFor(async () => expect(await cardTitles(canvas)).toEqual([SURVEYS.mexico]));
    await expectCard(canvas, SURVEYS.mexico, '1 of 4 reports · 342 responses · by ana.garcia', '4 in progress');
    const rows = await expand(canvas, SURVEYS.mexico);
    await expect(rows.getByText('Generating')).toBeVisible();
  },
};

export const StatusPending: Story = {
  play: async ({ canvas }) => {
    await chooseStatus(canvas, 'Pending');
    await waitFor(async () => expect(await cardTitles(canvas)).toEqual([SURVEYS.mexico]));
    await expectCard(canvas, SURVEYS.mexico, '3 of 4 reports · 342 responses · by ana.garcia', '4 in progress');
  },
};

export const StatusNotEnoughData: Story = {
  play: async ({ canvas }) => {
    await chooseStatus(canvas, 'Not Enough Data');
    await waitFor(async () => expect(await cardTitles(canvas)).toEqual([SURVEYS.northAmerica, SURVEYS.global]));
    // Back to all statuses: every survey again.
    await chooseStatus(canvas, 'All statuses');
    await expect(await cardTitles(canvas)).toEqual(ALL_TITLES);
  },
};

const badgeGroups = [
  makeReportGroup({ survey: { id: 'svy-b1', title: 'Sin reportes' }, reports: [], stats: { totalResponses: 0 } }),
  makeReportGroup({
    survey: { id: 'svy-b2', title: 'En curso' },
    reports: [
      makeReport({ id: 'b2-g', survey_id: 'svy-b2', status: 'GENERATING' }),
      makeReport({ id: 'b2-p', survey_id: 'svy-b2', status: 'PENDING', report_scope_type: 'COUNTRY' }),
      makeReport({ id: 'b2-c', survey_id: 'svy-b2', status: 'COMPLETED', report_scope_type: 'LOCAL' }),
    ],
  }),
  makeReportGroup({
    survey: { id: 'svy-b3', title: 'Todo fallido', created_by_username: null },
    reports: [makeReport({ id: 'b3-g', survey_id: 'svy-b3', status: 'FAILED', error_message: 'Only 2 responses; at least 5 are needed.' })],
    stats: { totalResponses: 2 },
  }),
  makeReportGroup({
    survey: { id: 'svy-b4', title: 'Parcial' },
    reports: [
      makeReport({ id: 'b4-g', survey_id: 'svy-b4' }),
      makeReport({ id: 'b4-c', survey_id: 'svy-b4', status: 'FAILED', report_scope_type: 'COUNTRY' }),
      makeReport({ id: 'b4-d', survey_id: 'svy-b4', status: 'FAILED', report_scope_type: 'COUNTRY' }),
    ],
  }),
  makeReportGroup({ survey: { id: 'svy-b5', title: 'Completo' }, stats: { totalResponses: 1 } }),
];

/** One survey per overall badge of spec section 4. */
export const CardBadges: Story = {
  parameters: { msw: { handlers: { report: [http.get(anyOrigin('/api/reports'), () => HttpResponse.json(badgeGroups))] } } },
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas)).toEqual(['Sin reportes', 'En curso', 'Todo fallido', 'Parcial', 'Completo']);
    await expectCard(canvas, 'Sin reportes', '0 reports · 0 responses · by admin', 'No reports');
    await expectCard(canvas, 'En curso', '3 reports · 1,540 responses · by admin', '2 in progress');
    // No creator on the wire: the facts leave it out.
    await expectCard(canvas, 'Todo fallido', '1 report · 2 responses', 'All Failed');
    await expectCard(canvas, 'Parcial', '3 reports · 1,540 responses · by admin', '2 with not enough data');
    await expectCard(canvas, 'Completo', '1 report · 1 response · by admin', 'All completed');
  },
};

const statusGroup = makeReportGroup({
  survey: { id: 'svy-s', title: 'Estados' },
  reports: [
    makeReport({ id: 's-c', survey_id: 'svy-s', status: 'COMPLETED', report_title: 'Completo' }),
    makeReport({ id: 's-g', survey_id: 'svy-s', status: 'GENERATING', report_title: 'Generando', generated_at: null }),
    makeReport({ id: 's-p', survey_id: 'svy-s', status: 'PENDING', report_title: 'Pendiente', generated_at: null }),
    makeReport({
      id: 's-f',
      survey_id: 'svy-s',
      status: 'FAILED',
      report_title: 'Fallido',
      generated_at: null,
      error_message: 'Only 3 responses for Canada; at least 5 are needed.',
    }),
  ],
});

/** Each report status with its icon: completed green check, generating spinner, pending clock, failed red. */
export const ReportStatusIcons: Story = {
  parameters: { msw: { handlers: { report: [http.get(anyOrigin('/api/reports'), () => HttpResponse.json([statusGroup]))] } } },
  play: async ({ canvas }) => {
    const rows = await expand(canvas, 'Estados');
    const colours = new Set<string>();
    for (const [title, label] of [
      ['Completo', 'Completed'],
      ['Generando', 'Generating'],
      ['Pendiente', 'Pending'],
      ['Fallido', 'Not Enough Data'],
    ] as const) {
      const row = within(rows.getByRole('link', { name: title }).closest('li') ?? document.body);
      const badge = row.getByText(label);
      await expect(badge).toBeVisible();
      await expect(badge.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
      colours.add(getComputedStyle(badge).color);
      // Only a completed report downloads; only a failed one explains itself.
      await expect(row.queryByRole('button', { name: `Download ${title}` }) !== null).toBe(label === 'Completed');
      await expect(row.queryByRole('button', { name: `Error details for ${title}` }) !== null).toBe(label === 'Not Enough Data');
    }
    await expect(colours.size).toBe(4);
    const spinner = rows.getByText('Generating').querySelector('svg');
    await expect(spinner && getComputedStyle(spinner).animationName).not.toBe('none');
  },
};

/** A failed report's reason: a tooltip that the keyboard reaches (Tab) and that describes its button. */
export const FailedErrorTooltip: Story = {
  parameters: { msw: { handlers: { report: [http.get(anyOrigin('/api/reports'), () => HttpResponse.json([statusGroup]))] } } },
  play: async ({ canvas }) => {
    const rows = await expand(canvas, 'Estados');
    rows.getByRole('link', { name: 'Fallido' }).focus();
    await userEvent.tab();
    const details = rows.getByRole('button', { name: 'Error details for Fallido' });
    await expect(details).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Only 3 responses for Canada; at least 5 are needed.');
    await expect(details).toHaveAccessibleDescription('Only 3 responses for Canada; at least 5 are needed.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** The file is saved under the server's name and the toast says the download started. */
export const DownloadSucceeds: Story = {
  play: async ({ canvas }) => {
    await downloadBrasilGlobal(canvas);
    await expectToast('Report download started...');
    await expect(savedFiles).toEqual([`report_${BRASIL_GLOBAL.id}.zip`]);
    await expect(openWindow).not.toHaveBeenCalled();
  },
};

/** Without a content-disposition name the list names the file report_{id}.zip. */
export const DownloadWithoutFileName: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.list.ok, reportHandlers.download.withoutFileName] } } },
  play: async ({ canvas }) => {
    await downloadBrasilGlobal(canvas);
    await expectToast('Report download started...');
    await expect(savedFiles).toEqual([`report_${BRASIL_GLOBAL.id}.zip`]);
  },
};

export const DownloadNotFound: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.list.ok, http.get(downloadRoute, () => errorResponse(404, 'Report not found'))] } } },
  play: async ({ canvas }) => {
    await expectFailedDownload(canvas, 'Report not found. It may have been deleted.');
  },
};

/** A 400 with a detail shows the detail. */
export const DownloadNotReady: Story = {
  parameters: {
    msw: {
      handlers: {
        report: [reportHandlers.list.ok, http.get(downloadRoute, () => errorResponse(400, 'Report is not ready for download: its status is GENERATING.'))],
      },
    },
  },
  play: async ({ canvas }) => {
    await expectFailedDownload(canvas, 'Report is not ready for download: its status is GENERATING.');
  },
};

/** A 400 without a detail shows the spec's text. */
export const DownloadNotReadyWithoutDetail: Story = {
  parameters: {
    msw: { handlers: { report: [reportHandlers.list.ok, http.get(downloadRoute, () => new HttpResponse('Bad Request', { status: 400 }))] } },
  },
  play: async ({ canvas }) => {
    await expectFailedDownload(canvas, 'Report is not ready for download.');
  },
};

export const DownloadServerError: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.list.ok, reportHandlers.download.error] } } },
  play: async ({ canvas }) => {
    await expectFailedDownload(canvas, 'Server error. Please try again later.');
  },
};

export const DownloadServiceUnavailable: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.list.ok, reportHandlers.download.unavailable] } } },
  play: async ({ canvas }) => {
    await expectFailedDownload(canvas, 'Server error. Please try again later.');
  },
};

/** Any other status (here 403) gets the general text. */
export const DownloadOtherError: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.list.ok, http.get(downloadRoute, () => errorResponse(403, 'Forbidden'))] } } },
  play: async ({ canvas }) => {
    await expectFailedDownload(canvas, 'Failed to download report. Please try again.');
  },
};

/** The authenticated request got no answer at all: the download's address opens in a new tab instead. */
export const DownloadNetworkFailureOpensNewTab: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.list.ok, http.get(downloadRoute, () => HttpResponse.error())] } } },
  play: async ({ canvas }) => {
    await downloadBrasilGlobal(canvas);
    await expectToast('Report download initiated...');
    await expect(openWindow?.mock.calls).toEqual([[`/api/reports/${BRASIL_GLOBAL.id}/download`, '_blank', 'noopener,noreferrer']]);
    await expect(savedFiles).toEqual([]);
  },
};

/** No stored session, so no bearer header to send: straight to a new tab. */
export const DownloadWithoutSessionOpensNewTab: Story = {
  beforeEach: () => {
    tokenStorage.clear();
  },
  play: async ({ canvas }) => {
    await downloadBrasilGlobal(canvas);
    await expectToast('Report download initiated...');
    await expect(openWindow?.mock.calls).toEqual([[`/api/reports/${BRASIL_GLOBAL.id}/download`, '_blank', 'noopener,noreferrer']]);
    await expect(savedFiles).toEqual([]);
  },
};

const BRASIL_ID = 'svy-003';
const generateBrasil = `Generate reports for ${SURVEYS.brasil}`;
const brasilRun = makeReportRunScenario(reportGroupFixtures, BRASIL_ID);
const interaction = ['interaction', '!dev', '!autodocs'];

/** Opens Brasil's card, presses its 'Generate reports' and answers the question with `answer`. */
async function generateBrasilReports(canvas: Canvas, answer: 'Generate reports' | 'Cancel') {
  await expand(canvas, SURVEYS.brasil);
  await userEvent.click(canvas.getByRole('button', { name: generateBrasil }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Generate reports again?' });
  await expect(dialog).toHaveAccessibleDescription(
    `A new report is written for every scope of this survey (global, regional, local and country, in English and Korean) from the responses so far. The reports written before stay in the list. ${SURVEYS.brasil}`,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Generate reports again?' })).not.toBeInTheDocument());
}

/** A survey without reports yet is asked about plainly: nothing is generated 'again', nothing written before stays. */
export const GenerateReportsFirstTime: Story = {
  parameters: {
    msw: {
      handlers: {
        report: [
          http.get(anyOrigin('/api/reports'), () =>
            HttpResponse.json(reportGroupFixtures.map((group) => (group.survey.id === BRASIL_ID ? { ...group, reports: [] } : group))),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: SURVEYS.brasil }));
    await userEvent.click(await canvas.findByRole('button', { name: generateBrasil }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Generate reports?' });
    await expect(dialog).toHaveAccessibleDescription(
      `A report is written for every scope of this survey (global, regional, local and country, in English and Korean) from the responses so far. ${SURVEYS.brasil}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Generate reports?' })).not.toBeInTheDocument());
  },
};

/** Every card of a user who may generate (the admin here) offers 'Generate reports' inside it, named by its survey. */
export const GenerateReportsOffered: Story = {
  play: async ({ canvas }) => {
    await cardTitles(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
    const buttons = canvas.getAllByRole('button', { name: /^Generate reports for / });
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(ALL_TITLES.map((title) => `Generate reports for ${title}`));
    for (const button of buttons) await expect(button).toHaveTextContent('Generate reports');
  },
};

/** The viewer reads every report and creates nothing: the server says so per survey, and no card offers the action. */
export const GenerateReportsNotAllowed: Story = {
  beforeEach: () => {
    tokenStorage.write(makeSessionTokens(demoUsers.viewer));
  },
  parameters: {
    msw: {
      handlers: {
        report: [
          http.get(anyOrigin('/api/reports'), () =>
            HttpResponse.json(reportGroupFixtures.map((group) => ({ ...group, survey: { ...group.survey, can_generate_reports: false } }))),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await cardTitles(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
    await expect(canvas.getAllByRole('list')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: /Generate reports/ })).toBeNull();
  },
};

/**
 * Confirmed: the toast says how many reports are pending, the new rows appear PENDING at once and the list is read
 * again every few seconds until they have all settled.
 */
export const GenerateReportsStarted: Story = {
  tags: interaction,
  beforeEach: () => {
    brasilRun.reset();
  },
  parameters: { msw: { handlers: { report: brasilRun.handlers } } },
  play: async ({ canvas }) => {
    await generateBrasilReports(canvas, 'Generate reports');
    await expectToast('Report generation started: 3 reports pending.');
    await waitFor(() => expectCard(canvas, SURVEYS.brasil, '6 reports · 611 responses · by lucas.silva', '3 in progress'));
    const rows = within(canvas.getByRole('list', { name: `Reports of ${SURVEYS.brasil}` }));
    await expect(rows.getAllByText('Pending')).toHaveLength(3);
    // Two reads later the run has settled: one more completed report per scope but the last, which had too few answers.
    await expect(await cardHeader(canvas, SURVEYS.brasil).findByText('1 with not enough data', {}, { timeout: 10_000 })).toBeVisible();
    await expect(rows.getAllByRole('button', { name: /^Download / })).toHaveLength(5);
    await expect(rows.getByText('Not Enough Data')).toBeVisible();
    await expect(rows.queryByText('Pending')).toBeNull();
    await expect(canvas.getByRole('button', { name: generateBrasil })).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
    removeOrphanedAnnouncements();
  },
};

/** Cancel sends nothing (the story's handlers would answer a POST with a new run). */
export const GenerateReportsCancelled: Story = {
  tags: interaction,
  beforeEach: () => {
    brasilRun.reset();
  },
  parameters: { msw: { handlers: { report: brasilRun.handlers } } },
  play: async ({ canvas }) => {
    await generateBrasilReports(canvas, 'Cancel');
    await expectCard(canvas, SURVEYS.brasil, '3 reports · 611 responses · by lucas.silva', 'All completed');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** 409: someone's run is under way; the toast says so. */
export const GenerateReportsAlreadyRunning: Story = {
  tags: interaction,
  parameters: { msw: { handlers: { report: [reportHandlers.list.ok, reportHandlers.run.alreadyRunning] } } },
  play: async ({ canvas }) => {
    await generateBrasilReports(canvas, 'Generate reports');
    await expectToast("This survey's reports are already being generated.");
    await expect(canvas.queryByRole('alert')).toBeNull();
    removeOrphanedAnnouncements();
  },
};

/** 403: the server refuses (the right was withdrawn since the list was read); the toast shows its detail. */
export const GenerateReportsRefused: Story = {
  tags: interaction,
  parameters: { msw: { handlers: { report: [reportHandlers.list.ok, reportHandlers.run.forbidden] } } },
  play: async ({ canvas }) => {
    await generateBrasilReports(canvas, 'Generate reports');
    await expectToast(REPORT_RUN_REFUSALS.forbidden);
    await expectCard(canvas, SURVEYS.brasil, '3 reports · 611 responses · by lucas.silva', 'All completed');
    removeOrphanedAnnouncements();
  },
};

/** 500: the server's detail in the toast; the list stays as it was. */
export const GenerateReportsServerError: Story = {
  tags: interaction,
  parameters: { msw: { handlers: { report: [reportHandlers.list.ok, reportHandlers.run.error] } } },
  play: async ({ canvas }) => {
    await generateBrasilReports(canvas, 'Generate reports');
    await expectToast('Internal server error: the database is not reachable.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    removeOrphanedAnnouncements();
  },
};

/** The page on a phone: the same cards, readable in one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas)).toEqual(ALL_TITLES);
    const rows = await expand(canvas, SURVEYS.brasil);
    await expect(rows.getAllByRole('listitem')).toHaveLength(3);
    // Nothing sticks out sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
