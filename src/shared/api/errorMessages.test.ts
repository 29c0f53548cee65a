import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';

import { ERROR_CODES, ERROR_DETAILS, type ErrorCode, type ErrorParamValue, fillPlaceholders, translationEdit } from './contract';
import { i18n } from '../i18n';
import { errorText } from './errorMessages';
import { ruleMessageText } from './ruleMessages';

/** A value for each `{name}` of a code's detail: a number where the server sends one. */
function sampleParams(code: ErrorCode): Record<string, ErrorParamValue> {
  const names = [...ERROR_DETAILS[code].matchAll(/\{(\w+)\}/g)].map(([, name = '']) => name);
  return Object.fromEntries(names.map((name) => [name, name === 'seconds' ? 1234 : `<${name}>`]));
}

describe("the texts of the API's codes", () => {
  it.each(ERROR_CODES)('%s reads in English word for word as the server details it', (code) => {
    const params = sampleParams(code);
    expect(errorText(code, params, 'not the detail')).toBe(fillPlaceholders(ERROR_DETAILS[code], params));
  });

  it("fall back to the server's detail for a code this app does not know, or none", () => {
    expect(errorText('survey.archived', undefined, 'This survey is archived.')).toBe('This survey is archived.');
    expect(errorText(undefined, undefined, 'Bad gateway')).toBe('Bad gateway');
  });

  it("word a contract schema's rule, as a form validated with that schema shows it, in the reader's language", () => {
    const message = translationEdit.safeParse({ text: ' ' }).error?.issues[0]?.message ?? '';
    expect(ruleMessageText(message)).toBe('Enter the translation.');
    i18n.loadAndActivate({ locale: 'ko', messages: { [msg`Enter the translation.`.id]: '번역을 입력하세요.' } });
    try {
      expect(ruleMessageText(message)).toBe('번역을 입력하세요.');
    } finally {
      i18n.activate('en');
    }
    expect(ruleMessageText('Expected a time as HH:mm')).toBe('Expected a time as HH:mm');
  });
});
