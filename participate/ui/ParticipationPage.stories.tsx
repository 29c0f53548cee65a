import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { fillMessage, loadRespondentMessages, respondentMessagesFor } from '@/shared/config/respondent-messages';

import {
  arabicScript,
  createRespondMock,
  englishScript,
  makeLink,
  scoredArabicScript,
  scoredEnglishScript,
  scoredSpanishScript,
  spanishScript,
} from '../api/__mocks__/respondMock';
import { formatDate, formatDateTime, formatNumber } from '../lib/format';
import { browserConversationStorage } from '../model/conversationStorage';
import { ParticipationPage } from './ParticipationPage';

/*
 * Every state of the page a participation link opens, against the respondent API in memory (api/__mocks__). Each
 * link below has its own token, so a story's kept conversation never leaks into another's.
 */
const english = createRespondMock({ linkToken: 'Xk4w9QpL2sT7vB1n' });
const FINISH_CONFIRM = respondentMessagesFor('en').finishConfirm;
const notStarted = createRespondMock({
  linkToken: 'Ns2026DecFirstA1',
  link: makeLink({ schedule: 'not_started', starts_at: '2026-12-01T12:00:00.000Z', ends_at: '2026-12-31T12:00:00.000Z' }),
});
const ended = createRespondMock({
  linkToken: 'EndedPtBr20Nov26',
  link: makeLink({ language: 'pt-BR', title: 'Qualidade do atendimento — Brasil', schedule: 'ended', ends_at: '2026-11-20T12:00:00.000Z' }),
});
const spanish = createRespondMock({
  linkToken: 'EsCo7hQ2mV9xR4tZ',
  link: makeLink({ language: 'es', title: 'Calidad del servicio — Colombia' }),
  script: spanishScript,
});
const arabic = createRespondMock({
  linkToken: 'ArEg3kP8wN1cY6uJ',
  link: makeLink({ language: 'ar', title: 'جودة الخدمة — مصر' }),
  script: arabicScript,
});
const scoredEnglish = createRespondMock({ linkToken: 'ScEn5tQ8wR2yU7iO', script: scoredEnglishScript });
const scoredSpanish = createRespondMock({
  linkToken: 'ScEs1aS4dF6gH9jK',
  link: makeLink({ language: 'es', title: 'Calidad del servicio — Colombia' }),
  script: scoredSpanishScript,
});
const scoredArabic = createRespondMock({
  linkToken: 'ScAr3zX5cV7bN2mL',
  link: makeLink({ language: 'ar', title: 'جودة الخدمة — مصر' }),
  script: scoredArabicScript,
});
const mocks = [english, notStarted, ended, spanish, arabic, scoredEnglish, scoredSpanish, scoredArabic];

const storage = browserConversationStorage();
/** A conversation token the page kept from an earlier visit to the English link. */
const KEPT_TOKEN = 'keptXk4w9QpL2sT7vB1n'.padEnd(43, '0');

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The page's root: it carries the language and the writing direction. */
const pageRoot = (canvas: Canvas) => {
  const root = canvas.getByRole('main').closest<HTMLElement>('[dir]');
  if (!root) throw new Error('The page has no root with a direction');
  return root;
};

/** Messages fade in (unless the person asked for less motion): an element is judged once it is fully shown. */
async function shown(element: HTMLElement | Promise<HTMLElement>) {
  const resolved = await element;
  await waitFor(() => expect(resolved).toBeVisible());
  return resolved;
}

const answerField = (canvas: Canvas, name = 'Your answer') => canvas.findByRole('textbox', { name });

function messageItems(canvas: Canvas, role: 'assistant' | 'respondent') {
  return [...canvas.getByRole('log').querySelectorAll<HTMLElement>(`li[data-role="${role}"]`)];
}

/** Reaches the answer field with Tab alone, as a keyboard user would. */
async function tabToField(canvas: Canvas, name = 'Your answer') {
  const field = await answerField(canvas, name);
  while (document.activeElement !== field) await userEvent.tab();
  return field;
}

const meta = {
  title: 'Pages/Participation',
  component: ParticipationPage,
  args: { linkToken: english.linkToken },
  // Each story owns the respond API's handlers and the kept conversation: a docs page drawing them all at once would
  // share one handler set and one storage between them, so every story is shown (and checked) alone.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: { respond: english.all } } },
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    const forget = () => {
      for (const mock of mocks) {
        mock.reset();
        storage.forget(mock.linkToken);
      }
    };
    forget();
    return forget;
  },
} satisfies Meta<typeof ParticipationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link has not answered yet: the loading line, in the browser's language. */
export const Loading: Story = {
  parameters: { msw: { handlers: { respond: [english.handlers.linkLoading] } } },
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status');
    await shown(within(status).getByRole('heading', { level: 1, name: 'Loading the survey…' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** An unknown link (404): said in the browser's language, with nothing to fill in. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { respond: [english.handlers.linkNotFound] } } },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { level: 1, name: 'Survey link not found' }));
    await shown(canvas.getByText('Please check the link or the QR code you used.'));
    await expect(pageRoot(canvas)).toHaveAttribute('lang', 'en-US');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The schedule opens later: the opening date and time in the link's language and the respondent's zone, and no form. */
export const NotStarted: Story = {
  args: { linkToken: notStarted.linkToken },
  parameters: { msw: { handlers: { respond: notStarted.all } } },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { level: 1, name: 'Service quality — Colombia' }));
    const opensAt = formatDateTime('2026-12-01T12:00:00.000Z', 'en');
    // The time and its zone too: a survey that opens later today is not 'that day' enough.
    await expect(opensAt).toMatch(/^December 1, 2026 at \d{1,2}:\d{2}\s[AP]M \S+$/);
    await shown(canvas.getByText(`This survey opens on ${opensAt}. Please come back then.`));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('log')).toBeNull();
    await expect(notStarted.received.started).toBe(0);
  },
};

/** The schedule has ended; the link is Brazilian Portuguese, so is the date (and the sentence, from the catalogue). */
export const Ended: Story = {
  args: { linkToken: ended.linkToken },
  parameters: { msw: { handlers: { respond: ended.all } } },
  play: async ({ canvas }) => {
    const texts = await loadRespondentMessages('pt-BR');
    await shown(await canvas.findByRole('heading', { level: 1, name: 'Qualidade do atendimento — Brasil' }));
    const sentence = fillMessage(texts.ended, { date: formatDate('2026-11-20T12:00:00.000Z', 'pt-BR') });
    await expect(sentence).toContain('20 de novembro de 2026');
    await shown(canvas.getByText(sentence));
    await expect(pageRoot(canvas)).toHaveAttribute('lang', 'pt-BR');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(ended.received.started).toBe(0);
  },
};

/**
 * A first visit: the greeting and the first question, each with its speaker, and the answer field. The visit is
 * counted; no conversation is stored and Finish now is not offered until the first answer.
 */
export const Open: Story = {
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { level: 1, name: 'Service quality — Colombia' }));
    await shown(canvas.getByText('Question 1 of 3'));
    const log = canvas.getByRole('log', { name: 'Conversation' });
    const items = within(log).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(english.opening.map((line) => `Assistant: ${line}`));
    const field = await answerField(canvas);
    await expect(field).toHaveAccessibleDescription('2,000 characters left');
    await expect(field).toHaveAttribute('maxlength', '2000');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Finish now' })).toBeNull();
    await expect(pageRoot(canvas)).toHaveAttribute('dir', 'ltr');
    // Left to right, the assistant speaks from the left.
    const [greeting] = messageItems(canvas, 'assistant');
    if (!greeting) throw new Error('No assistant message');
    await expect(greeting.getBoundingClientRect().left).toBeLessThan(log.getBoundingClientRect().left + 1);
    // Messages arrive with a short fade when no one asked for less motion.
    await expect(pageRoot(canvas)).toHaveAttribute('data-motion', 'full');
    await expect(getComputedStyle(greeting).animationName).not.toBe('none');
    await waitFor(() => expect(english.received.visits).toBe(1));
    await expect(english.received.started).toBe(0);
  },
};

/** All three questions answered with the keyboard alone (Enter sends, Shift+Enter breaks the line), to the thank-you. */
export const AnsweredByKeyboard: Story = {
  play: async ({ canvas }) => {
    const field = await tabToField(canvas);
    await userEvent.keyboard('Very satisfied, the staff were kind.');
    await expect(field).toHaveAccessibleDescription('1,964 characters left');
    await userEvent.keyboard('{Enter}');
    // Sending: the button says so and takes no second press; the field keeps the text and the focus.
    const sending = await canvas.findByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveValue('Very satisfied, the staff were kind.');
    await shown(await canvas.findByText(englishScript.questions[1] ?? ''));
    await shown(canvas.getByText('Question 2 of 3'));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();

    await userEvent.keyboard('Shorter queues.{Shift>}{Enter}{/Shift}More open tills at noon.');
    await expect(field).toHaveValue('Shorter queues.\nMore open tills at noon.');
    await userEvent.keyboard('{Enter}');
    await shown(await canvas.findByText(englishScript.questions[2] ?? ''));
    await shown(canvas.getByText('Question 3 of 3'));
    await expect(field).toHaveFocus();

    await userEvent.keyboard('Yes, because they listen.{Enter}');
    const thanks = await canvas.findByRole('heading', { level: 2, name: 'Thank you!' });
    await shown(canvas.getByText('You have completed this survey. You can close this page.'));
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Finish now' })).toBeNull();
    await expect(canvas.queryByText(/^Question \d of 3$/)).toBeNull();
    const answers = messageItems(canvas, 'respondent').map((item) => item.textContent);
    await expect(answers).toEqual([
      'You: Very satisfied, the staff were kind.',
      'You: Shorter queues.\nMore open tills at noon.',
      'You: Yes, because they listen.',
    ]);
    await shown(canvas.getByText(englishScript.thanks));
  },
};

/** A reload: the kept conversation token continues the conversation where it was, and no new one starts. */
export const ReloadContinues: Story = {
  beforeEach: () => {
    storage.write(english.linkToken, english.seedConversation({ token: KEPT_TOKEN, answers: ['Very satisfied.'] }));
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('Question 2 of 3'));
    await shown(canvas.getByText('Very satisfied.'));
    await shown(canvas.getByText(englishScript.questions[1] ?? ''));
    await expect(await answerField(canvas)).toHaveValue('');
    await expect(english.received.started).toBe(0);
  },
};

/**
 * The kept conversation is unknown to the server (404: its first answer never arrived): the page starts anew, and the
 * first answer keeps the new conversation's token instead.
 */
export const ReloadStartsAnew: Story = {
  beforeEach: () => {
    storage.write(english.linkToken, 'goneXk4w9QpL2sT7vB1n'.padEnd(43, '9'));
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('Question 1 of 3'));
    await expect(storage.read(english.linkToken)).toBeNull();
    await tabToField(canvas);
    await userEvent.keyboard('Very satisfied.{Enter}');
    await shown(await canvas.findByText('Question 2 of 3'));
    await expect(english.received.started).toBe(1);
    await expect(storage.read(english.linkToken)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  },
};

/**
 * Sending fails twice (the connection drops; then the server stores the answer but its reply is lost): the text stays,
 * Try again sends the same client_message_id each time (the handler refuses any other), and the answer is stored once.
 */
export const SendFailureThenRetry: Story = {
  beforeEach: () => {
    // The first answer, which creates the conversation: a retry must continue it, not make a second.
    english.faults.start.push({ kind: 'network' }, { kind: 'storedThenStatus', status: 503 });
  },
  play: async ({ canvas }) => {
    const field = await tabToField(canvas);
    await userEvent.keyboard('Very satisfied.{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your answer was not sent. Check your connection and try again.');
    await expect(field).toHaveValue('Very satisfied.');
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(
      '1,985 characters left Your answer was not sent. Check your connection and try again.',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(english.received.sentIds).toHaveLength(2));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your answer was not sent.');
    await expect(field).toHaveValue('Very satisfied.');

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await shown(await canvas.findByText(englishScript.questions[1] ?? ''));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(canvas.getAllByText('Very satisfied.')).toHaveLength(1);
    const [first, ...rest] = english.received.sentIds;
    await expect(rest).toEqual([first, first]);
    await expect(english.received.violations).toEqual([]);
    await expect(english.received.started).toBe(1);
  },
};

/** 429 with Retry-After: 1 — the page says to wait and holds Try again and Send back for that second. */
export const TooManyRequests: Story = {
  beforeEach: () => {
    english.faults.start.push({ kind: 'status', status: 429, retryAfter: '1' });
  },
  play: async ({ canvas }) => {
    const field = await tabToField(canvas);
    await userEvent.keyboard('Very satisfied.{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many messages in a short time. Please wait a moment and try again.');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(field).toHaveValue('Very satisfied.');
    await waitFor(() => expect(retry).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(retry);
    await shown(await canvas.findByText(englishScript.questions[1] ?? ''));
    const [first, second] = english.received.sentIds;
    await expect(second).toBe(first);
  },
};

/** A finished conversation, reloaded: the conversation and the thank-you, and no form. */
export const Finished: Story = {
  beforeEach: () => {
    storage.write(english.linkToken, english.seedConversation({ token: KEPT_TOKEN, answers: ['Very satisfied.', 'Nothing.', 'Yes.'] }));
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { level: 2, name: 'Thank you!' }));
    await shown(canvas.getByText('You have completed this survey. You can close this page.'));
    await shown(canvas.getByText(englishScript.thanks));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(english.received.started).toBe(0);
  },
};

/** Answers the first question from the focused field, then presses Finish now: the question it asks, once shown. */
async function askToFinish(canvas: Canvas): Promise<HTMLElement> {
  await userEvent.keyboard('Very satisfied.{Enter}');
  await canvas.findByText(englishScript.questions[1] ?? '');
  await userEvent.click(canvas.getByRole('button', { name: 'Finish now' }));
  return canvas.findByRole('group', { name: FINISH_CONFIRM });
}

/**
 * Finish now after one answer asks first, then the conversation ends early, with the assistant's closing line and the
 * thank-you.
 */
export const FinishedEarly: Story = {
  play: async ({ canvas }) => {
    await tabToField(canvas);
    const confirm = await askToFinish(canvas);
    await expect(within(confirm).getByRole('button', { name: 'Keep answering' })).toHaveFocus();
    await expect(english.received.finished).toBe(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, finish' }));
    const thanks = await canvas.findByRole('heading', { level: 2, name: 'Thank you!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    await shown(canvas.getByText(englishScript.endedEarly));
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Finish now asked: the question in place of the button, 'Keep answering' focused (the state axe judges here). */
export const FinishNowAsked: Story = {
  play: async ({ canvas }) => {
    await tabToField(canvas);
    const confirm = await askToFinish(canvas);
    await shown(within(confirm).getByText(FINISH_CONFIRM));
    await expect(within(confirm).getByRole('button', { name: 'Keep answering' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Finish now' })).toBeNull();
  },
};

/** Finish now, then Escape (or Keep answering): nothing ends, the field has the focus again and the next answer goes. */
export const FinishNowCancelled: Story = {
  play: async ({ canvas }) => {
    const field = await tabToField(canvas);
    await askToFinish(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('group', { name: FINISH_CONFIRM })).toBeNull());
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Finish now' })).toBeVisible();
    await userEvent.keyboard('Nothing.{Enter}');
    await shown(await canvas.findByText(englishScript.questions[2] ?? ''));
    await expect(english.received.finished).toBe(0);
  },
};

/** The link could not be loaded (503): the page says so (announced), and Try again loads it. */
export const LoadFailed: Story = {
  beforeEach: () => {
    english.faults.link.push({ kind: 'status', status: 503 });
  },
  play: async ({ canvas }) => {
    const texts = await loadRespondentMessages('en');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.loadFailed);
    await shown(within(alert).getByRole('heading', { level: 1, name: texts.loadFailed }));
    await expect(canvas.queryByText(texts.loading)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.retry }));
    await shown(await canvas.findByText('Question 1 of 3'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The connection dropped while the link was loading, and no one has tried again yet: the page stays on the failure
 * (so the accessibility check after the play judges this state), in the browser's language.
 */
export const LoadFailedOffline: Story = {
  beforeEach: () => {
    english.faults.link.push({ kind: 'network' });
  },
  play: async ({ canvas }) => {
    const texts = await loadRespondentMessages('en');
    const alert = await canvas.findByRole('alert');
    await shown(within(alert).getByRole('heading', { level: 1, name: texts.loadFailed }));
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeEnabled();
    await expect(pageRoot(canvas)).toHaveAttribute('lang', 'en-US');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(english.received.started).toBe(0);
  },
};

/** A Spanish link: the page speaks Spanish (texts from the catalogue, numbers and the conversation in Spanish). */
export const Spanish: Story = {
  args: { linkToken: spanish.linkToken },
  parameters: { msw: { handlers: { respond: spanish.all } } },
  play: async ({ canvas }) => {
    const texts = await loadRespondentMessages('es');
    await shown(await canvas.findByRole('heading', { level: 1, name: 'Calidad del servicio — Colombia' }));
    await expect(pageRoot(canvas)).toHaveAttribute('lang', 'es');
    await shown(canvas.getByText(fillMessage(texts.progress, { number: 1, count: 3 })));
    await shown(canvas.getByText(spanish.opening[0]));
    const field = await tabToField(canvas, texts.answerLabel);
    await expect(field).toHaveAccessibleDescription(fillMessage(texts.charactersLeft, { count: formatNumber(2000, 'es') }));
    await userEvent.keyboard('Muy satisfecho, me atendieron rápido.{Enter}');
    await shown(await canvas.findByText(spanishScript.questions[1] ?? ''));
    await shown(canvas.getByText(fillMessage(texts.progress, { number: 2, count: 3 })));
    await expect(canvas.getByRole('log', { name: texts.conversationLabel })).toHaveTextContent(
      `${texts.respondentName}: Muy satisfecho, me atendieron rápido.`,
    );
  },
};

/** An Arabic link: right to left (dir="rtl"), the layout mirrored: the assistant speaks from the right, the respondent from the left. */
export const ArabicRightToLeft: Story = {
  args: { linkToken: arabic.linkToken },
  parameters: { msw: { handlers: { respond: arabic.all } } },
  play: async ({ canvas }) => {
    const texts = await loadRespondentMessages('ar');
    await shown(await canvas.findByRole('heading', { level: 1, name: 'جودة الخدمة — مصر' }));
    const root = pageRoot(canvas);
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(root).toHaveAttribute('lang', 'ar');
    await shown(canvas.getByText(fillMessage(texts.progress, { number: formatNumber(1, 'ar'), count: formatNumber(3, 'ar') })));
    await tabToField(canvas, texts.answerLabel);
    await userEvent.keyboard('راضٍ جدًا عن الخدمة.{Enter}');
    await shown(await canvas.findByText(arabicScript.questions[1] ?? ''));

    const log = canvas.getByRole('log', { name: texts.conversationLabel }).getBoundingClientRect();
    const [assistant] = messageItems(canvas, 'assistant');
    const [respondent] = messageItems(canvas, 'respondent');
    if (!assistant || !respondent) throw new Error('Expected an assistant and a respondent message');
    const assistantBox = assistant.getBoundingClientRect();
    const respondentBox = respondent.getBoundingClientRect();
    // Mirrored: the assistant's messages stand against the right edge, the respondent's against the left.
    await expect(Math.abs(assistantBox.right - log.right)).toBeLessThan(1);
    await expect(Math.abs(respondentBox.left - log.left)).toBeLessThan(1);
    await expect(respondentBox.right).toBeLessThan(log.right - 1);
    // The counter sits at the end of the line: the left in Arabic.
    const counter = canvas.getByText(fillMessage(texts.charactersLeft, { count: formatNumber(2000, 'ar') }));
    await expect(getComputedStyle(counter).direction).toBe('rtl');
    await expect(getComputedStyle(counter).textAlign).toBe('end');
  },
};

/** The person asked their system for less motion: messages appear without animation. */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const matchMedia = window.matchMedia.bind(window);
    const stub = spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const list = matchMedia(query);
      if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: query.includes('reduce') });
      return list;
    });
    return () => {
      stub.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    await tabToField(canvas);
    await expect(pageRoot(canvas)).toHaveAttribute('data-motion', 'reduce');
    await userEvent.keyboard('Very satisfied.{Enter}');
    await shown(await canvas.findByText(englishScript.questions[1] ?? ''));
    for (const item of canvas.getAllByRole('listitem')) await expect(getComputedStyle(item).animationName).toBe('none');
  },
};

/** The radio buttons of the quick replies, in order. */
const quickReplies = (canvas: Canvas) => within(canvas.getByRole('group', { name: 'Choose your answer' })).getAllByRole('radio');

/** The visible face of the `index`-th quick reply (the radio itself is not drawn). */
const faceOf = (radios: readonly HTMLElement[], index: number) => {
  const face = radios[index]?.nextElementSibling;
  if (!(face instanceof HTMLElement)) throw new Error('A quick reply has no face');
  return face;
};

/**
 * A rating question answered by keyboard at phone size: one Tab reaches the quick replies, the arrows choose (the
 * focus ring on the chosen face), Enter sends; the assistant's optional 'Why?' follows with Skip, and the NPS scale's
 * eleven numbers wrap into two rows of targets at least 44 px wide.
 */
export const QuickRepliesByKeyboard: Story = {
  args: { linkToken: scoredEnglish.linkToken },
  parameters: { msw: { handlers: { respond: scoredEnglish.all } } },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(scoredEnglishScript.questions[0] ?? ''));
    const radios = quickReplies(canvas);
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await expect(radios[0]).toHaveAccessibleName('1, Very dissatisfied');
    await expect(radios[4]).toHaveAccessibleName('5, Very satisfied');
    await shown(canvas.getByText('Very dissatisfied'));
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();

    while (!radios.includes(document.activeElement as HTMLElement)) await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const four = radios[3];
    if (!four) throw new Error('No quick reply 4');
    await expect(four).toBeChecked();
    await expect(four).toHaveFocus();
    await expect(getComputedStyle(faceOf(radios, 3)).outlineStyle).toBe('solid');
    for (const index of radios.keys()) await expect(faceOf(radios, index).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));

    await shown(await canvas.findByText(respondentMessagesFor('en').whyScore));
    await expect(scoredEnglish.received.values).toEqual([4]);
    await expect(canvas.queryByRole('group', { name: 'Choose your answer' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await shown(await canvas.findByText(scoredEnglishScript.questions[1] ?? ''));
    await shown(canvas.getByText('Question 2 of 3'));
    const nps = quickReplies(canvas);
    await expect(nps).toHaveLength(11);
    const rows = new Set([...nps.keys()].map((index) => Math.round(faceOf(nps, index).getBoundingClientRect().top)));
    await expect(rows.size).toBe(2);
    for (const index of nps.keys()) await expect(faceOf(nps, index).getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryByRole('button', { name: 'Skip' })).toBeNull();
  },
};

/** A multiple-choice question: its options as a list of large targets; a typed answer replaces a chosen one. */
export const QuickRepliesChoice: Story = {
  args: { linkToken: scoredEnglish.linkToken },
  parameters: { msw: { handlers: { respond: scoredEnglish.all } } },
  beforeEach: () => {
    storage.write(scoredEnglish.linkToken, scoredEnglish.seedConversation({ token: KEPT_TOKEN, answers: ['4', 'Friendly staff.', '9', 'Good prices.'] }));
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('Question 3 of 3'));
    const radios = quickReplies(canvas);
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Prices', 'Service', 'Location']);
    await userEvent.click(faceOf(radios, 1));
    await expect(radios[1]).toBeChecked();
    await userEvent.type(await answerField(canvas), 'The parking');
    await expect(radios[1]).not.toBeChecked();
    await userEvent.click(faceOf(radios, 2));
    await expect(await answerField(canvas)).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await shown(await canvas.findByRole('heading', { level: 2, name: 'Thank you!' }));
    await expect(scoredEnglish.received.values).toEqual([3]);
  },
};

/** Quick replies in Spanish: the scale's ends and the follow-up in the link's language. */
export const QuickRepliesSpanish: Story = {
  args: { linkToken: scoredSpanish.linkToken },
  parameters: { msw: { handlers: { respond: scoredSpanish.all } } },
  play: async ({ canvas }) => {
    const texts = await loadRespondentMessages('es');
    await shown(await canvas.findByText(scoredSpanishScript.questions[0] ?? ''));
    const radios = within(canvas.getByRole('group', { name: texts.choicesLabel })).getAllByRole('radio');
    await expect(radios[0]).toHaveAccessibleName(`1, ${texts.ratingLow}`);
    await shown(canvas.getByText(texts.ratingHigh));
    await userEvent.click(faceOf(radios, 4));
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await shown(await canvas.findByText(texts.whyScore));
    await shown(canvas.getByRole('button', { name: texts.skip }));
  },
};

/** Quick replies in Arabic: the scale runs from the right (1 at the start side), its ends mirrored with it. */
export const QuickRepliesArabicRightToLeft: Story = {
  args: { linkToken: scoredArabic.linkToken },
  parameters: { msw: { handlers: { respond: scoredArabic.all } } },
  play: async ({ canvas }) => {
    const texts = await loadRespondentMessages('ar');
    await shown(await canvas.findByText(scoredArabicScript.questions[0] ?? ''));
    await expect(pageRoot(canvas)).toHaveAttribute('dir', 'rtl');
    const radios = within(canvas.getByRole('group', { name: texts.choicesLabel })).getAllByRole('radio');
    const one = faceOf(radios, 0).getBoundingClientRect();
    const five = faceOf(radios, 4).getBoundingClientRect();
    await expect(one.left).toBeGreaterThan(five.left);
    const low = canvas.getByText(texts.ratingLow).getBoundingClientRect();
    const high = canvas.getByText(texts.ratingHigh).getBoundingClientRect();
    await expect(low.left).toBeGreaterThan(high.left);
  },
};


/** The assistant's optional 'Why?' after a score, as a reload finds it: Skip beside Send, no quick replies. */
export const WhyAskedAfterScore: Story = {
  args: { linkToken: scoredEnglish.linkToken },
  parameters: { msw: { handlers: { respond: scoredEnglish.all } } },
  beforeEach: () => {
    storage.write(scoredEnglish.linkToken, scoredEnglish.seedConversation({ token: KEPT_TOKEN, answers: ['2'] }));
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(respondentMessagesFor('en').whyScore));
    await shown(canvas.getByText('Question 1 of 3'));
    await expect(canvas.queryByRole('group', { name: 'Choose your answer' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeEnabled();
  },
};
