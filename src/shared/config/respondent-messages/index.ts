export type { RespondentMessages } from './types';
export { respondentMessagesFor, RESPONDENT_LANGUAGES } from './catalogue';
export { loadRespondentMessages } from './load';
export { fillMessage, isRightToLeft, openingLines } from './format';
