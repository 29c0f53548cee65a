import type { Messages } from '@lingui/core';
import pseudolocalize from 'pseudolocale';

const DELIMITER = '\u0000';
/** What must reach the screen unchanged: a <Trans> element's tags (<0>, </0>, <1/>). */
const ELEMENT_TAG = /<\/?\d+\s*\/?>/g;

function pseudoText(text: string): string {
  const protectedText = text.replace(ELEMENT_TAG, (tag) => `${DELIMITER}${tag}${DELIMITER}`);
  return pseudolocalize(protectedText, { delimiter: DELIMITER, extend: 0.4, prepend: '[', append: ']' }).replaceAll(DELIMITER, '');
}

type Compiled = Messages[string];

/** A compiled message's texts accented and lengthened; placeholder names and plural keys kept. */
function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, type, choices] = token;
    if (!choices || typeof choices !== 'object') return token;
    const pseudoChoices = Object.fromEntries(
      Object.entries(choices).map(([key, choice]) => [key, key === 'offset' ? choice : pseudoMessage(choice as Compiled)]),
    );
    return [name, type, pseudoChoices];
  });
}

/** The pseudo-locale's catalogue: every English message accented and 40% longer, so clipping and overflow show. */
export function pseudoCatalogue(english: Messages): Messages {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]));
}
