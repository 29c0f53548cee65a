import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Principal } from '../../auth/permissions.ts';
import { strictErrorBody, strictLocaleTranslations, strictSurveyTranslations, type SurveyCreatePayload } from '../../contract.ts';
import { surveyLinks, surveyLocales, surveys, surveyTranslations, translationMemory } from '../../db/schema.ts';
import { createAccountTokens, type AccountTokens, type TestAccount } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/app.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { geographyFromDatabase, readGeographyConfig, seedGeography } from '../geography/index.ts';
import { sourceTextHash } from '../translation/memory.ts';
import { completeLocale, failLocale, recountLocaleProgress } from '../translation/queries.ts';
import { createSurvey } from './create.ts';

const SURVEY_ID = 'staff-edit-survey';
const TITLE = 'How was your visit to our store?';
const QUESTION = 'What should we change about the checkout?';

const creator: Principal = { username: 'latam.manager', groups: ['Region-Latin America & Caribbean'], region: 'Latin America & Caribbean', local: 'ALL' };

let accounts: AccountTokens;
beforeAll(async () => {
  accounts = await createAccountTokens();
});

describe.each(testTargets)('survey translations API on $name', (target) => {
  const database = useTestDatabase(target);

  beforeAll(async () => {
    await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
  });

  /**
   * An English survey by latam.manager for Mexico (es-MX) and Brazil (pt-BR), as the worker leaves it: pt-BR completed
   * by the machine, es-MX fallen back after its title, without its question.
   */
  beforeEach(async () => {
    await database.db.delete(surveys);
    await database.db.delete(translationMemory);
    const payload: SurveyCreatePayload = {
      id: SURVEY_ID,
      title: TITLE,
      start_date: '2030-03-01',
      end_date: '2030-03-31',
      start_time: '09:00',
      end_time: '17:00',
      questions: [{ questionId: 'q1', text: QUESTION, order: 1 }],
      target_country_names: ['Mexico', 'Brazil'],
      target_languages: ['es-MX', 'pt-BR'],
      target_channels: 1,
      timezone: 'America/Mexico_City',
    };
    const outcome = await createSurvey({ db: database.db, geography: geographyFromDatabase(database.db), origin: 'http://localhost' }, creator, payload);
    expect(outcome.kind).toBe('created');
    await database.db.insert(surveyTranslations).values([
      { surveyId: SURVEY_ID, locale: 'pt-BR', item: 'title', text: 'Como foi sua visita à nossa loja?' },
      { surveyId: SURVEY_ID, locale: 'pt-BR', item: 'q1', text: 'O que devemos mudar no caixa?' },
      { surveyId: SURVEY_ID, locale: 'es-MX', item: 'title', text: '¿Cómo fue su visita a nuestra tienda?' },
    ]);
    await recountLocaleProgress(database.db, SURVEY_ID, 'pt-BR');
    await completeLocale(database.db, SURVEY_ID, 'pt-BR');
    await recountLocaleProgress(database.db, SURVEY_ID, 'es-MX');
    await failLocale(database.db, SURVEY_ID, 'es-MX', 'The provider does not translate es-MX');
  });

  async function call(account: TestAccount, path: string, init: { method?: string; body?: unknown } = {}) {
    const app = createTestApp(database, accounts.issuer.verifier);
    const headers = new Headers({ Authorization: `Bearer ${await accounts.tokenFor(account)}` });
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    return app.request(path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  }

  const edit = (account: TestAccount, locale: string, item: string, text: unknown) =>
    call(account, `/api/surveys/${SURVEY_ID}/translations/${locale}/${item}`, { method: 'PUT', body: { text } });

  /** The refusal's code and English detail, held to the error body. */
  async function refusalOf(response: Response, status: number): Promise<{ code?: string; detail: string }> {
    expect(response.status).toBe(status);
    const { code, detail } = strictErrorBody.parse(await response.json());
    return { code, detail };
  }

  async function storedTranslation(locale: string, item: string) {
    const [row] = await database.db
      .select({ text: surveyTranslations.text, origin: surveyTranslations.origin })
      .from(surveyTranslations)
      .where(and(eq(surveyTranslations.surveyId, SURVEY_ID), eq(surveyTranslations.locale, locale), eq(surveyTranslations.item, item)));
    return row;
  }

  async function localeRow(locale: string) {
    const [row] = await database.db
      .select()
      .from(surveyLocales)
      .where(and(eq(surveyLocales.surveyId, SURVEY_ID), eq(surveyLocales.locale, locale)));
    return row;
  }

  describe('GET /api/surveys/{id}/translations', () => {
    it('lists each target locale but the source language, with its status, error and texts, for the creator', async () => {
      const response = await call('latam.manager', `/api/surveys/${SURVEY_ID}/translations`);
      expect(response.status).toBe(200);
      expect(strictSurveyTranslations.parse(await response.json())).toEqual({
        source_language: 'en',
        can_edit_translations: true,
        locales: [
          {
            locale: 'es-MX',
            status: 'error',
            error: 'The provider does not translate es-MX',
            items: [
              { item: 'title', source_text: TITLE, text: '¿Cómo fue su visita a nuestra tienda?', origin: 'machine' },
              { item: 'q1', source_text: QUESTION, text: null, origin: null },
            ],
          },
          {
            locale: 'pt-BR',
            status: 'completed',
            error: null,
            items: [
              { item: 'title', source_text: TITLE, text: 'Como foi sua visita à nossa loja?', origin: 'machine' },
              { item: 'q1', source_text: QUESTION, text: 'O que devemos mudar no caixa?', origin: 'machine' },
            ],
          },
        ],
      });
    });

    it.each([
      ['admin', true],
      ['latam.manager', true],
      ['mexico.local', false],
      ['viewer', false],
    ] as const)('tells %s whether they may edit (%s)', async (account, mayEdit) => {
      const response = await call(account, `/api/surveys/${SURVEY_ID}/translations`);
      expect(strictSurveyTranslations.parse(await response.json()).can_edit_translations).toBe(mayEdit);
    });

    it('answers 404 for an unknown survey and for a user without a region claim', async () => {
      expect(await refusalOf(await call('admin', '/api/surveys/no-such-survey/translations'), 404)).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
      expect(await refusalOf(await call('no.region', `/api/surveys/${SURVEY_ID}/translations`), 404)).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
    });
  });

  describe('PUT /api/surveys/{id}/translations/{locale}/{item}', () => {
    it("saves the creator's text with origin staff, in the survey and in the memory, and answers the locale", async () => {
      const response = await edit('latam.manager', 'pt-BR', 'q1', '  O que devemos melhorar no caixa?  ');
      expect(response.status).toBe(200);
      const locale = strictLocaleTranslations.parse(await response.json());
      expect(locale.items.find((item) => item.item === 'q1')).toEqual({
        item: 'q1',
        source_text: QUESTION,
        text: 'O que devemos melhorar no caixa?',
        origin: 'staff',
      });
      expect(await storedTranslation('pt-BR', 'q1')).toEqual({ text: 'O que devemos melhorar no caixa?', origin: 'staff' });
      const memory = await database.db
        .select()
        .from(translationMemory)
        .where(and(eq(translationMemory.targetLanguage, 'pt-BR'), eq(translationMemory.sourceHash, sourceTextHash(QUESTION))));
      expect(memory).toEqual([
        expect.objectContaining({ sourceLanguage: 'en', sourceText: QUESTION, text: 'O que devemos melhorar no caixa?', origin: 'staff', author: 'latam.manager' }),
      ]);
    });

    it("lets an admin edit another user's survey", async () => {
      expect((await edit('admin', 'pt-BR', 'title', 'Como foi a sua visita?')).status).toBe(200);
      expect(await storedTranslation('pt-BR', 'title')).toEqual({ text: 'Como foi a sua visita?', origin: 'staff' });
    });

    it.each(['viewer', 'mexico.local'] as const)('refuses %s, who sees the survey but did not create it, and changes nothing', async (account) => {
      expect(await refusalOf(await edit(account, 'pt-BR', 'title', 'Outro título'), 403)).toEqual({
        code: 'survey.translations_edit_forbidden',
        detail: "You may not edit this survey's translations.",
      });
      expect(await storedTranslation('pt-BR', 'title')).toEqual({ text: 'Como foi sua visita à nossa loja?', origin: 'machine' });
      expect(await database.db.select().from(translationMemory)).toEqual([]);
    });

    it('refuses the source language, which is not translated', async () => {
      expect(await refusalOf(await edit('latam.manager', 'en', 'title', 'A title'), 422)).toEqual({
        code: 'survey.source_language_not_translated',
        detail: 'The source language is not translated: edit the survey itself.',
      });
    });

    it.each([
      ['an empty text', '   ', 'translation.text_required', 'Enter the translation.'],
      ['a text over 2,000 characters', 'a'.repeat(2001), 'translation.text_too_long', 'The translation must be at most 2000 characters long.'],
      ['no text at all', undefined, 'validation.invalid', undefined],
    ])('refuses %s with 422', async (_case, text, code, message) => {
      const refusal = await refusalOf(await edit('latam.manager', 'pt-BR', 'title', text), 422);
      expect(refusal.code).toBe(code);
      if (message) expect(refusal.detail).toBe(message);
      expect(await storedTranslation('pt-BR', 'title')).toEqual({ text: 'Como foi sua visita à nossa loja?', origin: 'machine' });
    });

    it('answers 404 for an unknown survey, locale or item', async () => {
      const put = (path: string) => call('admin', path, { method: 'PUT', body: { text: 'Texto' } });
      expect(await refusalOf(await put('/api/surveys/no-such-survey/translations/pt-BR/title'), 404)).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
      expect(await refusalOf(await put(`/api/surveys/${SURVEY_ID}/translations/fr/title`), 404)).toEqual({ code: 'survey.locale_not_found', detail: 'Locale not found' });
      expect(await refusalOf(await put(`/api/surveys/${SURVEY_ID}/translations/pt-BR/q9`), 404)).toEqual({ code: 'survey.translation_item_not_found', detail: 'Item not found' });
    });

    it('is idempotent: the same edit again answers the same and stores one text and one memory entry', async () => {
      const first = await edit('latam.manager', 'pt-BR', 'title', 'Como foi a sua visita?');
      const second = await edit('latam.manager', 'pt-BR', 'title', 'Como foi a sua visita?');
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual(await first.json());
      const texts = await database.db.select().from(surveyTranslations).where(eq(surveyTranslations.locale, 'pt-BR'));
      expect(texts).toHaveLength(2);
      expect(await database.db.select().from(translationMemory)).toHaveLength(1);
      expect(await localeRow('pt-BR')).toMatchObject({ status: 'completed', titleTranslated: true, questionsTranslated: 1 });
    });

    it('recounts the progress, and completes a fallen-back locale once every item has a text, switching its links', async () => {
      const response = await edit('latam.manager', 'es-MX', 'q1', '¿Qué deberíamos cambiar en la caja?');
      expect(strictLocaleTranslations.parse(await response.json())).toMatchObject({ locale: 'es-MX', status: 'completed', error: null });
      expect(await localeRow('es-MX')).toMatchObject({ status: 'completed', error: null, titleTranslated: true, questionsTranslated: 1, questionsTotal: 1 });
      const links = await database.db.select({ effectiveLanguage: surveyLinks.effectiveLanguage }).from(surveyLinks).where(eq(surveyLinks.languageCode, 'es-MX'));
      expect(links).toEqual([{ effectiveLanguage: 'es-MX' }]);

      const progress: unknown = await (await call('latam.manager', `/api/surveys/${SURVEY_ID}/translation-progress`)).json();
      expect(progress).toMatchObject({ status: 'completed', overall_translated_items_count: 4, overall_total_items_to_translate: 4 });
    });
  });
});
