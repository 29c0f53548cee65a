import { describe, expect, it } from 'vitest';

import { i18n } from '@/shared/i18n';

import {
  estimatedSecondsLeft,
  formatMinutesSeconds,
  localeStatus,
  overallPercent,
  phaseLabel,
  translationPhase,
} from './translationProgress';

const locale = (overrides = {}) => ({
  locale: 'es',
  title_translated: false,
  questions_translated_count: 0,
  questions_total_count: 3,
  error: null,
  ...overrides,
});

describe('the translation overlay readings', () => {
  it('caps the bar at 99 until the job is complete, then shows 100', () => {
    expect(overallPercent({ overall_total_items_to_translate: 8, overall_translated_items_count: 8, is_complete: false })).toBe(99);
    expect(overallPercent({ overall_total_items_to_translate: 8, overall_translated_items_count: 2 })).toBe(25);
    expect(overallPercent({ overall_total_items_to_translate: 0, overall_translated_items_count: 0 })).toBe(0);
    expect(overallPercent({ is_complete: true })).toBe(100);
    expect(overallPercent(undefined)).toBe(0);
  });

  it('moves from creating to translating above 0 %, finalizing once every text is in, complete on is_complete', () => {
    expect(translationPhase(undefined)).toBe('creating');
    expect(translationPhase({ overall_total_items_to_translate: 8, overall_translated_items_count: 0 })).toBe('creating');
    expect(translationPhase({ overall_total_items_to_translate: 8, overall_translated_items_count: 1 })).toBe('translating');
    expect(translationPhase({ overall_total_items_to_translate: 8, overall_translated_items_count: 8, is_complete: false })).toBe('finalizing');
    expect(translationPhase({ is_complete: true })).toBe('complete');
  });

  it('reads each language as pending, translating, completed or error', () => {
    expect(localeStatus(locale(), false)).toBe('pending');
    expect(localeStatus(locale({ title_translated: true }), false)).toBe('translating');
    expect(localeStatus(locale({ questions_translated_count: 1 }), false)).toBe('translating');
    expect(localeStatus(locale({ title_translated: true, questions_translated_count: 3 }), false)).toBe('completed');
    expect(localeStatus(locale(), true)).toBe('completed');
    expect(localeStatus(locale({ error: 'Service Unavailable' }), true)).toBe('error');
    expect(localeStatus(locale({ locale: 'en', title_translated: true, questions_translated_count: 3 }), true, 'en')).toBe('source');
  });

  it("says 'Translation Complete!' only when no language fell back", () => {
    const settled = (error: string | null) => ({
      is_complete: true,
      source_language: 'en',
      progress_details: [locale({ locale: 'en', title_translated: true, questions_translated_count: 3 }), locale({ error })],
    });
    expect(i18n._(phaseLabel(settled(null)))).toBe('Translation Complete!');
    expect(i18n._(phaseLabel(settled('No machine-translation provider is configured')))).toBe('Translation Finished');
    expect(i18n._(phaseLabel({ overall_total_items_to_translate: 8, overall_translated_items_count: 1 }))).toBe('Translating survey content...');
  });

  it('estimates the time left from the pace so far, only between 0 and 100 %', () => {
    // 25 % in 30 s: 75 % more at 0.833 %/s is 90 s.
    expect(estimatedSecondsLeft(25, 30)).toBe(90);
    expect(estimatedSecondsLeft(0, 30)).toBeUndefined();
    expect(estimatedSecondsLeft(100, 30)).toBeUndefined();
    expect(formatMinutesSeconds(90)).toBe('1:30');
    expect(formatMinutesSeconds(5)).toBe('0:05');
  });
});
