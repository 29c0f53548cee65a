import { describe, expect, it } from 'vitest';

import { askedQuestion, questionOptionIssues } from './surveyRules';

describe('askedQuestion', () => {
  it('asks a text question as written, a choice with its numbered options and a scale with its range', () => {
    expect(askedQuestion({ text: 'What could we do better?', type: 'text', options: [] })).toBe('What could we do better?');
    expect(askedQuestion({ text: '¿Qué le trajo a la tienda?', type: 'multiple_choice', options: ['Despensa', 'Ropa'] })).toBe(
      '¿Qué le trajo a la tienda?\n1. Despensa\n2. Ropa',
    );
    expect(askedQuestion({ text: 'How satisfied are you?', type: 'rating', options: [] })).toBe('How satisfied are you? (1–5)');
    expect(askedQuestion({ text: 'How likely are you to recommend us?', type: 'nps', options: [] })).toBe('How likely are you to recommend us? (0–10)');
  });
});

describe('questionOptionIssues', () => {
  it('finds nothing wrong with a text question without options or a choice of 2 to 10 distinct options', () => {
    expect(questionOptionIssues({ type: 'text' })).toEqual([]);
    expect(questionOptionIssues({ type: 'nps', options: [] })).toEqual([]);
    expect(questionOptionIssues({ type: 'multiple_choice', options: ['A', 'B'] })).toEqual([]);
  });

  it('names each broken rule with the option it is about', () => {
    expect(questionOptionIssues({ type: 'multiple_choice', options: ['A', ' a ', ''] })).toEqual([
      { path: ['options', 1], code: 'survey.options_not_distinct' },
      { path: ['options', 2], code: 'survey.option_required' },
    ]);
    expect(questionOptionIssues({ type: 'multiple_choice', options: [] })).toEqual([
      { path: ['options'], code: 'survey.options_required' },
    ]);
    expect(questionOptionIssues({ type: 'rating', options: ['A'] })).toEqual([{ path: ['options'], code: 'survey.options_only_for_choice' }]);
  });
});
