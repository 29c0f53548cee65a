import { describe, expect, it, vi } from 'vitest';

import type { RespondentMessages } from '@/shared/config/respondent-messages';

import { loadBrowserTexts } from './browserTexts';

const english = { send: 'Send' } as RespondentMessages;
const spanish = { send: 'Enviar' } as RespondentMessages;

// A catalogue with English and Spanish only, as loadRespondentMessages answers: the tag, its base language, else English.
vi.mock('@/shared/config/respondent-messages', () => ({
  loadRespondentMessages: (language: string) => Promise.resolve(language.split('-')[0] === 'es' ? spanish : english),
}));

describe('the texts in the browser language', () => {
  it('takes the first of the browser languages the catalogue has', async () => {
    await expect(loadBrowserTexts(['de-DE', 'es-MX', 'en'])).resolves.toEqual({ language: 'es-MX', messages: spanish });
  });

  it('takes English when it comes before any other the catalogue has', async () => {
    await expect(loadBrowserTexts(['fr', 'en-GB', 'es'])).resolves.toEqual({ language: 'en-GB', messages: english });
  });

  it('falls back to English when the catalogue has none of them, or the browser names none', async () => {
    await expect(loadBrowserTexts(['de', 'fr'])).resolves.toEqual({ language: 'en', messages: english });
    await expect(loadBrowserTexts([])).resolves.toEqual({ language: 'en', messages: english });
  });
});
