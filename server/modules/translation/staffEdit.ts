import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { surveyLocales } from '../../db/schema.ts';
import { recordStaffTranslation, type StaffTranslationEdit } from './memory.ts';
import { completeLocale } from './queries.ts';

/**
 * A staff edit, and what it settles: once every item of a locale that was not completed (it is still translating, or it
 * fell back with an error) has a text, the locale is completed and its links switch to it, in the same transaction as
 * the edit, so respondents never meet a locale that is whole but still served in the source language (docs/decisions.md).
 * Answers whether the edit completed the locale.
 */
export async function applyStaffTranslation(db: Db, edit: StaffTranslationEdit): Promise<{ completedLocale: boolean }> {
  return db.transaction(async (tx) => {
    await recordStaffTranslation(tx, edit);
    // The recount inside the edit locked the locale's row, so this reads counts no other writer can change meanwhile.
    const [locale] = await tx
      .select({
        status: surveyLocales.status,
        titleTranslated: surveyLocales.titleTranslated,
        questionsTranslated: surveyLocales.questionsTranslated,
        questionsTotal: surveyLocales.questionsTotal,
      })
      .from(surveyLocales)
      .where(and(eq(surveyLocales.surveyId, edit.surveyId), eq(surveyLocales.locale, edit.locale)));
    const isWhole = locale !== undefined && locale.titleTranslated && locale.questionsTranslated >= locale.questionsTotal;
    if (!isWhole || locale.status === 'completed') return { completedLocale: false };
    await completeLocale(tx, edit.surveyId, edit.locale);
    return { completedLocale: true };
  });
}
