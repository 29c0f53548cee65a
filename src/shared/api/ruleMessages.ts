import { ruleCodeOf } from './contract';
import { errorText } from './errorMessages';

/**
 * The message a contract schema put on an issue (a rule's English, e.g. translationEdit's 'Enter the translation.') in
 * the reader's language, for a form validated with that schema; any other message as it is.
 */
export function ruleMessageText(message: string): string {
  return errorText(ruleCodeOf(message), undefined, message);
}
