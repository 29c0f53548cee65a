import { createHash } from 'node:crypto';

import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { surveyTranslations, translationMemory, type TranslationOrigin } from '../../db/schema.ts';
import { recountLocaleProgress } from './queries.ts';

/** The memory's key for a source text: SHA-256, hex. */
export function sourceTextHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface RememberedTranslation {
  text: string;
  /** 'staff' when a staff member edited it: the worker stores it as theirs. */
  origin: TranslationOrigin;
}

/** The remembered translations of these texts from one language to another, by source text. */
export async function recallTranslations(
  db: Db,
  from: string,
  to: string,
  texts: readonly string[],
): Promise<Map<string, RememberedTranslation>> {
  if (texts.length === 0) return new Map();
  const rows = await db
    .select({ sourceText: translationMemory.sourceText, text: translationMemory.text, origin: translationMemory.origin })
    .from(translationMemory)
    .where(
      and(
        eq(translationMemory.sourceLanguage, from),
        eq(translationMemory.targetLanguage, to),
        inArray(translationMemory.sourceHash, texts.map(sourceTextHash)),
      ),
    );
  return new Map(rows.map((row) => [row.sourceText, { text: row.text, origin: row.origin }]));
}

/**
 * Remembers what a provider answered. A text already remembered keeps its entry: a staff edit must never be overwritten
 * by the machine, and two jobs translating the same text at once store it once.
 */
export async function rememberMachineTranslations(
  db: Db,
  entries: { from: string; to: string; sourceText: string; text: string; provider: string }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(translationMemory)
    .values(
      entries.map((entry) => ({
        sourceLanguage: entry.from,
        targetLanguage: entry.to,
        sourceHash: sourceTextHash(entry.sourceText),
        sourceText: entry.sourceText,
        text: entry.text,
        origin: 'machine' as const,
        author: entry.provider,
      })),
    )
    .onConflictDoNothing();
}

export interface StaffTranslationEdit {
  surveyId: string;
  locale: string;
  /** 'title' or a question id. */
  item: string;
  sourceLanguage: string;
  sourceText: string;
  text: string;
  username: string;
}

/**
 * A staff member's translation of one item: it replaces the survey's text for that locale and the memory's entry, in one
 * transaction, so the next survey with the same source text gets the edit instead of the machine's text.
 */
export async function recordStaffTranslation(db: Db, edit: StaffTranslationEdit): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(surveyTranslations)
      .values({ surveyId: edit.surveyId, locale: edit.locale, item: edit.item, text: edit.text, origin: 'staff' })
      .onConflictDoUpdate({
        target: [surveyTranslations.surveyId, surveyTranslations.locale, surveyTranslations.item],
        set: { text: edit.text, origin: 'staff' },
      });
    await tx
      .insert(translationMemory)
      .values({
        sourceLanguage: edit.sourceLanguage,
        targetLanguage: edit.locale,
        sourceHash: sourceTextHash(edit.sourceText),
        sourceText: edit.sourceText,
        text: edit.text,
        origin: 'staff',
        author: edit.username,
      })
      .onConflictDoUpdate({
        target: [translationMemory.sourceLanguage, translationMemory.targetLanguage, translationMemory.sourceHash],
        set: { text: edit.text, origin: 'staff', author: edit.username, updatedAt: sql`now()` },
      });
    await recountLocaleProgress(tx, edit.surveyId, edit.locale);
  });
}
