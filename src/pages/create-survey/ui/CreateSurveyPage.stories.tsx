import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { demoUsers, makeSessionTokens, type DemoUser } from '@/entities/session/mocks';
import { makeSurveyDetail, surveyHandlers, translationProgressFixtures, translationProgressSequence } from '@/entities/survey/mocks';
import { tokenStorage } from '@/shared/api';
import { appRoutes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { anyOrigin, errorResponse, mockEndpoint } from '@/shared/lib/mock-api';
import { toastQueue } from '@/shared/ui/toast';

import { markTourCompleted, TOUR_COMPLETED_KEY, TOUR_STEPS } from '../model/tour';
import { CreateSurveyPage } from './CreateSurveyPage';

/**
 * Signs `user` in for the story, with an empty toast queue and the tour already taken (unless `withTour`), and signs out
 * after it.
 */
function signedInAs(user: DemoUser, { withTour = false } = {}) {
  return () => {
    tokenStorage.write(makeSessionTokens(user));
    toastQueue.clear();
    if (withTour) localStorage.removeItem(TOUR_COMPLETED_KEY);
    else markTourCompleted();
    return () => {
      tokenStorage.clear();
      toastQueue.clear();
      localStorage.removeItem(TOUR_COMPLETED_KEY);
    };
  };
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function typeDate(canvas: Canvas, label: string, digits: string) {
  const [month] = within(canvas.getByRole('group', { name: label })).getAllByRole('spinbutton');
  if (!month) throw new Error(`No segments in ${label}`);
  await userEvent.click(month);
  await userEvent.keyboard(digits);
}

/** Opens the regions dialog, picks `regions` and closes it. */
async function chooseRegions(canvas: Canvas, regions: readonly string[]) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Select regions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Target Regions' });
  for (const region of regions) await userEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(`^${region}`) }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
}

/** A valid survey for `regions` (all their countries), two questions, dates far ahead. */
async function fillValidForm(canvas: Canvas, regions: readonly string[] = ['North America']) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), 'Store visit satisfaction');
  await typeDate(canvas, 'Start date', '03012099');
  await typeDate(canvas, 'End date', '03312099');
  await chooseRegions(canvas, regions);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Question 1' }), 'How satisfied are you with your visit?');
  await userEvent.click(canvas.getByRole('button', { name: 'Add Question' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Question 2' }), 'What could we do better?');
}

/** Fills the form, submits it and waits for the Review dialog to have finished opening. */
async function openReview(canvas: Canvas, regions?: readonly string[]) {
  await fillValidForm(canvas, regions);
  await userEvent.click(canvas.getByRole('button', { name: 'Create Survey' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review Your Survey' });
  await settled(dialog);
  return dialog;
}

/** Dialogs and toasts fade in: wait until `element` is fully shown before judging what is visible. */
async function settled(element: HTMLElement) {
  await waitFor(() => expect(element).toBeVisible());
}

const meta = {
  title: 'Pages/Create Survey',
  component: CreateSurveyPage,
  parameters: { route: appRoutes.createSurvey, layout: 'fullscreen' },
  beforeEach: signedInAs(demoUsers.admin),
} satisfies Meta<typeof CreateSurveyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A global user's blank form: default times, one channel, one question, nothing chosen. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Survey' })).toBeVisible();
    await expect(await canvas.findByText('All dates and times are in your local timezone.')).toBeVisible();
    const start = within(canvas.getByRole('group', { name: 'Start time' }));
    await expect(start.getByRole('button', { name: /09/ })).toBeVisible();
    await expect(start.getByRole('button', { name: /00/ })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'End time' })).getByRole('button', { name: /17/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Target Channels' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Refine countries' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Select regions' })).toBeEnabled();
  },
};

/** Submitting the blank form: every message next to its field, the country toast, and the focus on the title. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Survey' }));
    await expect(await canvas.findByText('Title must be at least 5 characters long')).toBeVisible();
    await expect(canvas.getByText('Start date is required.')).toBeVisible();
    await expect(canvas.getByText('End date is required.')).toBeVisible();
    await expect(canvas.getByText('Question text is required')).toBeVisible();
    await expect(canvas.getAllByText('Please select at least one target country.')[0]).toBeVisible();
    const toast = await screen.findByRole('alertdialog', { name: /Validation Error/ });
    await settled(toast);
    await expect(within(toast).getByText('Please select at least one target country.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  },
};

/** An end before the start, then the same day with the end time first. */
export const ScheduleOrderErrors: Story = {
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await typeDate(canvas, 'End date', '02282099');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Survey' }));
    await expect(await canvas.findByText('End date must be after start date.')).toBeVisible();
    await typeDate(canvas, 'End date', '03012099');
    const endHour = within(canvas.getByRole('group', { name: 'End time' })).getAllByRole('button')[0];
    if (!endHour) throw new Error('No hour select');
    await userEvent.click(endHour);
    await userEvent.click(await screen.findByRole('option', { name: '08' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Survey' }));
    await expect(await canvas.findByText('When start and end dates are the same, end time must be after start time.')).toBeVisible();
  },
};

/** A start typed in the past (the calendar greys those days out, typing does not): refused next to the field, no review. */
export const StartInThePast: Story = {
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await typeDate(canvas, 'Start date', '03012020');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Survey' }));
    await expect(await canvas.findByText('The survey cannot start in the past.')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Review Your Survey' })).toBeNull();
  },
};

/** Target Channels may be empty while typing and takes 1 when left empty; only whole numbers of at least 1 are taken. */
export const ChannelsInput: Story = {
  play: async ({ canvas }) => {
    const channels = await canvas.findByRole('textbox', { name: 'Target Channels' });
    // Backspace empties the field for typing anew: 3 is then 3, not 13.
    await userEvent.click(channels);
    await userEvent.keyboard('{End}{Backspace}');
    await expect(channels).toHaveValue('');
    await userEvent.keyboard('3');
    await expect(channels).toHaveValue('3');
    await userEvent.type(channels, 'x');
    await expect(channels).toHaveValue('3');
    // Left empty, it takes 1.
    await userEvent.clear(channels);
    await expect(channels).toHaveValue('');
    await userEvent.tab();
    await expect(channels).toHaveValue('1');
    // Above the maximum it stays as typed, and the form says so on submit.
    await userEvent.tripleClick(channels);
    await userEvent.keyboard('51');
    await expect(channels).toHaveValue('51');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Survey' }));
    await expect(await canvas.findByText('Target channels must be at most 50')).toBeVisible();
  },
};

/** The regions dialog: search, All, select and deselect; a region brings its countries and takes them away. */
export const RegionsDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Select regions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Select Target Regions' }));
    await userEvent.type(dialog.getByRole('searchbox'), 'eur');
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Europe/ }));
    await userEvent.clear(dialog.getByRole('searchbox'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'All' }));
    await expect(dialog.getByText('5 selected')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'All' }));
    await expect(dialog.getByText('0 selected')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Europe/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(within(canvas.getByRole('list', { name: 'Selected regions' })).getByText('Europe')).toBeVisible();
    await expect(canvas.getByText('5 selected')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Selected countries' })).getByText('Germany')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Europe' }));
    await expect(canvas.getByText('0 selected')).toBeVisible();
  },
};

/** The countries dialog offers only the chosen regions' countries; deselecting one drops its language. */
export const CountriesDialog: Story = {
  play: async ({ canvas }) => {
    await chooseRegions(canvas, ['North America']);
    await expect(within(canvas.getByRole('list', { name: 'Survey languages' })).getByText('French')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refine countries' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refine Target Countries' }));
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Canada' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Survey languages' })).queryByText(/French/)).toBeNull());
  },
};

/** A region manager: the region is preset, its picker disabled with the reason, and its chip cannot be removed. */
export const RegionLockedUser: Story = {
  beforeEach: signedInAs(demoUsers.latamManager),
  play: async ({ canvas }) => {
    const regions = within(await canvas.findByRole('list', { name: 'Selected regions' }));
    await expect(regions.getByText('Latin America & Caribbean')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove Latin America & Caribbean' })).toBeNull();
    const locked = canvas.getByRole('button', { name: /Select regions/ });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    for (let presses = 0; presses < 20 && document.activeElement !== locked; presses += 1) await userEvent.tab();
    await expect(locked).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Region is pre-selected based on your access level');
    await expect(canvas.getByText('14 selected')).toBeVisible();
  },
};

/** A local user: only the allowed countries, preset, and their chips cannot be removed. */
export const LocalLockedUser: Story = {
  beforeEach: signedInAs(demoUsers.mexicoLocal),
  play: async ({ canvas }) => {
    const countries = within(await canvas.findByRole('list', { name: 'Selected countries' }));
    await expect(countries.getByText('Mexico')).toBeVisible();
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove Mexico' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Refine countries' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refine Target Countries' }));
    await expect(dialog.getAllByRole('checkbox').map((box) => box.getAttribute('value') ?? box.textContent)).toHaveLength(2);
  },
};

/** Choosing Latin America brings Haiti, which has no supported language: flagged, English, and a notice toast. */
/** A viewer (no create group) who opens /create-survey by its address: told so at once, with no form to fill in vain. */
export const NotAllowed: Story = {
  beforeEach: signedInAs(demoUsers.viewer),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'You cannot create surveys' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Surveys' })).toHaveAttribute('href', appRoutes.surveys);
    await expect(canvas.queryByRole('textbox', { name: /Survey Title/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create Survey' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Take the tour' })).toBeNull();
  },
};

export const UnsupportedLanguageNotice: Story = {
  play: async ({ canvas }) => {
    await chooseRegions(canvas, ['Latin America & Caribbean']);
    const toast = await screen.findByRole('alertdialog', { name: /Language Notice/ });
    await settled(toast);
    await expect(within(toast).getByText('Haiti has no supported language; English will be used.')).toBeVisible();
    await expect(canvas.getByText('No supported language for Haiti: surveyed in English.')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Survey languages' })).getByText('English')).toBeVisible();
  },
};

/** The review of a small survey: every part as entered, and the translation notice. */
export const ReviewShort: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await openReview(canvas));
    await expect(dialog.getByText('Please review all details before creating your survey')).toBeVisible();
    await expect(dialog.getByText('Store visit satisfaction')).toBeVisible();
    await expect(dialog.getByText('Questions (2)')).toBeVisible();
    await expect(dialog.getByText('Mar 1, 2099 09:00')).toBeVisible();
    await expect(dialog.getByText('Mar 31, 2099 17:00')).toBeVisible();
    await expect(dialog.getByText('Countries (2)')).toBeVisible();
    await expect(dialog.getByText('United States, Canada')).toBeVisible();
    await expect(dialog.getByText(/typically takes 2-5 minutes/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back to Edit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review Your Survey' })).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Store visit satisfaction');
  },
};

/** Picks `type` in question `number`'s type select. */
async function chooseQuestionType(canvas: Canvas, number: number, type: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`Question ${String(number)} type`) }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: type }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/**
 * The four question types: a rating and NPS say their scale, NPS offers the standard wording, and multiple choice opens
 * two empty options, with Remove disabled at two.
 */
export const QuestionTypes: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Question 1' });
    await expect(canvas.getByRole('button', { name: /Question 1 type/ })).toHaveTextContent('Text');
    await chooseQuestionType(canvas, 1, 'Rating (1 to 5)');
    await expect(canvas.getByText('Answered from 1 (Very dissatisfied) to 5 (Very satisfied).')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add Question' }));
    await chooseQuestionType(canvas, 2, 'NPS (0 to 10)');
    await expect(canvas.getByText('Answered from 0 (Not at all likely) to 10 (Extremely likely).')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use the standard NPS question' }));
    await expect(canvas.getByRole('textbox', { name: 'Question 2' })).toHaveValue('How likely are you to recommend ... to a friend or colleague?');
    await expect(canvas.queryByRole('button', { name: 'Use the standard NPS question' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Add Question' }));
    await chooseQuestionType(canvas, 3, 'Multiple choice');
    const options = within(canvas.getByRole('group', { name: 'Options of question 3' }));
    await expect(options.getAllByRole('textbox')).toHaveLength(2);
    await expect(options.getByRole('button', { name: 'Remove option 1 of question 3' })).toBeDisabled();
    await userEvent.type(options.getByRole('textbox', { name: 'Option 1' }), 'Centro');
    await userEvent.type(options.getByRole('textbox', { name: 'Option 2' }), 'Norte');
  },
};

/** A multiple-choice question's option rules, each message next to its option, and Add Option stopping at 10. */
export const ChoiceOptionErrors: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Question 1' });
    await chooseQuestionType(canvas, 1, 'Multiple choice');
    const options = within(canvas.getByRole('group', { name: 'Options of question 1' }));
    await userEvent.type(options.getByRole('textbox', { name: 'Option 1' }), 'Centro');
    await userEvent.type(options.getByRole('textbox', { name: 'Option 2' }), 'centro');
    await userEvent.click(options.getByRole('button', { name: 'Add Option' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Survey' }));
    await expect(await options.findByText('Each option must be different.')).toBeVisible();
    await expect(options.getByText('Option text is required')).toBeVisible();
    for (let count = 3; count < 10; count += 1) await userEvent.click(options.getByRole('button', { name: 'Add Option' }));
    await expect(options.getAllByRole('textbox')).toHaveLength(10);
    await expect(options.getByRole('button', { name: 'Add Option' })).toBeDisabled();
    // Back to text: the options go.
    await chooseQuestionType(canvas, 1, 'Text');
    await expect(canvas.queryByRole('group', { name: 'Options of question 1' })).toBeNull();
  },
};

/** The review lists each question with its type, and a choice with its options. */
export const ReviewQuestionTypes: Story = {
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await chooseQuestionType(canvas, 1, 'Rating (1 to 5)');
    await chooseQuestionType(canvas, 2, 'Multiple choice');
    const options = within(canvas.getByRole('group', { name: 'Options of question 2' }));
    await userEvent.type(options.getByRole('textbox', { name: 'Option 1' }), 'Prices');
    await userEvent.type(options.getByRole('textbox', { name: 'Option 2' }), 'Staff');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Your Survey' });
    await settled(dialog);
    const review = within(dialog);
    await expect(review.getByText('Rating (1 to 5)')).toBeVisible();
    await expect(review.getByText('Multiple choice')).toBeVisible();
    await expect(within(review.getByRole('list', { name: 'Options' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Prices', 'Staff']);
  },
};

/** More than 10 countries: the first 10, then '+N more'. */
export const ReviewManyCountries: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await openReview(canvas, ['Latin America & Caribbean']));
    await expect(dialog.getByText('Countries (14)')).toBeVisible();
    await expect(dialog.getByText(/\+4 more$/)).toBeVisible();
  },
};

/** Confirmed: 'Creating Survey...', both buttons disabled, and Escape does not close the dialog. */
export const Creating: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.create.loading] } } },
  play: async ({ canvas }) => {
    const dialogElement = await openReview(canvas);
    const dialog = within(dialogElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Create Survey' }));
    await expect(await dialog.findByRole('button', { name: 'Creating Survey...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Back to Edit' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialogElement).toBeInTheDocument();
  },
};

/** The server refuses: the 'Error' toast carries its detail, and the review stays open to try again. */
export const CreateError: Story = {
  parameters: {
    msw: {
      handlers: {
        survey: [mockEndpoint('post', '/api/surveys', () => errorResponse(403, 'Target countries outside your scope: Mexico'), {}).ok],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = within(await openReview(canvas));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Create Survey' }));
    const toast = await screen.findByRole('alertdialog', { name: /Error/ });
    await settled(toast);
    await expect(within(toast).getByText('Target countries outside your scope: Mexico')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes, Create Survey' })).toBeEnabled();
  },
};

/** The whole flow: created, the overlay follows the translation to the end, then the links dialog opens. */
export const CreatedAndTranslated: Story = {
  parameters: {
    msw: {
      handlers: {
        survey: [
          surveyHandlers.create.ok,
          // The survey just created, read back once translated.
          http.get(anyOrigin('/api/surveys/:id'), ({ params }) => HttpResponse.json(makeSurveyDetail({ id: String(params.id) }))),
          translationProgressSequence([translationProgressFixtures.inProgress, translationProgressFixtures.completed]),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = within(await openReview(canvas));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Create Survey' }));
    const overlay = within(await screen.findByRole('dialog', { name: 'Translating Survey' }));
    await expect(overlay.getByText('Store visit satisfaction')).toBeVisible();
    await expect(await overlay.findByText('All languages translated', {}, { timeout: 8000 })).toBeVisible();
    const links = within(await screen.findByRole('dialog', { name: 'Survey Information' }, { timeout: 8000 }));
    await settled(await screen.findByRole('alertdialog', { name: /Success!/ }));
    await expect(links.getByText(/links generated$/)).toBeVisible();
    // The form starts over after a successful create.
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

/** The first visit: the tour is offered; Skip Tour closes it and remembers. */
export const TourWelcome: Story = {
  beforeEach: signedInAs(demoUsers.admin, { withTour: true }),
  play: async () => {
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Create Survey' });
    await waitFor(() => expect(welcome).toBeVisible());
    await expect(within(welcome).getByRole('button', { name: 'Start Tour' })).toBeVisible();
    await userEvent.click(within(welcome).getByRole('button', { name: 'Skip Tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to Create Survey' })).toBeNull());
    await expect(localStorage.getItem(TOUR_COMPLETED_KEY)).toBe('true');
  },
};

/** Every step with the keyboard: 'Step n of 8' beside the part it explains, Back, Next, then Finish Tour. */
export const TourSteps: Story = {
  beforeEach: signedInAs(demoUsers.admin, { withTour: true }),
  play: async () => {
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Create Survey' });
    await waitFor(() => expect(welcome).toBeVisible());
    within(welcome).getByRole('button', { name: 'Start Tour' }).focus();
    await userEvent.keyboard('{Enter}');
    const firstTitle = i18n._(TOUR_STEPS[0].title);
    for (const [index, step] of TOUR_STEPS.entries()) {
      const title = i18n._(step.title);
      const dialog = await screen.findByRole('dialog', { name: `Tour: ${title}` });
      const view = within(dialog);
      await expect(view.getByText(`Step ${index + 1} of 8`)).toBeInTheDocument();
      await expect(view.getByText(i18n._(step.text))).toBeInTheDocument();
      await expect(document.querySelector(`[data-tour="${step.anchor}"]`)).not.toBeNull();
      if (index === 1) {
        view.getByRole('button', { name: 'Back' }).focus();
        await userEvent.keyboard('{Enter}');
        await screen.findByRole('dialog', { name: `Tour: ${firstTitle}` });
        within(await screen.findByRole('dialog', { name: `Tour: ${firstTitle}` }))
          .getByRole('button', { name: 'Next' })
          .focus();
        await userEvent.keyboard('{Enter}');
        await screen.findByRole('dialog', { name: `Tour: ${title}` });
      }
      const isLast = index === TOUR_STEPS.length - 1;
      within(await screen.findByRole('dialog', { name: `Tour: ${title}` }))
        .getByRole('button', { name: isLast ? 'Finish Tour' : 'Next' })
        .focus();
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull());
    await expect(localStorage.getItem(TOUR_COMPLETED_KEY)).toBe('true');
  },
};
