import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { linksAsText, linksOfSurveyDetail } from '@/entities/survey';
import { demoUsers, makeSessionTokens } from '@/entities/session/mocks';
import {
  findSurveyDetailFixture,
  findSurveyFunnelFixture,
  makeManySurveys,
  makeSurveyDetail,
  makeSurveyQuestion,
  surveyHandlers,
} from '@/entities/survey/mocks';
import { SURVEY_TABLE_PAGE_ROWS } from '@/widgets/survey-table';
import { tokenStorage } from '@/shared/api';
import { appRoutes, surveyDetailsPath } from '@/shared/config';
import { anyOrigin, errorResponse } from '@/shared/lib/mock-api';
import { removeOrphanedAnnouncements } from '@/shared/ui/story-kit';
import { toastQueue } from '@/shared/ui/toast';

import { SurveysNowProvider } from '../model/surveysNow';
import { SurveysPage } from './SurveysPage';
import { settled } from './storySupport';

/** The fixtures' today: svy-001, svy-002 and svy-008 are open on it, the other five are not. */
const NOW = new Date('2026-11-21T12:00:00Z');

const TITLES = {
  'svy-001': 'Experiencia en tienda — México Q4 2026',
  'svy-002': 'Satisfacción del cliente — Centroamérica',
  'svy-003': 'Pesquisa de satisfação — Brasil',
  'svy-004': 'Customer loyalty (NPS) — North America',
  'svy-005': 'Andean checkout experience',
  'svy-006': 'Experiencia digital — Argentina',
  'svy-007': 'Global store experience 2026',
  'svy-008': 'Calidad del servicio — Colombia',
} as const;
type SurveyId = keyof typeof TITLES;

/** Newest first: the default order (created_at descending). */
const BY_CREATED_DESC: SurveyId[] = ['svy-008', 'svy-005', 'svy-002', 'svy-001', 'svy-004', 'svy-003', 'svy-006', 'svy-007'];
const titlesOf = (ids: readonly SurveyId[]) => ids.map((id) => TITLES[id]);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The titles in the order the table shows them. */
function rowTitles(canvas: Canvas): (string | null)[] {
  return canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
}

async function tableLoaded(canvas: Canvas) {
  await canvas.findByRole('rowheader', { name: TITLES['svy-008'] });
}

function row(canvas: Canvas, id: SurveyId): HTMLElement {
  return canvas.getByRole('row', { name: new RegExp(TITLES[id].replace(/[()]/g, '\\$&')) });
}


async function openDetails(canvas: Canvas, id: SurveyId) {
  await tableLoaded(canvas);
  await userEvent.click(within(row(canvas, id)).getByRole('rowheader'));
  const dialog = await screen.findByRole('dialog', { name: 'Survey Details' });
  await settled(dialog);
  await waitFor(() => expect(within(dialog).queryByText('Loading survey details...')).toBeNull());
  return dialog;
}

async function openDelete(canvas: Canvas, id: SurveyId) {
  await tableLoaded(canvas);
  await userEvent.click(canvas.getByRole('button', { name: `Delete ${TITLES[id]}` }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Survey' });
  await settled(dialog);
  return dialog;
}

const meta = {
  title: 'Pages/Survey Management',
  component: SurveysPage,
  parameters: { route: appRoutes.surveys, layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SurveysNowProvider now={NOW}>
        <Story />
      </SurveysNowProvider>
    ),
  ],
  beforeEach: () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    toastQueue.clear();
    return () => {
      tokenStorage.clear();
      toastQueue.clear();
    };
  },
} satisfies Meta<typeof SurveysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight fixture surveys, newest first, with their badges: open on the fixtures' today is Active. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Survey Management' })).toBeVisible();
    await expect(canvas.getByText('View, filter and manage all your surveys')).toBeVisible();
    await tableLoaded(canvas);
    const table = canvas.getByRole('grid', { name: 'Surveys' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Created at', 'Start', 'End', 'Title', 'Creator', 'Status', 'Responses', 'Actions',
    ]);
    await expect(canvas.getByRole('columnheader', { name: 'Created at' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowTitles(canvas)).toEqual(titlesOf(BY_CREATED_DESC));

    const cells = (id: SurveyId) => within(row(canvas, id)).getAllByRole('gridcell').map((cell) => cell.textContent);
    await expect(cells('svy-008').slice(0, 6)).toEqual(['Nov 20, 2026', 'Nov 20, 2026', 'Dec 20, 2026', 'ana.garcia', 'Active', '3']);
    await expect(cells('svy-007').slice(0, 6)).toEqual(['May 10, 2026', 'May 20, 2026', 'Jun 30, 2026', 'admin', 'Inactive', '1,540']);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Active for the three surveys open on the fixtures' today, Inactive for past and future ones. */
export const StatusBadges: Story = {
  play: async ({ canvas }) => {
    await tableLoaded(canvas);
    for (const id of ['svy-001', 'svy-002', 'svy-008'] as const) {
      await expect(within(row(canvas, id)).getByText('Active')).toBeVisible();
    }
    // Past (svy-003, svy-004, svy-006, svy-007) and future (svy-005).
    for (const id of ['svy-003', 'svy-004', 'svy-005', 'svy-006', 'svy-007'] as const) {
      await expect(within(row(canvas, id)).getByText('Inactive')).toBeVisible();
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.list.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading surveys...');
    // The header and the one status row.
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.list.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No surveys found.')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** The server's detail, in the table's one row. */
export const ListError: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.list.error] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Internal server error: the database is not reachable.');
    await expect(canvas.getByRole('grid', { name: 'Surveys' })).toContainElement(alert);
  },
};

/** No detail in the answer: the spec's fallback text. */
export const ListErrorWithoutDetail: Story = {
  parameters: {
    msw: { handlers: { survey: [http.get(anyOrigin('/api/surveys'), () => new HttpResponse(null, { status: 502 }))] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An unknown error occurred');
  },
};

/** Title and creator: case-insensitive substrings, as you type; the date pickers are held but filter nothing. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await tableLoaded(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Survey Title' }), 'EXPERIENCIA');
    await expect(rowTitles(canvas)).toEqual(titlesOf(['svy-001', 'svy-006']));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Creator' }), 'Park');
    await expect(rowTitles(canvas)).toEqual(titlesOf(['svy-006']));

    const [month] = within(canvas.getByRole('group', { name: 'Start Date' })).getAllByRole('spinbutton');
    if (!month) throw new Error('No date segments');
    await userEvent.click(month);
    await userEvent.keyboard('12012026');
    await expect(rowTitles(canvas)).toEqual(titlesOf(['svy-006']));

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('textbox', { name: 'Survey Title' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Creator' })).toHaveValue('');
    await expect(rowTitles(canvas)).toEqual(titlesOf(BY_CREATED_DESC));
  },
};

export const FilteredEmpty: Story = {
  play: async ({ canvas }) => {
    await tableLoaded(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Survey Title' }), 'no such survey');
    await expect(canvas.getByText('No surveys found matching your criteria.')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** Search changes nothing: it spins for 500 ms. */
export const SearchSpinner: Story = {
  play: async ({ canvas }) => {
    await tableLoaded(canvas);
    const search = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(search);
    await expect(search).toHaveAttribute('data-pending', 'true');
    await waitFor(() => expect(search).not.toHaveAttribute('data-pending'), { timeout: 2000 });
    await expect(rowTitles(canvas)).toEqual(titlesOf(BY_CREATED_DESC));
    removeOrphanedAnnouncements();
  },
};

/** A new column starts descending, the same column flips; Actions does not sort. */
export const Sorted: Story = {
  play: async ({ canvas }) => {
    await tableLoaded(canvas);
    const responses = canvas.getByRole('columnheader', { name: 'Responses' });
    await userEvent.click(responses);
    await expect(responses).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: 'Created at' })).toHaveAttribute('aria-sort', 'none');
    const byResponsesDesc: SurveyId[] = ['svy-007', 'svy-003', 'svy-001', 'svy-004', 'svy-002', 'svy-006', 'svy-008', 'svy-005'];
    await expect(rowTitles(canvas)).toEqual(titlesOf(byResponsesDesc));
    await userEvent.click(responses);
    await expect(responses).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowTitles(canvas)).toEqual(titlesOf([...byResponsesDesc].reverse()));

    const title = canvas.getByRole('columnheader', { name: 'Title' });
    await userEvent.click(title);
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await expect(rowTitles(canvas)).toEqual(
      titlesOf(['svy-002', 'svy-003', 'svy-007', 'svy-001', 'svy-006', 'svy-004', 'svy-008', 'svy-005']),
    );

    // Active first when descending; equals keep the order the server listed them in.
    const status = canvas.getByRole('columnheader', { name: 'Status' });
    await userEvent.click(status);
    await expect(rowTitles(canvas)).toEqual(
      titlesOf(['svy-001', 'svy-002', 'svy-008', 'svy-003', 'svy-004', 'svy-005', 'svy-006', 'svy-007']),
    );
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
  },
};

/** A row press opens the dialog: the fields, the links, the countries with their region and the questions in order. */
export const DetailsLoaded: Story = {
  play: async ({ canvas }) => {
    const detail = findSurveyDetailFixture('svy-008');
    if (!detail) throw new Error('No svy-008 fixture');
    const dialog = within(await openDetails(canvas, 'svy-008'));
    await expect(dialog.getByText('Calidad del servicio — Colombia')).toBeVisible();
    // Set for 09:00 to 17:00 in Bogota; the stories' browser is in Mexico City, an hour behind, and says so.
    await expect(dialog.getByText('Start Date').nextElementSibling).toHaveTextContent('Nov 20, 2026');
    await expect(dialog.getByText('Start Time').nextElementSibling).toHaveTextContent('08:00');
    await expect(dialog.getByText('End Time').nextElementSibling).toHaveTextContent('16:00');
    await expect(dialog.getByText('Times Shown In').nextElementSibling).toHaveTextContent('America/Mexico_City (GMT-6), your time zone');
    await expect(dialog.getByText('Scheduled In').nextElementSibling).toHaveTextContent(
      'America/Bogota (GMT-5): Nov 20, 2026 09:00 to Dec 20, 2026 17:00',
    );

    const links = dialog.getByRole('list', { name: 'Participation links' });
    const urls = linksOfSurveyDetail(detail).map((link) => link.url);
    const anchors = within(links).getAllByRole('link');
    await expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual(urls);
    await expect(anchors[0]).toHaveAttribute('target', '_blank');

    const countries = within(dialog.getByRole('list', { name: 'Target countries' }));
    await expect(countries.getByText('Colombia')).toBeVisible();
    await expect(countries.getByText('Latin America & Caribbean')).toBeVisible();

    const questions = within(dialog.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    // Each question with its type: the catalogue's are text questions.
    await expect(questions.map((item) => item.textContent)).toEqual(detail.questions?.map((question) => `${question.text}Text`));
  },
};

/**
 * An address naming a survey (the Dashboard's recent activity links to one) opens its details; closing them returns
 * to the list's address.
 */
export const DetailsFromAddress: Story = {
  parameters: { route: surveyDetailsPath('svy-008') },
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Survey Details' });
    await settled(dialog);
    await expect(await within(dialog).findByText('Calidad del servicio — Colombia')).toBeVisible();
    await userEvent.click(within(dialog).getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Survey Details' })).toBeNull());
    // Another survey opens as before, now named in the address.
    const other = within(await openDetails(canvas, 'svy-002'));
    await expect(await other.findByText(TITLES['svy-002'])).toBeVisible();
  },
};

/**
 * The view button opens the same dialog; questions show by their order, not their position in the answer, each with its
 * type, and a multiple-choice question with its options.
 */
export const DetailsQuestionsInOrder: Story = {
  parameters: {
    msw: {
      handlers: {
        survey: [
          surveyHandlers.list.ok,
          surveyHandlers.translations.ok,
          surveyHandlers.funnel.ok,
          http.get(anyOrigin('/api/surveys/:id'), () =>
            HttpResponse.json(
              makeSurveyDetail({
                questions: [
                  makeSurveyQuestion({ questionId: 'q3', text: '¿Qué tienda visitó?', order: 3, type: 'multiple_choice', options: ['Centro', 'Norte', 'Sur'] }),
                  makeSurveyQuestion({ questionId: 'q2', text: '¿Encontró todo lo que buscaba?', order: 2 }),
                  makeSurveyQuestion({ questionId: 'q1', text: '¿Qué tan satisfecho quedó?', order: 1, type: 'rating' }),
                ],
              }),
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await tableLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `View ${TITLES['svy-001']}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey Details' });
    await settled(dialog);
    const list = await within(dialog).findByRole('list', { name: 'Questions' });
    const questions = [...list.children];
    await expect(questions.map((item) => item.firstElementChild?.firstElementChild?.textContent)).toEqual([
      '¿Qué tan satisfecho quedó?Rating (1 to 5)',
      '¿Encontró todo lo que buscaba?Text',
      '¿Qué tienda visitó?Multiple choice',
    ]);
    const options = within(within(list).getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    await expect(options.map((item) => item.textContent)).toEqual(['Centro', 'Norte', 'Sur']);
    // The footer's Close (the header's X is named 'Close' too).
    await userEvent.click(within(dialog).getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Survey Details' })).toBeNull());
  },
};

/** Copy All Links and a link's own copy button, each with its toast. */
export const DetailsCopyLinks: Story = {
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      const dialog = within(await openDetails(canvas, 'svy-008'));
      await userEvent.click(await dialog.findByRole('button', { name: 'Copy All Links' }));
      await settled(await screen.findByRole('alertdialog', { name: 'All Links Copied!' }));
      const detail = findSurveyDetailFixture('svy-008');
      const links = detail ? linksOfSurveyDetail(detail) : [];
      await expect(writeText).toHaveBeenLastCalledWith(linksAsText(links));

      await userEvent.click(dialog.getByRole('button', { name: 'Copy link for Colombia Spanish Channel 2' }));
      await settled(await screen.findByRole('alertdialog', { name: 'Link Copied!' }));
      await expect(writeText).toHaveBeenLastCalledWith(links[1]?.url);
    } finally {
      writeText.mockRestore();
    }
  },
};

export const DetailsCopyFailed: Story = {
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    try {
      const dialog = within(await openDetails(canvas, 'svy-008'));
      await userEvent.click(await dialog.findByRole('button', { name: 'Copy link for Colombia Spanish Channel 1' }));
      const toast = await screen.findByRole('alertdialog', { name: 'Copy Failed' });
      await settled(toast);
      await expect(within(toast).getByText('Failed to copy link to clipboard')).toBeVisible();
    } finally {
      writeText.mockRestore();
    }
  },
};

/** A survey with nothing but a title: the three empty texts, 'N/A' for the schedule, and Copy All refuses. */
export const DetailsEmpty: Story = {
  parameters: {
    msw: {
      handlers: {
        survey: [
          surveyHandlers.list.ok,
          surveyHandlers.translations.ok,
          surveyHandlers.funnel.empty,
          http.get(anyOrigin('/api/surveys/:id'), () =>
            HttpResponse.json(
              makeSurveyDetail({
                links: [],
                target_countries: [],
                questions: [],
                start_date: null,
                start_time: null,
                end_date: null,
                end_time: null,
                start_datetime_utc: null,
                end_datetime_utc: null,
                timezone: null,
              }),
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = within(await openDetails(canvas, 'svy-001'));
    await expect(dialog.getByText('No participation links available.')).toBeVisible();
    await expect(dialog.getByText('No target countries specified.')).toBeVisible();
    await expect(dialog.getByText('No questions defined for this survey.')).toBeVisible();
    await expect(dialog.getAllByText('N/A')).toHaveLength(4);
    // Nobody has opened a link: every stage is 0 and no share is made up.
    const funnel = within(await dialog.findByRole('group', { name: 'Response funnel' }));
    await expect(funnel.getAllByText('0')).toHaveLength(3);
    await expect(funnel.getAllByText(/^– of /)).toHaveLength(2);

    await userEvent.click(dialog.getByRole('button', { name: 'Copy All Links' }));
    const toast = await screen.findByRole('alertdialog', { name: 'No links to copy' });
    await settled(toast);
    await expect(within(toast).getByText('There are no survey links to copy')).toBeVisible();
  },
};

export const DetailsError: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.list.ok, surveyHandlers.detail.error] } } },
  play: async ({ canvas }) => {
    const dialog = within(await openDetails(canvas, 'svy-002'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error loading survey details: Internal server error: the database is not reachable.',
    );
    await expect(dialog.getByText('Close')).toBeVisible();
  },
};

export const DetailsErrorWithoutDetail: Story = {
  parameters: {
    msw: {
      handlers: {
        survey: [surveyHandlers.list.ok, http.get(anyOrigin('/api/surveys/:id'), () => new HttpResponse(null, { status: 500 }))],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = within(await openDetails(canvas, 'svy-002'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Error loading survey details: Failed to fetch survey details');
  },
};

/** The Responses card of svy-004 (the United States and Canada), once loaded. */
async function openResponses(canvas: Canvas) {
  const dialog = await openDetails(canvas, 'svy-004');
  await within(dialog).findByRole('group', { name: 'Response funnel' });
  return within(dialog);
}

/**
 * Visits, started and complete responses with the share of the stage before, and the same per country and per channel;
 * the started figure is the survey's responses in the list.
 */
export const DetailsResponses: Story = {
  play: async ({ canvas }) => {
    const funnel = findSurveyFunnelFixture('svy-004');
    if (!funnel) throw new Error('No svy-004 funnel fixture');
    const dialog = await openResponses(canvas);
    const stages = within(dialog.getByRole('group', { name: 'Response funnel' }));
    await expect(stages.getByText('Visits').nextElementSibling).toHaveTextContent(String(funnel.visits));
    await expect(stages.getByText('Started').nextElementSibling).toHaveTextContent(String(funnel.started));
    await expect(stages.getByText('Complete').nextElementSibling).toHaveTextContent(String(funnel.complete));
    await expect(stages.getByText(`${Math.round((funnel.started / funnel.visits) * 100)}% of visits`)).toBeVisible();
    await expect(stages.getByText(`${Math.round((funnel.complete / funnel.started) * 100)}% of started`)).toBeVisible();

    const byCountry = within(dialog.getByRole('grid', { name: 'Responses by country' }));
    // The grid builds its rows from the collection a moment after it appears.
    const countryRows = (await byCountry.findAllByRole('row')).slice(1);
    await expect(countryRows.map((row) => row.textContent)).toEqual(
      funnel.by_country.map((country) => `${country.country_name}${country.visits}${country.started}${country.complete}`),
    );
    const byChannel = within(dialog.getByRole('grid', { name: 'Responses by channel' }));
    await expect((await byChannel.findAllByRole('rowheader')).map((cell) => cell.textContent)).toEqual(funnel.by_channel.map((channel) => `Channel ${channel.channel}`));
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

export const DetailsResponsesLoading: Story = {
  parameters: {
    msw: { handlers: { survey: [surveyHandlers.list.ok, surveyHandlers.detail.ok, surveyHandlers.translations.ok, surveyHandlers.funnel.loading] } },
  },
  play: async ({ canvas }) => {
    const dialog = within(await openDetails(canvas, 'svy-005'));
    await expect(dialog.getByText('Loading responses...')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Questions' })).toBeVisible();
  },
};

export const DetailsResponsesError: Story = {
  parameters: {
    msw: { handlers: { survey: [surveyHandlers.list.ok, surveyHandlers.detail.ok, surveyHandlers.translations.ok, surveyHandlers.funnel.error] } },
  },
  play: async ({ canvas }) => {
    const dialog = within(await openDetails(canvas, 'svy-005'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error loading responses: Internal server error: the database is not reachable.',
    );
    await expect(dialog.getByRole('list', { name: 'Questions' })).toBeVisible();
  },
};

/** The Translations card of svy-004, once loaded. */
async function openTranslations(canvas: Canvas) {
  const dialog = await openDetails(canvas, 'svy-004');
  await within(dialog).findByRole('list', { name: 'Spanish translations' });
  return within(dialog);
}

/** Each target locale with its status, how many items it has, why it fell back, and who wrote each text. */
export const DetailsTranslations: Story = {
  play: async ({ canvas }) => {
    const dialog = await openTranslations(canvas);
    const spanish = within(dialog.getByRole('region', { name: 'Spanish (es)' }));
    await expect(spanish.getByText('Translated')).toBeVisible();
    await expect(spanish.getByText('3 of 3 translated')).toBeVisible();
    const [title, firstQuestion] = within(spanish.getByRole('list', { name: 'Spanish translations' })).getAllByRole('listitem');
    await expect(title).toHaveTextContent('Lealtad del cliente (NPS) — Norteamérica');
    await expect(within(firstQuestion ?? document.body).getByText('Edited by staff')).toBeVisible();

    const french = within(dialog.getByRole('region', { name: 'French (fr)' }));
    await expect(french.getByText('Shown in English')).toBeVisible();
    await expect(french.getByText('1 of 3 translated')).toBeVisible();
    await expect(french.getByText('Respondents read English: The provider does not translate French.')).toBeVisible();
    await expect(dialog.getByText('1 of 2 languages translated, 1 shown in English')).toBeVisible();
    await expect(dialog.queryByText('All languages translated')).toBeNull();
    await expect(french.getAllByText('Not translated')).toHaveLength(2);
    await expect(dialog.getAllByRole('button', { name: /^Edit translation of / })).toHaveLength(6);
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** An edit saved: a toast, the new text with the staff marker, and the French locale whole again. */
export const DetailsTranslationEdited: Story = {
  play: async ({ canvas }) => {
    const dialog = await openTranslations(canvas);
    const french = within(dialog.getByRole('region', { name: 'French (fr)' }));
    await userEvent.click(french.getByRole('button', { name: 'Edit translation of Question 1 (French)' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit translation' });
    await settled(edit);
    await userEvent.type(within(edit).getByRole('textbox', { name: /Translation/ }), 'Quelle est la probabilité que vous nous recommandiez ?');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save translation' }));
    await settled(await screen.findByRole('alertdialog', { name: 'Translation saved' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit translation' })).toBeNull());

    const [, firstQuestion] = within(french.getByRole('list', { name: 'French translations' })).getAllByRole('listitem');
    await expect(firstQuestion).toHaveTextContent('Quelle est la probabilité que vous nous recommandiez ?');
    await expect(within(firstQuestion ?? document.body).getByText('Edited by staff')).toBeVisible();
    await expect(french.getByText('2 of 3 translated')).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
    removeOrphanedAnnouncements();
  },
};

/** A user who may not edit reads the translations without the action. */
export const DetailsTranslationsReadOnly: Story = {
  parameters: {
    msw: { handlers: { survey: [surveyHandlers.list.ok, surveyHandlers.detail.ok, surveyHandlers.funnel.ok, surveyHandlers.translationsReadOnly] } },
  },
  play: async ({ canvas }) => {
    const dialog = await openTranslations(canvas);
    await expect(dialog.getByText('Lealtad del cliente (NPS) — Norteamérica')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /^Edit translation/ })).toBeNull();
  },
};

/** A single-language survey has nothing to translate. */
export const DetailsTranslationsNone: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await openDetails(canvas, 'svy-008'));
    await expect(await dialog.findByText('No translations: the survey is in its source language only.')).toBeVisible();
  },
};

export const DetailsTranslationsError: Story = {
  parameters: {
    msw: { handlers: { survey: [surveyHandlers.list.ok, surveyHandlers.detail.ok, surveyHandlers.funnel.ok, surveyHandlers.translations.error] } },
  },
  play: async ({ canvas }) => {
    const dialog = within(await openDetails(canvas, 'svy-004'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error loading translations: Internal server error: the database is not reachable.',
    );
    // The rest of the details is still there.
    await expect(dialog.getByRole('list', { name: 'Questions' })).toBeVisible();
  },
};

/** A viewer may delete none of the surveys (the list says so): no row offers Delete, every row still offers View. */
export const ReadOnlyViewer: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.listReadOnly, surveyHandlers.detail.ok, surveyHandlers.funnel.ok, surveyHandlers.translations.ok] } } },
  beforeEach: () => {
    tokenStorage.write(makeSessionTokens(demoUsers.viewer));
  },
  play: async ({ canvas }) => {
    await tableLoaded(canvas);
    await expect(canvas.queryAllByRole('button', { name: /^Delete / })).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: /^View / })).toHaveLength(BY_CREATED_DESC.length);
  },
};

/** Delete asks first; Cancel keeps the survey. */
export const DeleteConfirm: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas, 'svy-004');
    await expect(within(dialog).getByText('Delete this survey? This cannot be undone.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete Survey' })).toBeNull());
    await expect(row(canvas, 'svy-004')).toBeVisible();
  },
};

export const DeleteSuccess: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas, 'svy-004');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete Survey' })).toBeNull());
    await expect(rowTitles(canvas)).toEqual(titlesOf(BY_CREATED_DESC.filter((id) => id !== 'svy-004')));
    removeOrphanedAnnouncements();
  },
};

/** No detail in the answer: 'Delete failed', and the survey stays. */
export const DeleteFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        survey: [surveyHandlers.list.ok, http.delete(anyOrigin('/api/surveys/:id'), () => new HttpResponse(null, { status: 500 }))],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas, 'svy-004');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Delete failed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete Survey' })).toBeNull());
    await expect(row(canvas, 'svy-004')).toBeVisible();
    removeOrphanedAnnouncements();
  },
};

/** The server says why: its message. */
export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        survey: [
          surveyHandlers.list.ok,
          http.delete(anyOrigin('/api/surveys/:id'), () => errorResponse(403, 'You may only delete surveys you created.')),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas, 'svy-004');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('You may only delete surveys you created.');
    await expect(row(canvas, 'svy-004')).toBeInTheDocument();
    removeOrphanedAnnouncements();
  },
};

const MANY_SURVEYS = makeManySurveys(2000);

/** 2,000 surveys: the table holds the first page of them and offers more (bench/surveyTable.ts times this story). */
export const TwoThousandSurveys: Story = {
  tags: ['!autodocs'],
  parameters: { msw: { handlers: { survey: [http.get(anyOrigin('/api/surveys'), () => HttpResponse.json(MANY_SURVEYS))] } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: `Show more surveys (${String(SURVEY_TABLE_PAGE_ROWS)} of 2,000)` })).toBeVisible();
    const bodyRows = canvasElement.querySelectorAll('tbody tr');
    await expect(bodyRows).toHaveLength(SURVEY_TABLE_PAGE_ROWS);
    await expect(bodyRows[0]).toHaveTextContent(MANY_SURVEYS[0]?.title ?? '');
  },
};

/** A sort and the filter work on all 2,000; the table holds the first page of the result. */
export const TwoThousandSurveysSortedAndFiltered: Story = {
  ...TwoThousandSurveys,
  name: 'Two Thousand Surveys, Sorted and Filtered',
  play: async (context) => {
    await TwoThousandSurveys.play?.(context);
    const { canvas, canvasElement } = context;
    const bodyRows = () => canvasElement.querySelectorAll('tbody tr');

    // The most responses of all 2,000 (1,499) comes first, wherever it was in the list.
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Responses' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('1,499'));

    // '#1' is in 1,111 titles (#1, #10-#19, #100-#199, #1000-#1999); pasted, so the table changes once.
    const title = canvas.getByRole('textbox', { name: 'Survey Title' });
    await userEvent.click(title);
    await userEvent.paste('#1');
    await expect(await canvas.findByRole('button', { name: `Show more surveys (${String(SURVEY_TABLE_PAGE_ROWS)} of 1,111)` })).toBeVisible();
    await userEvent.paste('999');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await expect(bodyRows()[0]).toHaveTextContent(MANY_SURVEYS[1998]?.title ?? '');
    await expect(canvas.queryByRole('button', { name: /Show more surveys/ })).toBeNull();
  },
};
