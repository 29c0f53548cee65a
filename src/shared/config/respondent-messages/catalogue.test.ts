import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { QUESTION_SCALES } from '@/shared/api';

import { RESPONDENT_LANGUAGES, respondentMessagesFor } from './catalogue';
import { en } from './en';
import { es } from './es';
import { fillMessage, isRightToLeft } from './format';
import { loadRespondentMessages } from './load';
import type { RespondentMessages } from './types';

interface Geography {
  regions: { countries: { languages: string[] }[] }[];
}

/** Every language the product supports: those of config/geography.json, so a language added there needs a catalogue. */
function geographyLanguages(): string[] {
  const file = path.join(import.meta.dirname, '../../../../config/geography.json');
  const geography = JSON.parse(readFileSync(file, 'utf8')) as Geography;
  const languages = geography.regions.flatMap((region) => region.countries.flatMap((country) => country.languages));
  return [...new Set(languages)];
}

const LANGUAGES = geographyLanguages();
const KEYS = Object.keys(en) as (keyof RespondentMessages)[];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('respondent message catalogue', () => {
  it('reads the 43 languages of config/geography.json', () => {
    expect(LANGUAGES).toHaveLength(43);
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'es', 'es-MX', 'pt-BR', 'zh-CN', 'zh-TW', 'ar', 'he']));
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s translates every text (none is left as the English one)', (language) => {
    const messages = respondentMessagesFor(language);
    for (const key of KEYS) expect(messages[key], key).not.toBe(en[key]);
  });

  it.each(LANGUAGES)('%s has its own catalogue, not a fallback', (language) => {
    expect(RESPONDENT_LANGUAGES).toContain(language);
    const messages = respondentMessagesFor(language);
    if (language !== 'en') expect(messages).not.toBe(en);
    const base = language.split('-')[0] ?? language;
    if (base !== language) expect(messages).not.toBe(respondentMessagesFor(base));
  });

  it('registers each catalogue once, under one tag', () => {
    const catalogues = RESPONDENT_LANGUAGES.map((language) => respondentMessagesFor(language));
    expect(new Set(catalogues).size).toBe(RESPONDENT_LANGUAGES.length);
  });

  describe.each(RESPONDENT_LANGUAGES)('%s', (language) => {
    const messages = respondentMessagesFor(language);

    it('has every key, with a non-empty text', () => {
      expect(Object.keys(messages).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(messages[key].trim(), key).not.toBe('');
    });

    it('keeps exactly the placeholders of English', () => {
      for (const key of KEYS) expect(placeholders(messages[key]), key).toEqual(placeholders(en[key]));
    });

    it('writes the ellipsis as one character and no text with loose spaces', () => {
      for (const key of KEYS) {
        expect(messages[key], key).not.toContain('...');
        expect(messages[key], key).toBe(messages[key].trim());
        expect(messages[key], key).not.toMatch(/ {2}/);
      }
    });

    it('loads lazily the same catalogue the server uses', async () => {
      await expect(loadRespondentMessages(language)).resolves.toBe(messages);
    });
  });

  it("words English's scale anchors as the staff app's question scales do", () => {
    expect([en.ratingLow, en.ratingHigh]).toEqual([QUESTION_SCALES.rating.lowLabel, QUESTION_SCALES.rating.highLabel]);
    expect([en.npsLow, en.npsHigh]).toEqual([QUESTION_SCALES.nps.lowLabel, QUESTION_SCALES.nps.highLabel]);
  });

  it('falls back to the base language, then to English', async () => {
    expect(respondentMessagesFor('es-AR')).toBe(es);
    expect(respondentMessagesFor('xx')).toBe(en);
    expect(respondentMessagesFor('xx-YY')).toBe(en);
    await expect(loadRespondentMessages('es-AR')).resolves.toBe(es);
    await expect(loadRespondentMessages('xx')).resolves.toBe(en);
  });
});

describe('fillMessage', () => {
  it('fills the placeholders it is given and leaves unknown ones as written', () => {
    expect(fillMessage(en.progress, { number: 2, count: 5 })).toBe('Question 2 of 5');
    expect(fillMessage(en.greeting, { title: 'Store visit' })).toContain('"Store visit"');
    expect(fillMessage('Question {number} of {count}', { number: 3 })).toBe('Question 3 of {count}');
    expect(fillMessage('{unknown} stays', {})).toBe('{unknown} stays');
  });
});

describe('isRightToLeft', () => {
  it('is true for Arabic and Hebrew, with or without a region', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('he')).toBe(true);
    expect(isRightToLeft('he-IL')).toBe(true);
  });

  it('is false for left-to-right languages', () => {
    expect(isRightToLeft('es')).toBe(false);
    expect(isRightToLeft('en')).toBe(false);
    expect(isRightToLeft('es-MX')).toBe(false);
  });
});
