import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';

import { surveyLinks, surveys, surveyTranslations, translationMemory } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { createTranslationTestSurvey } from '../../testing/translation.ts';
import { findSourceTexts } from './queries.ts';
import { readTranslationProgress } from './progress.ts';
import { createPseudoProvider } from './providers.ts';
import { applyStaffTranslation } from './staffEdit.ts';
import { translateSurvey } from './worker.ts';

const logger = pino({ level: 'silent' });
const SURVEY = 'options-test';
const OPTIONS = ['Price', 'Service', 'Location'];

/** Issue 26, item 2: a multiple-choice question's options are translated, remembered and edited like the questions. */
describe.each(testTargets)("a multiple-choice question's options on $name", (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    await database.db.delete(surveys);
    await database.db.delete(translationMemory);
    // One text question and one choice of three options: per locale the title and 1 + 1 + 3 question texts.
    await createTranslationTestSurvey(database.db, SURVEY, 1, { choice: OPTIONS });
  });

  const progress = async () => {
    const answer = await readTranslationProgress(database.db, SURVEY);
    if (!answer) throw new Error(`The survey ${SURVEY} is gone`);
    return answer;
  };
  const textOf = async (locale: string, item: string) => {
    const [row] = await database.db
      .select({ text: surveyTranslations.text, origin: surveyTranslations.origin })
      .from(surveyTranslations)
      .where(and(eq(surveyTranslations.surveyId, SURVEY), eq(surveyTranslations.locale, locale), eq(surveyTranslations.item, item)));
    return row;
  };

  it('lists each option after its question among the texts to translate', async () => {
    expect((await findSourceTexts(database.db, SURVEY))?.items).toEqual([
      { item: 'title', text: 'How was your visit to our store?' },
      { item: 'q1', text: 'How satisfied are you with part 1 of your visit today?' },
      { item: 'choice', text: 'What brought you to our store today?' },
      { item: 'choice.option.1', text: 'Price' },
      { item: 'choice.option.2', text: 'Service' },
      { item: 'choice.option.3', text: 'Location' },
    ]);
  });

  it("counts the options in the overlay's items and translates them with the rest", async () => {
    // Three locales of 1 + 5 items; en, the source, is whole from the start.
    expect(await progress()).toMatchObject({ overall_total_items_to_translate: 18, overall_translated_items_count: 6 });
    expect((await progress()).progress_details?.find((locale) => locale.locale === 'fr')).toMatchObject({ questions_total_count: 5 });
    await translateSurvey({ db: database.db, provider: createPseudoProvider(), logger }, SURVEY);
    expect(await progress()).toMatchObject({ is_complete: true, overall_translated_items_count: 18 });
    expect(await textOf('fr', 'choice.option.2')).toEqual({ text: '[fr] Service', origin: 'machine' });
    expect(await textOf('pt-BR', 'choice.option.3')).toEqual({ text: '[pt-BR] Location', origin: 'machine' });
  });

  it('reuses a remembered option in the next survey without a call', async () => {
    await translateSurvey({ db: database.db, provider: createPseudoProvider(), logger }, SURVEY);
    await database.db.delete(surveys);
    await createTranslationTestSurvey(database.db, SURVEY, 1, { choice: OPTIONS });
    const sent: string[] = [];
    const provider = createPseudoProvider({
      failWith: (request) => {
        sent.push(...request.texts);
        return undefined;
      },
    });
    await translateSurvey({ db: database.db, provider, logger }, SURVEY);
    expect(sent).toEqual([]);
    expect(await textOf('fr', 'choice.option.1')).toEqual({ text: '[fr] Price', origin: 'machine' });
  });

  it('completes a locale only once its options are edited too, and then switches its links', async () => {
    const edit = (item: string, sourceText: string, text: string) =>
      applyStaffTranslation(database.db, { surveyId: SURVEY, locale: 'fr', item, sourceLanguage: 'en', sourceText, text, username: 'admin' });
    await edit('title', 'How was your visit to our store?', 'Comment s’est passée votre visite ?');
    await edit('q1', 'How satisfied are you with part 1 of your visit today?', 'Êtes-vous satisfait de votre visite ?');
    await edit('choice', 'What brought you to our store today?', 'Qu’est-ce qui vous a amené aujourd’hui ?');
    await edit('choice.option.1', 'Price', 'Le prix');
    expect(await edit('choice.option.2', 'Service', 'Le service')).toEqual({ completedLocale: false });
    expect(await edit('choice.option.3', 'Location', 'L’emplacement')).toEqual({ completedLocale: true });
    const links = await database.db.select({ effective: surveyLinks.effectiveLanguage }).from(surveyLinks).where(eq(surveyLinks.languageCode, 'fr'));
    expect(new Set(links.map((link) => link.effective))).toEqual(new Set(['fr']));
    expect(await textOf('fr', 'choice.option.3')).toEqual({ text: 'L’emplacement', origin: 'staff' });
  });
});
