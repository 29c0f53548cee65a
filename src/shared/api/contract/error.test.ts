import { describe, expect, it } from 'vitest';

import { codedError, ERROR_DETAILS, fillPlaceholders, isErrorCode } from './error';
import { surveyCreatePayload } from './survey';
import { ruleCodeOf, SURVEY_RULE_DETAILS, TRANSLATION_EDIT_DETAILS } from './surveyRules';
import { translationEdit } from './surveyTranslations';

describe('the error codes', () => {
  it('answer the English detail of the one list, filled from the params', () => {
    expect(codedError('survey.not_found')).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
    expect(codedError('rate_limit.exceeded', { seconds: 7 })).toEqual({
      code: 'rate_limit.exceeded',
      detail: 'Too many requests. Try again in 7 seconds.',
      params: { seconds: 7 },
    });
    expect(codedError('survey.unknown_countries', { countries: 'Atlantis, Narnia' }).detail).toBe('Unknown target countries: Atlantis, Narnia');
  });

  it('leave a brace around anything but a name, and a name without a param, as written', () => {
    expect(fillPlaceholders('Send {"refreshToken": "<token>"} as JSON.', {})).toBe('Send {"refreshToken": "<token>"} as JSON.');
    expect(fillPlaceholders('At most {limit} ({unit})', { limit: 3 })).toBe('At most 3 ({unit})');
  });

  it("find a request schema's rule by the message it puts on the issue, each rule by its own", () => {
    for (const [code, detail] of Object.entries({ ...SURVEY_RULE_DETAILS, ...TRANSLATION_EDIT_DETAILS })) expect(ruleCodeOf(detail)).toBe(code);
    expect(ruleCodeOf('Expected a time as HH:mm')).toBeUndefined();
    const shortTitle = surveyCreatePayload.safeParse({ title: 'Shop' });
    expect(shortTitle.success || ruleCodeOf(shortTitle.error.issues.find((issue) => issue.path[0] === 'title')?.message ?? '')).toBe('survey.title_too_short');
    const blank = translationEdit.safeParse({ text: '  ' });
    expect(blank.success || ruleCodeOf(blank.error.issues[0]?.message ?? '')).toBe('translation.text_required');
  });

  it('know their own names only', () => {
    expect(Object.keys(ERROR_DETAILS).every(isErrorCode)).toBe(true);
    expect(isErrorCode('survey.no_such_code')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
