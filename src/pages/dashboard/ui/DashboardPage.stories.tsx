import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';

import { reportHandlers } from '@/entities/report/mocks';
import { demoUsers, makeSessionTokens, type DemoUser } from '@/entities/session/mocks';
import { surveyHandlers } from '@/entities/survey/mocks';
import { tokenStorage } from '@/shared/api';
import { anyOrigin, errorResponse } from '@/shared/lib/mock-api';

import { DASHBOARD_FIXTURES_NOW, dashboardHandlers, dashboardStatsOfFixtures } from '../index.mocks';
import { DashboardNowProvider } from '../model/dashboardNow';
import { DashboardPage } from './DashboardPage';
import { appRoutes } from '@/shared/config';

/** The fixtures' today: every number and relative time below follows from it. */
const NOW = DASHBOARD_FIXTURES_NOW;

/** A beforeEach that signs `user` in for the story and signs out after it. */
function signedInAs(user: DemoUser) {
  return () => {
    tokenStorage.write(makeSessionTokens(user));
    return () => {
      tokenStorage.clear();
    };
  };
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

function itemAt(items: HTMLElement[], index: number): HTMLElement {
  const item = items[index];
  if (!item) throw new Error(`No item ${index}`);
  return item;
}

/** The stat card whose label is `label`. */
function statCard(canvas: Canvas, label: string): HTMLElement {
  const card = within(canvas.getByRole('list', { name: 'Statistics' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(label));
  if (!card) throw new Error(`No stat card ${label}`);
  return card;
}

async function expectStats(canvas: Canvas, values: [active: string, recent: string, total: string, reports: string]) {
  const cards: [string, string][] = [
    ['Active Surveys', 'Current'],
    ['Recent Responses', 'Last 7 days'],
    ['Total Responses', 'Overall'],
    ['Reports Generated', 'Completed'],
  ];
  for (const [index, [label, caption]] of cards.entries()) {
    const card = within(statCard(canvas, label));
    await expect(card.getByText(values[index] ?? '')).toBeVisible();
    await expect(card.getByText(caption)).toBeVisible();
  }
}

/** The Dashboard's CSAT card. */
function csatCard(canvas: Canvas): HTMLElement {
  return canvas.getByRole('region', { name: 'Customer Satisfaction (CSAT)' });
}

/** The card once loaded: its score, change and samples, and the country table's rows (country, CSAT, responses). */
async function expectCsat(
  canvas: Canvas,
  figures: { score: string; change: string; sample: string; previous: string; countries: [string, string, string][] },
) {
  const card = within(csatCard(canvas));
  // The headline figure (a country's row may show the same score).
  await expect(await card.findByText(figures.score, { selector: 'p' })).toBeVisible();
  await expect(card.getByText(figures.change)).toBeVisible();
  await expect(card.getByText(figures.sample)).toBeVisible();
  await expect(card.getByText(figures.previous)).toBeVisible();
  const table = within(csatCard(canvas)).getByRole('table', { name: 'CSAT by country, last 7 days' });
  // The narrow side column holds the whole table, at any width.
  await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(csatCard(canvas).getBoundingClientRect().right);
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual(figures.countries);
}

async function expectSubtitle(canvas: Canvas, subtitle: string) {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(canvas.getByText(subtitle)).toBeVisible();
}

async function expectQuickLinks(canvas: Canvas, { withCreate }: { withCreate: boolean }) {
  const quickLinks = within(canvas.getByRole('region', { name: 'Quick Links' }));
  const expected = [
    ...(withCreate ? [['Create New Survey', appRoutes.createSurvey]] : []),
    ['View All Surveys', appRoutes.surveys],
    ['Export Raw Data', appRoutes.rawData],
    ['View Reports', appRoutes.reports],
  ];
  const links = quickLinks.getAllByRole('link');
  await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
}

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  parameters: { route: appRoutes.dashboard },
  decorators: [
    (Story) => (
      <DashboardNowProvider now={NOW}>
        <Story />
      </DashboardNowProvider>
    ),
  ],
  beforeEach: signedInAs(demoUsers.admin),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The global administrator with the whole fixture set. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expectSubtitle(canvas, 'Global overview of all survey activity and insights');
    const activity = within(canvas.getByRole('region', { name: 'Recent Activity' }));
    await expect(await activity.findAllByRole('listitem')).toHaveLength(5);
    // The server's figures for the fixtures: open on Nov 21: svy-001, svy-002, svy-008; responses since Nov 14 00:00
    // UTC: 190; all, the Survey Management column's sum: 2,944; completed reports in the Reports screen: 21.
    await expectStats(canvas, ['3', '190', '2,944', '21']);
    const { funnel } = dashboardStatsOfFixtures();
    const stages = within(canvas.getByRole('group', { name: 'Response funnel' }));
    for (const figure of [funnel.visits, funnel.started, funnel.complete]) await expect(stages.getByText(figure.toLocaleString('en-US'))).toBeVisible();
    await expect(stages.getByText(`${Math.round((funnel.complete / funnel.started) * 100)}% of started`)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();

    // Newest first: the 3 newest surveys (Nov 20, Nov 18, Nov 3), then the newest completed reports (Oct 31).
    const rows: [sentence: string, href: string, time: string][] = [
      ['ana.garcia created survey Calidad del servicio — Colombia', '/surveys?surveyId=svy-008', '1 day ago'],
      ['lee.seoyeon created survey Andean checkout experience', '/surveys?surveyId=svy-005', '3 days ago'],
      ['carlos.mendoza created survey Satisfacción del cliente — Centroamérica', '/surveys?surveyId=svy-002', '17 days ago'],
      ['System generated report for Customer loyalty (NPS) — North America — Global', '/reports/rpt-004-global', '20 days ago'],
      [
        'System generated report for Customer loyalty (NPS) — North America — North America',
        '/reports/rpt-004-regional-north-america',
        '20 days ago',
      ],
    ];
    const items = activity.getAllByRole('listitem');
    for (const [index, [sentence, href, time]] of rows.entries()) {
      const item = within(itemAt(items, index));
      await expect(item.getByText((_content, element) => element?.tagName === 'P' && element.textContent === sentence)).toBeVisible();
      await expect(item.getByRole('link')).toHaveAttribute('href', href);
      await expect(item.getByText(time)).toBeVisible();
    }

    await expectQuickLinks(canvas, { withCreate: true });
  },
};

/** The figures have not arrived yet: every card and funnel stage keeps its size with a placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: { dashboard: [dashboardHandlers.stats.loading] } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading activities...')).toBeVisible();
    await expect(canvas.getByText('Loading statistics...')).toBeInTheDocument();
    for (const label of ['Active Surveys', 'Recent Responses', 'Total Responses', 'Reports Generated']) {
      const card = statCard(canvas, label);
      await expect(card.querySelector('[data-skeleton]')).not.toBeNull();
      await expect(within(card).queryByText(/^\d/)).toBeNull();
    }
    await expect(within(canvas.getByRole('group', { name: 'Response funnel' })).queryByText(/^\d/)).toBeNull();
    // Four cards, three funnel stages, and the CSAT card's score, lines and chart.
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(11);
    await expect(csatCard(canvas).querySelectorAll('[data-skeleton]')).toHaveLength(4);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No surveys and no reports yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { dashboard: [dashboardHandlers.stats.empty], survey: [surveyHandlers.list.empty], report: [reportHandlers.list.empty] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No recent activities to display.')).toBeVisible();
    await expectStats(canvas, ['0', '0', '0', '0']);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The figures cannot be loaded: one alert says so and offers to try again; the cards (the CSAT card too) mark their
 * missing numbers with the spec's error icon and 'Error', and Recent Activity says it could not load rather than that it is empty.
 */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { dashboard: [dashboardHandlers.stats.error] } } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Failed to load dashboard data. Please try again later.');
    await expect(within(banner).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    for (const label of ['Active Surveys', 'Recent Responses', 'Total Responses', 'Reports Generated']) {
      const error = within(statCard(canvas, label)).getByText('Error');
      await expect(error).toBeVisible();
      await expect(error.querySelector('svg')).not.toBeNull();
    }
    await expect(within(csatCard(canvas)).getByText('Error')).toBeVisible();
    await expect(canvas.getAllByText('Error')).toHaveLength(5);
    await expect(canvas.getByText('Recent activity could not be loaded.')).toBeVisible();
    await expect(canvas.queryByText('No recent activities to display.')).toBeNull();
    await expect(canvas.queryByText('Loading activities...')).toBeNull();
  },
};

/** Try Again after a failure loads the dashboard once the server answers. */
export const RetryAfterFailure: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  parameters: {
    msw: {
      handlers: {
        // The first surveys call fails, the next ones answer.
        survey: [http.get(anyOrigin('/api/surveys'), () => errorResponse(500, 'Database unavailable'), { once: true }), surveyHandlers.list.ok],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('alert');
    await userEvent.click(within(banner).getByRole('button', { name: 'Try Again' }));
    await expect(await within(canvas.getByRole('list', { name: 'Statistics' })).findByText('2,944')).toBeVisible();
    await expectStats(canvas, ['3', '190', '2,944', '21']);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LocalUser: Story = {
  beforeEach: signedInAs(demoUsers.mexicoLocal),
  play: async ({ canvas }) => {
    await expectSubtitle(canvas, 'Overview for Mexico within Latin America & Caribbean region');
    await expectQuickLinks(canvas, { withCreate: true });
  },
};

export const RegionUser: Story = {
  beforeEach: signedInAs(demoUsers.latamManager),
  play: async ({ canvas }) => {
    await expectSubtitle(canvas, 'Overview for the Latin America & Caribbean region');
    await expectQuickLinks(canvas, { withCreate: true });
  },
};

/** A token without custom:region (and in no group): the general subtitle and no Create link. */
export const UserWithoutRegion: Story = {
  beforeEach: signedInAs({ username: 'soto.valeria', email: 'soto.valeria@example.com', 'cognito:groups': [] }),
  play: async ({ canvas }) => {
    await expectSubtitle(canvas, 'Overview of your survey activity and insights');
    await expectQuickLinks(canvas, { withCreate: false });
  },
};

/** Global scope without a create group: the global subtitle, but no Create link. */
export const ViewerWithoutCreatePermission: Story = {
  beforeEach: signedInAs(demoUsers.viewer),
  play: async ({ canvas }) => {
    await expectSubtitle(canvas, 'Global overview of all survey activity and insights');
    await expectQuickLinks(canvas, { withCreate: false });
    await expect(canvas.queryByRole('link', { name: 'Create New Survey' })).toBeNull();
  },
};

const WEEK_BY_COUNTRY: [string, string, string][] = [
  ['Mexico', '79%', 'n = 66'],
  ['Brazil', '65%', 'n = 43'],
  // The mark is an asterisk on screen and words for a screen reader.
  ['Guatemala', '53%', 'n = 15*, too few responses to compare'],
];

/** The CSAT card with a better week: 71% of 124 ratings against 60% of 100 the week before, three countries. */
export const CsatRise: Story = {
  parameters: { msw: { handlers: { dashboard: [dashboardHandlers.csat.rising] } } },
  play: async ({ canvas }) => {
    await expectCsat(canvas, { score: '71%', change: '+11 points', sample: 'Last 7 days: n = 124', previous: 'Against the 7 days before: 60%, n = 100', countries: WEEK_BY_COUNTRY });
    await expect(within(csatCard(canvas)).getByText('* too few responses to compare')).toBeVisible();
    await expect(within(csatCard(canvas)).getByText('+11 points').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CsatRiseOnPhone: Story = { ...CsatRise, globals: { viewport: { value: 'phone' } } };

/** A worse week: 71% against 80%. */
export const CsatFall: Story = {
  parameters: { msw: { handlers: { dashboard: [dashboardHandlers.csat.falling] } } },
  play: async ({ canvas }) => {
    await expectCsat(canvas, { score: '71%', change: '−9 points', sample: 'Last 7 days: n = 124', previous: 'Against the 7 days before: 80%, n = 100', countries: WEEK_BY_COUNTRY });
  },
};

export const CsatFallOnPhone: Story = { ...CsatFall, globals: { viewport: { value: 'phone' } } };

/** The same whole score both weeks. */
export const CsatLevel: Story = {
  parameters: { msw: { handlers: { dashboard: [dashboardHandlers.csat.level] } } },
  play: async ({ canvas }) => {
    await expectCsat(canvas, { score: '71%', change: 'No change', sample: 'Last 7 days: n = 124', previous: 'Against the 7 days before: 71%, n = 100', countries: WEEK_BY_COUNTRY });
  },
};

export const CsatLevelOnPhone: Story = { ...CsatLevel, globals: { viewport: { value: 'phone' } } };

/** 18 ratings this week and 12 before: both figures carry the mark, and so does the one country. */
export const CsatTooFew: Story = {
  parameters: { msw: { handlers: { dashboard: [dashboardHandlers.csat.tooFew] } } },
  play: async ({ canvas }) => {
    await expectCsat(canvas, {
      score: '72%',
      change: '+14 points',
      sample: 'Last 7 days: n = 18',
      previous: 'Against the 7 days before: 58%, n = 12',
      countries: [['Mexico', '72%', 'n = 18*, too few responses to compare']],
    });
    // Beside both weeks' samples, and under the table for the asterisk.
    await expect(within(csatCard(canvas)).getAllByText('too few responses to compare')).toHaveLength(2);
    await expect(within(csatCard(canvas)).getByText('* too few responses to compare')).toBeVisible();
  },
};

export const CsatTooFewOnPhone: Story = { ...CsatTooFew, globals: { viewport: { value: 'phone' } } };

/** No rating answer in the reader's scope. */
export const CsatNoScores: Story = {
  parameters: { msw: { handlers: { dashboard: [dashboardHandlers.csat.noScores] } } },
  play: async ({ canvas }) => {
    const card = within(csatCard(canvas));
    await expect(await card.findByText('No scored questions yet')).toBeVisible();
    await expect(card.queryByRole('table')).toBeNull();
    await expectStats(canvas, ['3', '190', '2,944', '21']);
  },
};

export const CsatNoScoresOnPhone: Story = { ...CsatNoScores, globals: { viewport: { value: 'phone' } } };

/** While the figures load the card holds its place with placeholders. */
export const CsatLoading: Story = {
  parameters: { msw: { handlers: { dashboard: [dashboardHandlers.stats.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading activities...')).toBeVisible();
    const card = csatCard(canvas);
    await expect(card.querySelectorAll('[data-skeleton]')).toHaveLength(4);
    await expect(within(card).queryByText(/%/)).toBeNull();
  },
};

export const CsatLoadingOnPhone: Story = { ...CsatLoading, globals: { viewport: { value: 'phone' } } };
