import { describe, expect, it } from 'vitest';

import { makeSurveyTranslations } from '@/entities/survey/mocks';

import { translatedCount, translationItemLabel, withEditedLocale } from './translations';

const translations = makeSurveyTranslations();
const [spanish, french] = translations.locales;
if (!spanish || !french) throw new Error('The fixture lists Spanish and French');

describe('translationItemLabel', () => {
  it("names the title and each question by its place, whatever the question's id", () => {
    expect(french.items.map((item) => translationItemLabel(french.items, item.item))).toEqual(['Title', 'Question 1', 'Question 2']);
    const items = [
      { item: 'title', source_text: 'Store visits', text: null, origin: null },
      { item: 'q-7f3a', source_text: 'How was your visit?', text: null, origin: null },
    ];
    expect(translationItemLabel(items, 'q-7f3a')).toBe('Question 1');
  });

  it("names a multiple-choice option by its question's place and its number", () => {
    const items = [
      { item: 'title', source_text: 'Store visits', text: null, origin: null },
      { item: 'q-1', source_text: 'What brought you in?', text: null, origin: null },
      { item: 'q-1.option.1', source_text: 'Price', text: null, origin: null },
      { item: 'q-1.option.2', source_text: 'Service', text: null, origin: null },
      { item: 'q-2', source_text: 'Anything else?', text: null, origin: null },
    ];
    expect(items.map((entry) => translationItemLabel(items, entry.item))).toEqual([
      'Title',
      'Question 1',
      'Question 1, option 1',
      'Question 1, option 2',
      'Question 2',
    ]);
  });

  it('falls back to the raw key for an item it does not know', () => {
    expect(translationItemLabel(french.items, 'q9')).toBe('q9');
  });
});

describe('withEditedLocale', () => {
  it("replaces only the edited locale with the server's answer and leaves the input alone", () => {
    const edited = { ...french, status: 'completed' as const, error: null };
    const next = withEditedLocale(translations, edited);
    expect(next.locales).toEqual([spanish, edited]);
    expect(translations.locales[1]).toBe(french);
  });

  it('ignores an answer for a locale the survey does not list', () => {
    expect(withEditedLocale(translations, { ...french, locale: 'de' }).locales).toEqual(translations.locales);
  });
});

describe('translatedCount', () => {
  it('counts the items with a text', () => {
    expect(translatedCount(spanish)).toEqual({ translated: 3, total: 3 });
    expect(translatedCount(french)).toEqual({ translated: 1, total: 3 });
  });
});
