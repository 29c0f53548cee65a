// The rules' numbers alone, in a module of plain constants: the SPA's first load words errors with them and takes
// nothing else of the rules.

/**
 * The rules of a survey that the form and the server both apply (spec sections 5 and 9), in one place. The upper bounds
 * are ours: the spec sets none, and a create call must never store unbounded data.
 */
export const SURVEY_RULES = {
  titleMinLength: 5,
  titleMaxLength: 200,
  questionsMin: 1,
  questionsMax: 3,
  questionMaxLength: 1000,
  channelsMin: 1,
  channelsMax: 50,
  defaultChannels: 1,
  minuteStep: 5,
  defaultStartTime: '09:00',
  defaultEndTime: '17:00',
  /** The Review dialog lists this many countries, then '+N more'. */
  reviewCountriesShown: 10,
  /** A multiple-choice question's options (single answer). */
  optionsMin: 2,
  optionsMax: 10,
  optionMaxLength: 80,
} as const;

/** Ours: the spec sets no bound, and a survey text must never be unbounded (a question is at most 1,000 characters). */
export const TRANSLATION_TEXT_MAX_LENGTH = 2000;
