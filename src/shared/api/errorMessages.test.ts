import { describe, expect, it } from 'vitest';

import { ERROR_CODES, ERROR_DETAILS, type ErrorCode, type ErrorParamValue, fillPlaceholders } from './contract';
import { errorText } from './errorMessages';

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
});
