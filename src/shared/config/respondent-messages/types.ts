/**
 * What the respondent reads, in one language: the assistant's scripted lines (written into the conversation by the
 * server) and the participation page's own texts. `{name}` marks a value filled in at use; every language keeps the
 * same placeholders as English (catalogue.test.ts checks it) and its own typography (quotation marks, the ellipsis
 * character …). A text that holds a number or a date is phrased so it reads well for any value: no plural or grammatical
 * case depends on it.
 */
export interface RespondentMessages {
  /** The assistant's first line. Placeholders: {title}. */
  greeting: string;
  /** The assistant's line after the last answer. */
  thanks: string;
  /** The assistant's line when the respondent ends before the last question. */
  endedEarly: string;
  /** Placeholders: {number}, {count}. */
  progress: string;
  loading: string;
  /**
   * Shown (and announced) when the page could not load the survey (no network, or the server failed); Try again
   * (`retry`) loads it again.
   */
  loadFailed: string;
  /** The accessible name of the conversation log. */
  conversationLabel: string;
  /** How a screen reader names each speaker before their message. */
  assistantName: string;
  respondentName: string;
  answerLabel: string;
  answerPlaceholder: string;
  /** Placeholders: {count}. */
  charactersLeft: string;
  send: string;
  sending: string;
  finishNow: string;
  /** Asked after 'Finish now', before the conversation ends: what is kept and what is not asked. */
  finishConfirm: string;
  /** Ends the conversation (the confirmation's first button). */
  finishConfirmYes: string;
  /** Goes back to the question (the confirmation's second button). */
  finishConfirmNo: string;
  /** The accessible name of the quick replies (a radio group) under a multiple-choice, rating or NPS question. */
  choicesLabel: string;
  /** What 1 means on a satisfaction (CSAT) scale of 1 to 5. */
  ratingLow: string;
  /** What 5 means on that scale. */
  ratingHigh: string;
  /** What 0 means on the NPS scale of 0 to 10 (how likely the respondent is to recommend). */
  npsLow: string;
  /** What 10 means on that scale. */
  npsHigh: string;
  /** The assistant's optional follow-up after a rating or NPS answer (scripted; a language model may word its own). */
  whyScore: string;
  /** Skips the assistant's follow-up question (the next question comes). */
  skip: string;
  sendFailed: string;
  retry: string;
  tooManyRequests: string;
  finishedTitle: string;
  finishedMessage: string;
  /**
   * Placeholders: {date}, the opening date as `Intl.DateTimeFormat(language, { dateStyle: 'long' })` writes it. Some
   * languages end it with a period ('15 ноября 2026 г.', '2026. november 15.', '15. studenoga 2026.'), so their texts
   * put it last, with no period after it.
   */
  notStarted: string;
  /** Placeholders: {date}, the closing date, written as for `notStarted`. */
  ended: string;
  notFoundTitle: string;
  notFoundMessage: string;
}
