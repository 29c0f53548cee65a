import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/shared/i18n';
import { defaultFormValues, emptyQuestion, fieldErrorText, leftChannels, surveyFormSchema, toCreatePayload, typedChannels } from './formSchema';
import { createSurveyIdKeeper } from './surveyId';

const valid = () => ({
  ...defaultFormValues(),
  title: 'Store visit survey',
  startDate: '2030-03-01',
  endDate: '2030-03-02',
  regions: ['Latin America & Caribbean'],
  countries: ['Mexico'],
  questions: [{ id: 'q1', text: 'How was it?', type: 'text' as const, options: [] }],
});

/** Each field's message as the form shows it (in English, the tests' language), by the field's path. */
function messages(values: unknown): Record<string, string | undefined> {
  const result = surveyFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), fieldErrorText(issue.message)]));
}

describe('the Create Survey form rules', () => {
  it('starts at 09:00 and 17:00 with one channel and one question q1', () => {
    expect(defaultFormValues()).toMatchObject({ startTime: '09:00', endTime: '17:00', targetChannels: 1, questions: [{ id: 'q1', text: '' }] });
    expect(messages(valid())).toEqual({});
  });

  it('words every field message as spec section 5 does', () => {
    expect(messages({ ...valid(), title: ' abc ' })).toEqual({ title: 'Title must be at least 5 characters long' });
    expect(messages({ ...valid(), startDate: '', endDate: '', startTime: '', endTime: '' })).toEqual({
      startDate: 'Start date is required.',
      startTime: 'Start time is required.',
      endDate: 'End date is required.',
      endTime: 'End time is required.',
    });
    expect(messages({ ...valid(), targetChannels: 0 })).toEqual({ targetChannels: 'Target channels must be at least 1' });
    expect(messages({ ...valid(), questions: [] })).toEqual({ questions: 'At least one question is required.' });
    expect(messages({ ...valid(), questions: [1, 2, 3, 4].map((n) => ({ id: `q${n}`, text: 'Why?', type: 'text', options: [] })) })).toEqual({
      questions: 'Maximum of 3 question pairs allowed.',
    });
    expect(messages({ ...valid(), questions: [{ id: '', text: ' ', type: 'text', options: [] }] })).toEqual({
      'questions.0.id': 'Question ID is required',
      'questions.0.text': 'Question text is required',
    });
    expect(messages({ ...valid(), questions: [{ id: 'q1', text: 'Why?', type: 'slider', options: [] }] })).toEqual({ 'questions.0.type': 'Question type is required' });
  });

  it('puts a code on each issue and words it in the language the form is shown in when it is shown', () => {
    const issues = surveyFormSchema.safeParse({ ...valid(), startDate: '', countries: [] }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message).sort()).toEqual(['form.start_date_required', 'survey.countries_required']);
    i18n.loadAndActivate({
      locale: 'es-MX',
      messages: {
        [msg`Start date is required.`.id]: 'La fecha de inicio es obligatoria.',
        [msg`Please select at least one target country.`.id]: 'Seleccione al menos un país destino.',
      },
    });
    try {
      expect(issues.map((issue) => fieldErrorText(issue.message)).sort()).toEqual(['La fecha de inicio es obligatoria.', 'Seleccione al menos un país destino.']);
    } finally {
      i18n.activate('en');
    }
    // zod's own wording, which the form's rules never produce, is shown as it is.
    expect(fieldErrorText('Invalid input')).toBe('Invalid input');
    expect(fieldErrorText(undefined)).toBeUndefined();
  });

  it('checks a country and the order of the schedule on submit', () => {
    expect(messages({ ...valid(), countries: [] })).toEqual({ countries: 'Please select at least one target country.' });
    expect(messages({ ...valid(), endDate: '2030-02-28' })).toEqual({ endDate: 'End date must be after start date.' });
    expect(messages({ ...valid(), endDate: '2030-03-01', endTime: '09:00' })).toEqual({
      endTime: 'When start and end dates are the same, end time must be after start time.',
    });
    expect(messages({ ...valid(), endDate: '2030-03-01', endTime: '09:05' })).toEqual({});
  });

  describe('the start, held to the clock in the browser zone (America/Mexico_City here, UTC-6)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses a start before now next to the start date on an earlier day, next to the start time today', () => {
      // 10:00 in Mexico City.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-01T16:00:00.000Z') });
      const today = { ...valid(), startDate: '2030-03-01', endDate: '2030-03-02' };
      expect(messages({ ...today, startDate: '2030-02-28' })).toEqual({ startDate: 'The survey cannot start in the past.' });
      expect(messages({ ...today, startTime: '09:00' })).toEqual({ startTime: 'The survey cannot start in the past.' });
      // Up to one step of the time picker ago is now; later today is the future.
      expect(messages({ ...today, startTime: '09:55' })).toEqual({});
      expect(messages({ ...today, startTime: '09:50' })).toEqual({ startTime: 'The survey cannot start in the past.' });
      expect(messages({ ...today, startTime: '14:00' })).toEqual({});
    });
  });

  it('lets Target Channels be empty while typing, takes whole numbers of at least 1 as typed, and applies 1 on leaving it empty', () => {
    const one = { text: '1', count: 1 };
    // Backspace leaves the field empty (the count keeps 1 meanwhile); typing 3 then gives 3, not 13.
    const emptied = typedChannels('', one);
    expect(emptied).toEqual({ text: '', count: 1 });
    expect(typedChannels('3', emptied)).toEqual({ text: '3', count: 3 });
    expect(leftChannels(emptied)).toEqual(one);
    expect(leftChannels({ text: '3', count: 3 })).toEqual({ text: '3', count: 3 });
    for (const ignored of ['abc', '0', '-2', '2.5']) expect(typedChannels(ignored, { text: '4', count: 4 })).toEqual({ text: '4', count: 4 });
    // Above the maximum the number stays as typed, and the form says so.
    expect(typedChannels('51', one)).toEqual({ text: '51', count: 51 });
    expect(messages({ ...valid(), targetChannels: 51 })).toEqual({ targetChannels: 'Target channels must be at most 50' });
    expect(messages({ ...valid(), targetChannels: 50 })).toEqual({});
  });

  it('holds a multiple-choice question to 2 to 10 distinct, non-empty options of at most 80 characters', () => {
    const choice = (options: string[]) => ({ ...valid(), questions: [{ id: 'q1', text: 'Which store?', type: 'multiple_choice' as const, options }] });
    expect(messages(choice(['Centro']))).toEqual({ 'questions.0.options': 'A multiple-choice question needs 2 to 10 options.' });
    expect(messages(choice(['Centro', ' ']))).toEqual({ 'questions.0.options.1': 'Option text is required' });
    expect(messages(choice(['Centro', 'centro ']))).toEqual({ 'questions.0.options.1': 'Each option must be different.' });
    expect(messages(choice(['Centro', 'x'.repeat(81)]))).toEqual({ 'questions.0.options.1': 'An option must be at most 80 characters long' });
    expect(messages(choice(Array.from({ length: 11 }, (_, index) => `Store ${String(index)}`)))).toEqual({
      'questions.0.options': 'A multiple-choice question needs 2 to 10 options.',
    });
    expect(messages(choice(['Centro', 'Norte']))).toEqual({});
    expect(messages({ ...valid(), questions: [{ id: 'q1', text: 'How likely...?', type: 'nps', options: [] }] })).toEqual({});
    expect(messages({ ...valid(), questions: [{ id: 'q1', text: 'How was it?', type: '', options: [] }] })).toEqual({ 'questions.0.type': 'Question type is required' });
  });

  it('numbers new questions after the ones there are', () => {
    expect(emptyQuestion([{ id: 'q1' }, { id: 'q3' }]).id).toBe('q2');
  });

  it('sends id, text, order and type of each question, trimmed, and options only with a multiple-choice question', () => {
    const questions = [
      { id: 'q2', text: ' Why? ', type: 'text' as const, options: [] },
      { id: 'q3', text: 'Which store?', type: 'multiple_choice' as const, options: [' Centro ', 'Norte'] },
      { id: 'q4', text: 'How satisfied are you?', type: 'rating' as const, options: [] },
    ];
    const payload = toCreatePayload({ ...valid(), title: ' Store visit survey ', questions }, 'abc', ['es-MX'], 'America/Mexico_City');
    expect(payload).toEqual({
      id: 'abc',
      title: 'Store visit survey',
      start_date: '2030-03-01',
      end_date: '2030-03-02',
      start_time: '09:00',
      end_time: '17:00',
      questions: [
        { questionId: 'q2', text: 'Why?', order: 1, type: 'text' },
        { questionId: 'q3', text: 'Which store?', order: 2, type: 'multiple_choice', options: ['Centro', 'Norte'] },
        { questionId: 'q4', text: 'How satisfied are you?', order: 3, type: 'rating' },
      ],
      target_country_names: ['Mexico'],
      target_languages: ['es-MX'],
      target_channels: 1,
      timezone: 'America/Mexico_City',
    });
  });

  it('reuses the survey id while the request is the same, and makes a new one when it changes or after a success', () => {
    let n = 0;
    const keeper = createSurveyIdKeeper(() => `id-${++n}`);
    const { id: _id, ...body } = toCreatePayload(valid(), 'x', ['es-MX'], 'UTC');
    expect(keeper.idFor(body)).toBe('id-1');
    expect(keeper.idFor(body)).toBe('id-1');
    expect(keeper.idFor({ ...body, title: 'Another title' })).toBe('id-2');
    keeper.forget();
    expect(keeper.idFor({ ...body, title: 'Another title' })).toBe('id-3');
  });
});
