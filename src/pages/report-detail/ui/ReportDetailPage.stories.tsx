import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';

import {
  fewScoresReportMarkdown,
  findReportFixture,
  makeReport,
  reportContentFixture,
  reportFixtureIds,
  reportHandlers,
  scoredReportMarkdown,
} from '@/entities/report/mocks';
import { demoUsers, makeSessionTokens } from '@/entities/session/mocks';
import { reportChartBlock, responsesOverTimeChart, responsesPerCountryChart, tokenStorage, TOO_FEW_TO_COMPARE } from '@/shared/api';
import { appRoutes, reportPath } from '@/shared/config';
import { formatIsoMinute } from '@/shared/lib/date';
import { anyOrigin, errorResponse } from '@/shared/lib/mock-api';
import { toastQueue } from '@/shared/ui/toast';

import { ReportDetailPage } from './ReportDetailPage';

const COMPLETED_ID = reportFixtureIds.completed;
const detailRoute = anyOrigin('/api/reports/:id');
const contentRoute = anyOrigin('/api/reports/:id/content');
const downloadRoute = anyOrigin('/api/reports/:id/download');

/** The report's handlers with the download answered by `download` (the metadata and content as the fixtures say). */
function withDownload(download: Parameters<typeof http.get>[1]) {
  return { msw: { handlers: { report: [reportHandlers.detail.ok, reportHandlers.content.ok, http.get(downloadRoute, download)] } } };
}

/** Only the metadata answers: a story of a report that is not COMPLETED fails if the page asks for its content. */
const metadataOnly = { msw: { handlers: { report: [reportHandlers.detail.ok] } } };

function fixture(id: string) {
  const report = findReportFixture(id);
  if (!report) throw new Error(`No report fixture ${id}`);
  return report;
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The header's facts: the definition list's terms and their values. */
function facts(canvas: Canvas): Record<string, string> {
  const terms = canvas.getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

async function pressDownload(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Download Report' }));
}

async function expectToast(title: string) {
  await expect(await screen.findByRole('alertdialog', { name: title })).toBeInTheDocument();
}

const meta = {
  title: 'Pages/Report Detail',
  component: ReportDetailPage,
  args: { reportId: COMPLETED_ID, stepBack: fn(() => true), openInNewTab: fn() },
  parameters: { route: reportPath(COMPLETED_ID) },
  // A stand-in for the reports list, so 'Back to Reports' without history has somewhere to arrive.
  decorators: [
    (Story) => (
      <Switch>
        <Route path={appRoutes.reports}>
          <p>Survey Reports list</p>
        </Route>
        <Route>
          <Story />
        </Route>
      </Switch>
    ),
  ],
  beforeEach: () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    toastQueue.clear();
    return () => {
      // The pending Download button's announcement names the button by id and outlives the story by seconds; the next
      // story's axe run would find it pointing at nothing.
      for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
      tokenStorage.clear();
      toastQueue.clear();
    };
  },
} satisfies Meta<typeof ReportDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed report: its header, the Download button and the markdown with its tables. */
export const Completed: Story = {
  play: async ({ canvas }) => {
    const report = fixture(COMPLETED_ID);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Global store experience 2026 — Global' })).toBeVisible();
    // The generated time in the viewer's timezone, as the story's browser has it.
    await expect(facts(canvas)).toEqual({
      'Report ID:': COMPLETED_ID,
      'Status:': 'Completed',
      'Generated:': formatIsoMinute(new Date(report.generated_at ?? '')),
    });
    await expect(facts(canvas)['Generated:']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(canvas.getByRole('button', { name: 'Download Report' })).toBeEnabled();

    const article = within(canvas.getByRole('article'));
    await expect(article.getByRole('heading', { level: 2, name: /Global store experience 2026/ })).toBeVisible();
    const table = article.getByRole('table');
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Country', 'Language', 'Channel', 'Responses']);
    await expect(within(table).getByRole('cell', { name: 'Guatemala' })).toBeVisible();
    await expect(reportContentFixture(COMPLETED_ID)).toContain('| Country | Language | Channel | Responses |');
    await expect(canvas.queryByText('Report is not ready')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The report has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.detail.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading report' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download Report' })).toBeNull();
  },
};

/** Queued: not ready, yellow, no time yet, no content asked for and nothing to download. */
export const Pending: Story = {
  args: { reportId: reportFixtureIds.pending },
  parameters: metadataOnly,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Report is not ready' })).toBeVisible();
    await expect(canvas.getByText("The report is still in 'Pending' status. Please check back later.")).toBeVisible();
    await expect(facts(canvas)).toEqual({ 'Report ID:': reportFixtureIds.pending, 'Status:': 'Pending', 'Generated:': 'N/A' });
    await expect(canvas.queryByRole('button', { name: 'Download Report' })).toBeNull();
    await expect(canvas.queryByText('Error Details:')).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Generating: Story = {
  args: { reportId: reportFixtureIds.generating },
  parameters: metadataOnly,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The report is still in 'Generating' status. Please check back later.")).toBeVisible();
    await expect(facts(canvas)['Status:']).toBe('Generating');
    await expect(canvas.queryByRole('button', { name: 'Download Report' })).toBeNull();
    await expect(canvas.queryByText('Error Details:')).toBeNull();
  },
};

/**
 * A scope with too few responses: FAILED (shown as 'Not Enough Data'), never 'check back later', with the server's
 * explanation of how many responses it has and needs.
 */
export const FailedWithErrorDetails: Story = {
  args: { reportId: reportFixtureIds.failed },
  parameters: metadataOnly,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Not enough data for this report' })).toBeVisible();
    await expect(canvas.getByText(/It will not become ready by waiting; generate the reports again once more responses have arrived\.$/)).toBeVisible();
    await expect(canvas.queryByText(/check back later/)).toBeNull();
    await expect(canvas.getByText('Error Details:')).toBeVisible();
    await expect(canvas.getByText(fixture(reportFixtureIds.failed).error_message ?? '')).toBeVisible();
    await expect(canvas.getByText('Only 3 responses for Canada; at least 5 are needed.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download Report' })).toBeNull();
  },
};

/** FAILED without a message: no empty 'Error Details:' box. */
export const FailedWithoutMessage: Story = {
  args: { reportId: 'rpt-failed-silent' },
  parameters: {
    msw: {
      handlers: { report: [http.get(detailRoute, () => HttpResponse.json(makeReport({ id: 'rpt-failed-silent', status: 'FAILED', generated_at: null })))] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Not enough data for this report' })).toBeVisible();
    await expect(canvas.queryByText('Error Details:')).toBeNull();
  },
};

/** An untitled report is named after its survey. */
export const TitleFallback: Story = {
  args: { reportId: reportFixtureIds.untitled },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Report for Survey svy-006' })).toBeVisible();
    await expect(await canvas.findByRole('article')).toBeVisible();
  },
};

/** A completed report whose generation time the server did not send. */
export const WithoutGeneratedTime: Story = {
  parameters: {
    msw: {
      handlers: {
        report: [http.get(detailRoute, () => HttpResponse.json(makeReport({ generated_at: null }))), reportHandlers.content.ok],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article')).toBeVisible();
    await expect(facts(canvas)['Generated:']).toBe('N/A');
  },
};

/** A generated report's markdown with its ```chart blocks, as the server writes them (report charts, issue 16). */
const CHARTED_MARKDOWN = [
  '# Experiencia en tienda — Global',
  '',
  '## Responses and completion',
  '',
  '96 conversations were started and 81 of them were finished, every question answered (completion rate 84.4%).',
  '',
  reportChartBlock(
    responsesOverTimeChart(
      { period: 'day', counts: [4, 7, 9, 6, 5, 11, 12, 3, 0, 6, 8, 7, 10, 8].map((count, index) => ({ start: `2026-10-${String(index + 1).padStart(2, '0')}`, count })) },
      'en',
    ),
  ),
  '',
  '### By country',
  '',
  reportChartBlock(
    responsesPerCountryChart(
      [
        { name: 'Mexico', responses: 52 },
        { name: 'Brazil', responses: 31 },
        { name: 'Guatemala', responses: 13 },
      ],
      'en',
    ),
  ),
].join('\n');

/** On a phone: the charts of a generated report drawn to the screen's width, the page not scrolling sideways. */
export const WithCharts: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: {
        report: [
          reportHandlers.detail.ok,
          http.get(contentRoute, () => HttpResponse.text(CHARTED_MARKDOWN, { headers: { 'content-type': 'text/markdown; charset=utf-8' } })),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const article = within(await canvas.findByRole('article'));
    const perDay = await article.findByRole('figure', { name: 'Responses per day' });
    await expect(perDay.querySelectorAll('svg rect')).toHaveLength(14);
    const perCountry = article.getByRole('figure', { name: 'Responses per country' });
    await expect(within(perCountry).getByRole('rowheader', { name: 'Brazil' }).nextElementSibling).toHaveTextContent('31');
    await expect(canvasElement.querySelector('pre')).toBeNull();
    // A chart draws at a default width until its ResizeObserver reports the frame's: wait for that measurement.
    await waitFor(async () => {
      for (const figure of [perDay, perCountry]) {
        await expect(figure.querySelector('svg')?.getBoundingClientRect().right).toBeLessThanOrEqual(figure.getBoundingClientRect().right);
      }
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    });
  },
};

/** The content call answers `markdown`, as the server's report job wrote it. */
function withContent(markdown: string) {
  return {
    msw: {
      handlers: {
        report: [
          reportHandlers.detail.ok,
          http.get(contentRoute, () => HttpResponse.text(markdown, { headers: { 'content-type': 'text/markdown; charset=utf-8' } })),
        ],
      },
    },
  };
}

/** A report with scores (issue 26): CSAT with its interval, the distribution, the siblings, channels and weeks, the options. */
export const WithScores: Story = {
  parameters: withContent(scoredReportMarkdown),
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article'));
    await expect(await article.findByText(/CSAT:/)).toHaveTextContent('CSAT: 75%: 158 of 212 answers were 4 or 5 (95% interval 68 to 80).');
    const distribution = article.getByRole('figure', { name: 'Answers to question 1' });
    await expect(distribution.querySelectorAll('svg rect')).toHaveLength(5);
    // The scope's own row heads the siblings' table and the channels'.
    const own = article.getAllByRole('row', { name: /Mexico \(this report\)/ });
    await expect(own).toHaveLength(2);
    for (const row of own) await expect(row).toHaveTextContent('75%68 to 80212');
    await expect(article.getByRole('row', { name: /Guatemala/ })).toHaveTextContent(TOO_FEW_TO_COMPARE);
    await expect(article.getByRole('row', { name: /Colombia/ })).not.toHaveTextContent(TOO_FEW_TO_COMPARE);
    await expect(article.getByRole('cell', { name: 'Week of 2026-11-09' })).toBeVisible();
    const options = article.getByRole('figure', { name: 'Options chosen, question 2' });
    await expect(within(options).getByRole('rowheader', { name: 'Farmacia' }).nextElementSibling).toHaveTextContent('52');
    // The chart's own table comes first, then the report's with the shares.
    await expect(article.getAllByRole('row', { name: /Despensa/ }).at(-1)).toHaveTextContent('Despensa12056.6%');
  },
};

/** A report whose scores rest on too few answers: each one marked, a week without answers shown empty. */
export const WithTooFewScores: Story = {
  parameters: withContent(fewScoresReportMarkdown),
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article'));
    await expect(await article.findByText(/CSAT:/)).toHaveTextContent('CSAT: 67%: 8 of 12 answers were 4 or 5 (95% interval 39 to 86).');
    await expect(article.getByText(TOO_FEW_TO_COMPARE, { selector: 'em' })).toBeVisible();
    for (const row of article.getAllByRole('row').filter((candidate) => /Mexico \(this report\)|Week of 2026-11-02/.test(candidate.textContent))) {
      await expect(row).toHaveTextContent(TOO_FEW_TO_COMPARE);
    }
    await expect(article.getByRole('row', { name: /Week of 2026-11-09/ })).toHaveTextContent('Week of 2026-11-09——0');
  },
};

export const NotFound: Story = {
  args: { reportId: 'rpt-does-not-exist' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Report not found.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to Reports' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The metadata call fails with a detail: the panel shows it, and Go Back steps back. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { report: [reportHandlers.detail.error] } } },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error loading report');
    await expect(alert).toHaveTextContent('Internal server error: the database is not reachable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Go Back' }));
    await expect(args.stepBack).toHaveBeenCalledTimes(1);
  },
};

/** The metadata call fails without a detail (a proxy's 502): the call's own text. */
export const MetadataErrorWithoutDetail: Story = {
  parameters: { msw: { handlers: { report: [http.get(detailRoute, () => new HttpResponse(null, { status: 502 }))] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error loading report');
    await expect(alert).toHaveTextContent('Failed to fetch report metadata');
  },
};

/** The report is COMPLETED but its content call fails without a detail. */
export const ContentError: Story = {
  parameters: {
    msw: { handlers: { report: [reportHandlers.detail.ok, http.get(contentRoute, () => new HttpResponse(null, { status: 500 }))] } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch report content');
    await expect(canvas.queryByRole('button', { name: 'Download Report' })).toBeNull();
  },
};

/** The route gave no id: nothing is asked of the server. */
export const MissingId: Story = {
  args: { reportId: '' },
  parameters: { msw: { handlers: { report: [] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error loading report');
    await expect(alert).toHaveTextContent('Report ID is missing.');
  },
};

/** Back to Reports with the list behind it in history: one step back. */
export const BackToReports: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to Reports' }));
    await expect(args.stepBack).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Survey Reports list')).toBeNull();
  },
};

/** Back to Reports after opening the report from a pasted link: no app history, so it goes to the list. */
export const BackToReportsWithoutHistory: Story = {
  args: { stepBack: fn(() => false) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to Reports' }));
    await expect(args.stepBack).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('Survey Reports list')).toBeVisible();
  },
};

/** Spies on the link click that saves a blob, without saving it; resolves with the file name. */
function catchSavedFileName() {
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    fileName: async () => {
      await waitFor(() => {
        if (click.mock.calls.length === 0) throw new Error('Nothing saved yet');
      });
      return (click.mock.contexts.at(-1) as HTMLAnchorElement | undefined)?.download;
    },
    restore: () => {
      click.mockRestore();
    },
  };
}

/** The zip with both languages (lang=all), saved under the server's name. */
export const DownloadSucceeds: Story = {
  play: async ({ canvas, args }) => {
    const saved = catchSavedFileName();
    try {
      await pressDownload(canvas);
      await expectToast('Report download started (includes both KR and EN versions)...');
      await expect(await saved.fileName()).toBe(`report_${COMPLETED_ID}_all.zip`);
      await expect(args.openInNewTab).not.toHaveBeenCalled();
    } finally {
      saved.restore();
    }
  },
};

/** The addresses of the download requests, recorded by the handler of the story that reads them. */
const downloadRequests: URL[] = [];

/** Without a content-disposition name the client names the zip report_{id}_all.zip; it asked for lang=all. */
export const DownloadNamedByClient: Story = {
  parameters: withDownload(({ request }) => {
    downloadRequests.push(new URL(request.url));
    return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { headers: { 'content-type': 'application/zip' } });
  }),
  play: async ({ canvas }) => {
    downloadRequests.length = 0;
    const saved = catchSavedFileName();
    try {
      await pressDownload(canvas);
      await expectToast('Report download started (includes both KR and EN versions)...');
      await expect(await saved.fileName()).toBe(`report_${COMPLETED_ID}_all.zip`);
      await expect(downloadRequests.map((url) => url.searchParams.get('lang'))).toEqual(['all']);
    } finally {
      saved.restore();
    }
  },
};

/** Each failed download ends with its toast (spec section 8) and opens no tab. */
function downloadFails(answer: () => Response, toastTitle: string): Story {
  return {
    parameters: withDownload(answer),
    play: async ({ canvas, args }) => {
      await pressDownload(canvas);
      await expectToast(toastTitle);
      await expect(args.openInNewTab).not.toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: 'Download Report' })).toBeEnabled();
    },
  };
}

export const DownloadNotFound = downloadFails(() => errorResponse(404, 'Report not found'), 'Report not found. It may have been deleted.');

/** 400 with the server's detail: the detail. */
export const DownloadNotReady = downloadFails(() => errorResponse(400, 'Report rpt-007-global is being regenerated.'), 'Report rpt-007-global is being regenerated.');

/** 400 without a detail: the spec's text. */
export const DownloadNotReadyWithoutDetail = downloadFails(() => new HttpResponse(null, { status: 400 }), 'Report is not ready for download.');

export const DownloadServerError = downloadFails(() => errorResponse(503, 'Service temporarily unavailable'), 'Server error. Please try again later.');

export const DownloadForbidden = downloadFails(() => errorResponse(403, 'Not allowed'), 'Failed to download report. Please try again.');

/** The authenticated request got no answer at all: the address opens in a new tab and the download is 'initiated'. */
export const DownloadFallsBackToNewTab: Story = {
  parameters: withDownload(() => HttpResponse.error()),
  play: async ({ canvas, args }) => {
    await pressDownload(canvas);
    await expectToast('Report download initiated (includes both KR and EN versions)...');
    await expect(args.openInNewTab).toHaveBeenCalledTimes(1);
    await expect(args.openInNewTab).toHaveBeenCalledWith(`/api/reports/${COMPLETED_ID}/download?lang=all`);
  },
};
