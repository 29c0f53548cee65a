import { canDeleteSurvey, canSeeSurvey, type Geography, type Principal } from '../../auth/permissions.ts';
import type { LocaleTranslations, SurveyTranslations } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { GeographySource } from '../geography/index.ts';
import { findSourceTexts, type SourceTexts } from '../translation/queries.ts';
import { applyStaffTranslation } from '../translation/staffEdit.ts';
import { findSurveyLocales, findSurveyTranslationTexts, findSurveyWithCountries, type SurveyWithCountries } from './queries.ts';

export interface SurveyTranslationDeps {
  db: Db;
  geography: GeographySource;
}

/**
 * Editing a survey's translations is acting on the survey as a whole, so it follows the delete rule: a global user, or
 * the creator who still holds a create right over every target country.
 */
function canEditTranslations(principal: Principal, survey: SurveyWithCountries, geography: Geography): boolean {
  return canDeleteSurvey(principal, { createdBy: survey.createdByUsername ?? '', countries: survey.countryNames }, geography);
}

type LocaleRow = Awaited<ReturnType<typeof findSurveyLocales>>[number];
type TextRow = Awaited<ReturnType<typeof findSurveyTranslationTexts>>[number];

function localeAnswer(locale: LocaleRow, source: SourceTexts, texts: readonly TextRow[]): LocaleTranslations {
  const byItem = new Map(texts.filter((row) => row.locale === locale.locale).map((row) => [row.item, row]));
  return {
    locale: locale.locale,
    status: locale.status,
    error: locale.error,
    items: source.items.map(({ item, text }) => {
      const translated = byItem.get(item);
      return { item, source_text: text, text: translated?.text ?? null, origin: translated?.origin ?? null };
    }),
  };
}

/** The survey as the caller may see it, or undefined (missing and invisible read the same). */
async function visibleSurvey({ db, geography: geographySource }: SurveyTranslationDeps, principal: Principal, id: string) {
  const [survey, geography] = await Promise.all([findSurveyWithCountries(db, id), geographySource()]);
  if (!survey || !canSeeSurvey(principal, survey.countryNames, geography)) return undefined;
  return { survey, geography };
}

/** Every target locale but the source language with its texts, and whether the caller may edit them. */
export async function readSurveyTranslations(
  deps: SurveyTranslationDeps,
  principal: Principal,
  id: string,
): Promise<SurveyTranslations | undefined> {
  const visible = await visibleSurvey(deps, principal, id);
  const source = visible && (await findSourceTexts(deps.db, id));
  if (!visible || !source) return undefined;
  const [locales, texts] = await Promise.all([findSurveyLocales(deps.db, id), findSurveyTranslationTexts(deps.db, id)]);
  return {
    source_language: source.sourceLanguage,
    can_edit_translations: canEditTranslations(principal, visible.survey, visible.geography),
    locales: locales.filter((locale) => locale.locale !== source.sourceLanguage).map((locale) => localeAnswer(locale, source, texts)),
  };
}

export type TranslationEditOutcome =
  | { kind: 'saved'; locale: LocaleTranslations; completedLocale: boolean }
  | { kind: 'not-found'; code: 'survey.not_found' | 'survey.locale_not_found' | 'survey.translation_item_not_found' }
  | { kind: 'forbidden' }
  | { kind: 'source-language' };

/**
 * A staff member's text for one item of one locale: the survey's text and the translation memory, with origin 'staff'.
 * Sending the same text again changes nothing (the edit is an upsert).
 */
export async function editSurveyTranslation(
  deps: SurveyTranslationDeps,
  principal: Principal,
  target: { id: string; locale: string; item: string; text: string },
): Promise<TranslationEditOutcome> {
  const visible = await visibleSurvey(deps, principal, target.id);
  const source = visible && (await findSourceTexts(deps.db, target.id));
  if (!visible || !source) return { kind: 'not-found', code: 'survey.not_found' };
  if (!canEditTranslations(principal, visible.survey, visible.geography)) return { kind: 'forbidden' };
  if (target.locale === source.sourceLanguage) return { kind: 'source-language' };
  const locales = await findSurveyLocales(deps.db, target.id);
  if (!locales.some((locale) => locale.locale === target.locale)) return { kind: 'not-found', code: 'survey.locale_not_found' };
  const sourceItem = source.items.find((candidate) => candidate.item === target.item);
  if (!sourceItem) return { kind: 'not-found', code: 'survey.translation_item_not_found' };

  const { completedLocale } = await applyStaffTranslation(deps.db, {
    surveyId: target.id,
    locale: target.locale,
    item: target.item,
    sourceLanguage: source.sourceLanguage,
    sourceText: sourceItem.text,
    text: target.text,
    username: principal.username,
  });
  const [settled] = (await findSurveyLocales(deps.db, target.id)).filter((locale) => locale.locale === target.locale);
  if (!settled) return { kind: 'not-found', code: 'survey.locale_not_found' };
  const texts = await findSurveyTranslationTexts(deps.db, target.id, target.locale);
  return { kind: 'saved', locale: localeAnswer(settled, source, texts), completedLocale };
}
