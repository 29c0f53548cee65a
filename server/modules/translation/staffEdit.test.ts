import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { surveyLinks, surveyLocales, surveys, translationMemory } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { createTranslationTestSurvey } from '../../testing/translation.ts';
import { applyStaffTranslation } from './staffEdit.ts';

const SURVEY_ID = 'staff-edit-unit';
const TITLE = 'How was your visit to our store?';
const QUESTION = 'How satisfied are you with part 1 of your visit today?';

describe.each(testTargets)('applyStaffTranslation on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    await database.db.delete(surveys);
    await database.db.delete(translationMemory);
    // Locales en (the source), fr and pt-BR; fr and pt-BR in progress with nothing translated, one question each.
    await createTranslationTestSurvey(database.db, SURVEY_ID, 1);
  });

  const staffEdit = (locale: string, item: string, sourceText: string, text: string) =>
    applyStaffTranslation(database.db, { surveyId: SURVEY_ID, locale, item, sourceLanguage: 'en', sourceText, text, username: 'admin' });

  async function locale(code: string) {
    const [row] = await database.db.select().from(surveyLocales).where(and(eq(surveyLocales.surveyId, SURVEY_ID), eq(surveyLocales.locale, code)));
    return row;
  }

  const effectiveLanguages = async (code: string) =>
    (await database.db.select({ effective: surveyLinks.effectiveLanguage }).from(surveyLinks).where(eq(surveyLinks.languageCode, code))).map(
      (link) => link.effective,
    );

  it('counts a partial edit without completing the locale', async () => {
    expect(await staffEdit('fr', 'title', TITLE, 'Comment s’est passée votre visite ?')).toEqual({ completedLocale: false });
    expect(await locale('fr')).toMatchObject({ status: 'in_progress', titleTranslated: true, questionsTranslated: 0 });
    expect(new Set(await effectiveLanguages('fr'))).toEqual(new Set(['en']));
  });

  it('completes the locale with its last item and switches its links, leaving the other locales alone', async () => {
    await staffEdit('fr', 'title', TITLE, 'Comment s’est passée votre visite ?');
    expect(await staffEdit('fr', 'q1', QUESTION, 'Êtes-vous satisfait de votre visite ?')).toEqual({ completedLocale: true });
    expect(await locale('fr')).toMatchObject({ status: 'completed', error: null, questionsTranslated: 1 });
    expect(new Set(await effectiveLanguages('fr'))).toEqual(new Set(['fr']));
    expect(await locale('pt-BR')).toMatchObject({ status: 'in_progress', titleTranslated: false });
    expect(new Set(await effectiveLanguages('pt-BR'))).toEqual(new Set(['en']));
  });

  it('reports no completion for a locale that was completed already', async () => {
    await staffEdit('fr', 'title', TITLE, 'Comment s’est passée votre visite ?');
    await staffEdit('fr', 'q1', QUESTION, 'Êtes-vous satisfait ?');
    expect(await staffEdit('fr', 'q1', QUESTION, 'Êtes-vous satisfait de votre visite ?')).toEqual({ completedLocale: false });
    expect(await locale('fr')).toMatchObject({ status: 'completed' });
  });
});
