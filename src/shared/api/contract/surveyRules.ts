import type { CountryWithLanguages } from './geography';
import { SURVEY_RULES, TRANSLATION_TEXT_MAX_LENGTH } from './surveyLimits';

/** What a refused translation edit says, by its stable code (every code of the API: error.ts). */
export const TRANSLATION_EDIT_DETAILS = {
  'translation.text_required': 'Enter the translation.',
  'translation.text_too_long': `The translation must be at most ${TRANSLATION_TEXT_MAX_LENGTH} characters long.`,
} as const;

/**
 * What a question asks for (issue 26): free text (the default, and every survey created before types), one of 2 to 10
 * options, a CSAT rating from 1 to 5, or an NPS score from 0 to 10.
 */
export const QUESTION_TYPES = ['text', 'multiple_choice', 'rating', 'nps'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The scales of the scored types: the values a respondent may give, and what their ends mean. */
export const QUESTION_SCALES = {
  rating: { min: 1, max: 5, lowLabel: 'Very dissatisfied', highLabel: 'Very satisfied' },
  nps: { min: 0, max: 10, lowLabel: 'Not at all likely', highLabel: 'Extremely likely' },
} as const;

const { titleMinLength, titleMaxLength, questionMaxLength, questionsMax, optionsMin, optionsMax, optionMaxLength, channelsMin, channelsMax } =
  SURVEY_RULES;

/**
 * What breaking each rule says, by its stable code (every code of the API: error.ts): the server's English `detail`,
 * and the code the form puts on the field, which the SPA shows in the reader's language.
 */
export const SURVEY_RULE_DETAILS = {
  'survey.title_too_short': `Title must be at least ${titleMinLength} characters long`,
  'survey.title_too_long': `Title must be at most ${titleMaxLength} characters long`,
  'survey.question_id_required': 'Question ID is required',
  'survey.question_text_required': 'Question text is required',
  'survey.question_text_too_long': `Question text must be at most ${questionMaxLength} characters long`,
  'survey.questions_required': 'At least one question is required.',
  'survey.questions_too_many': `Maximum of ${questionsMax} question pairs allowed.`,
  'survey.options_required': `A multiple-choice question needs ${optionsMin} to ${optionsMax} options.`,
  'survey.option_required': 'Option text is required',
  'survey.option_too_long': `An option must be at most ${optionMaxLength} characters long`,
  'survey.options_only_for_choice': 'Only a multiple-choice question has options.',
  'survey.options_not_distinct': 'Each option must be different.',
  'survey.countries_required': 'Please select at least one target country.',
  'survey.channels_too_few': `Target channels must be at least ${channelsMin}`,
  'survey.channels_too_many': `Target channels must be at most ${channelsMax}`,
  'survey.end_before_start': 'End date must be after start date.',
  'survey.end_time_before_start': 'When start and end dates are the same, end time must be after start time.',
  /** What the form shows next to the start and the server answers for a start before now (issue 25, item 7). */
  'survey.start_in_past': 'The survey cannot start in the past.',
} as const;
export type SurveyRuleCode = keyof typeof SURVEY_RULE_DETAILS;

/**
 * A question as the assistant asks it in the chat: a multiple-choice question with its options numbered (an answer may
 * give the number or the words), a rating or NPS question with its range. Numbers read the same in every language.
 */
export function askedQuestion(question: { text: string; type: QuestionType; options: readonly string[] }): string {
  switch (question.type) {
    case 'multiple_choice':
      return [question.text, ...question.options.map((option, index) => `${String(index + 1)}. ${option}`)].join('\n');
    case 'rating':
    case 'nps': {
      const scale = QUESTION_SCALES[question.type];
      return `${question.text} (${String(scale.min)}–${String(scale.max)})`;
    }
    case 'text':
      return question.text;
  }
}

export interface QuestionIssue {
  /** Relative to the question: ['options'] or ['options', index]. */
  path: (string | number)[];
  code: SurveyRuleCode;
}

/** The rules of a question's options, which the form and the server both apply: one list of issues, empty when valid. */
export function questionOptionIssues(question: { type: QuestionType; options?: readonly string[] | null }): QuestionIssue[] {
  const options = question.options ?? [];
  if (question.type !== 'multiple_choice') {
    return options.length > 0 ? [{ path: ['options'], code: 'survey.options_only_for_choice' }] : [];
  }
  const issues: QuestionIssue[] = [];
  if (options.length < SURVEY_RULES.optionsMin || options.length > SURVEY_RULES.optionsMax) {
    issues.push({ path: ['options'], code: 'survey.options_required' });
  }
  const seen = new Set<string>();
  options.forEach((option, index) => {
    const text = option.trim();
    const key = text.toLocaleLowerCase();
    if (text === '') issues.push({ path: ['options', index], code: 'survey.option_required' });
    else if (text.length > SURVEY_RULES.optionMaxLength) issues.push({ path: ['options', index], code: 'survey.option_too_long' });
    else if (seen.has(key)) issues.push({ path: ['options', index], code: 'survey.options_not_distinct' });
    seen.add(key);
  });
  return issues;
}

/**
 * Whether a survey starting at `start` (the instant its wall-clock start denotes in its zone) would start in the past
 * at `now`. A start up to one step of the time picker (5 minutes) ago still counts as now: the slot a person picks for
 * "now" stays valid while they finish the form, and a request on its way is not refused for the seconds it took.
 */
export function startsInThePast(start: Date, now: Date): boolean {
  return start.getTime() < now.getTime() - SURVEY_RULES.minuteStep * 60_000;
}


/** The language a country without any supported language is surveyed in (spec section 4, audience selection). */
export const FALLBACK_LANGUAGE = 'en';

export interface CountryLanguages {
  /** Every language the countries use, each once, sorted by code. */
  languages: string[];
  /** Countries with no supported language (or unknown to the list): flagged, and surveyed in English. */
  countriesWithoutLanguages: string[];
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The target languages of a survey: the union of its countries' languages (spec section 4, audience selection). The form
 * derives them and the server holds a create request to them.
 */
export function languagesForCountries(
  selectedCountries: readonly string[],
  countryLanguages: readonly CountryWithLanguages[],
): CountryLanguages {
  const byCountry = new Map(countryLanguages.map((entry) => [key(entry.country), entry.languages]));
  const languages = new Set<string>();
  const countriesWithoutLanguages: string[] = [];
  for (const country of new Set(selectedCountries)) {
    const codes = (byCountry.get(key(country)) ?? []).map((code) => code.trim()).filter(Boolean);
    if (codes.length === 0) {
      countriesWithoutLanguages.push(country);
      languages.add(FALLBACK_LANGUAGE);
    }
    for (const code of codes) languages.add(code);
  }
  return {
    languages: [...languages].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    countriesWithoutLanguages,
  };
}

export type RuleCode = SurveyRuleCode | keyof typeof TRANSLATION_EDIT_DETAILS;

/** Made on first use: a lookup from each rule's English to its code. */
let ruleCodeByDetail: ReadonlyMap<string, RuleCode> | undefined;

/** The code of a request schema's rule by the message it put on the issue; undefined for any other message. */
export function ruleCodeOf(message: string): RuleCode | undefined {
  ruleCodeByDetail ??= new Map(Object.entries({ ...SURVEY_RULE_DETAILS, ...TRANSLATION_EDIT_DETAILS }).map(([code, detail]) => [detail, code as RuleCode]));
  return ruleCodeByDetail.get(message);
}
