import { describe, expect, it } from 'vitest';

import { NO_PROVIDER_MESSAGE, translationOutcome } from '@/shared/lib/translation';

import { describeTranslationOutcome } from './translationOutcome';

describe('describeTranslationOutcome', () => {
  it('says all languages were translated only when none fell back', () => {
    const outcome = translationOutcome([{ locale: 'en' }, { locale: 'es-MX', error: null }, { locale: 'pt-BR' }], 'en');
    expect(outcome).toEqual({ total: 2, translated: 2, fellBack: 0, noProvider: false });
    expect(describeTranslationOutcome(outcome, 'en')).toEqual({ isComplete: true, summary: 'All languages translated' });
  });

  it('counts fallbacks apart from translations and names the missing provider', () => {
    const outcome = translationOutcome(
      [
        { locale: 'en', error: null },
        { locale: 'es-MX', error: NO_PROVIDER_MESSAGE },
        { locale: 'pt-BR', error: NO_PROVIDER_MESSAGE },
      ],
      'en',
    );
    expect(outcome).toEqual({ total: 2, translated: 0, fellBack: 2, noProvider: true });
    expect(describeTranslationOutcome(outcome, 'en')).toEqual({
      isComplete: false,
      summary: '0 of 2 languages translated, 2 shown in English',
      reason: 'Shown in English: no translation provider is set',
    });
  });

  it('gives no common reason when a provider failed for some languages', () => {
    const outcome = translationOutcome(
      [
        { locale: 'es', error: null },
        { locale: 'ko', error: 'DeepL cannot translate ko' },
        { locale: 'pt-BR', error: null },
      ],
      'es',
    );
    expect(outcome).toEqual({ total: 2, translated: 1, fellBack: 1, noProvider: false });
    expect(describeTranslationOutcome(outcome, 'es')).toEqual({
      isComplete: false,
      summary: '1 of 2 languages translated, 1 shown in Spanish',
      reason: undefined,
    });
  });
});
