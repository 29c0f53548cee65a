/**
 * What a report shows that was written in another language than the report's (issue 27, item 6): the survey's title,
 * questions and options, the themes and the quotes, in English and Korean. The survey's own translation into the
 * report's language comes first; then the translation memory; then the provider the survey translation job uses, the
 * one object the process made (createTranslationProvider), so the calls share its request budget and circuit breaker,
 * each retried as the job's are. A report sends at most its character limit; what is left, or what a failing provider
 * did not translate, is shown as written, and the report says so once (TranslationNotice). Nothing here fails a report.
 */
import type { Logger } from 'pino';

import { optionTranslationItem, type QuestionType, TITLE_TRANSLATION_ITEM } from '../../../contract.ts';
import type { Db } from '../../../db/client.ts';
import {
  noTranslationProvider,
  recallTranslations,
  type RetryPolicy,
  translateAndRemember,
  type TranslationProvider,
  UnsupportedLanguageError,
} from '../../translation/index.ts';
import type { Figures, Localized, ReportLanguage, ReportQuestion, ReportTranslations, TranslationNotice } from './markdown.ts';
import { baseLanguage } from './themes.ts';

/**
 * The characters of source text one report may send to the provider, both languages together: a report's survey texts,
 * themes and five quotes per text question fit many times over, while one large survey's run stays a few calls per
 * report instead of taking the request budget the survey translation job shares.
 */
export const REPORT_TRANSLATION_CHARACTER_LIMIT = 30_000;

/** Korean first: when the limit leaves texts out, the readers this is for lose least. */
const KOREAN_FIRST: readonly ReportLanguage[] = ['ko', 'en'];

/** A text a report shows, written in `from`, wanted in `to`. */
export interface TextToTranslate {
  from: string;
  to: ReportLanguage;
  text: string;
}

/** The survey as its creator wrote it, with its own translations into the report languages. */
export interface SurveyTexts {
  /** The language the survey was written in. */
  language: string;
  title: string;
  questions: readonly { id: string; type: QuestionType; text: string; options: readonly string[] }[];
  /** Per report language, the survey's translation by item, as the translation job keys them (the title, a question, an option). */
  own: Readonly<Record<ReportLanguage, ReadonlyMap<string, string>>>;
}

/** What the survey's own translations leave to translate, title first, then each question followed by its options. */
export function surveyTextsToTranslate(survey: SurveyTexts): TextToTranslate[] {
  const items = [
    { item: TITLE_TRANSLATION_ITEM, text: survey.title },
    ...survey.questions.flatMap((question) => [
      { item: question.id, text: question.text },
      ...question.options.map((option, index) => ({ item: optionTranslationItem(question.id, index + 1), text: option })),
    ]),
  ];
  return items.flatMap(({ item, text }) =>
    KOREAN_FIRST.filter((to) => !survey.own[to].has(item)).map((to) => ({ from: survey.language, to, text })),
  );
}

/** The survey's texts in each report language: as written in its own language, else its translation, else as written. */
export function localizedSurveyTexts(
  survey: SurveyTexts,
  translations: ReportTranslations,
): { title: Localized; questions: ReportQuestion[] } {
  const localized = (item: string, text: string): Localized => {
    const inLanguage = (to: ReportLanguage) =>
      baseLanguage(survey.language) === to ? text : (survey.own[to].get(item) ?? translations.of(to, survey.language, text) ?? text);
    return { en: inLanguage('en'), ko: inLanguage('ko') };
  };
  return {
    title: localized(TITLE_TRANSLATION_ITEM, survey.title),
    questions: survey.questions.map((question) => ({
      type: question.type,
      text: localized(question.id, question.text),
      options: question.options.map((option, index) => localized(optionTranslationItem(question.id, index + 1), option)),
    })),
  };
}

/** A scope's themes, then its quotes, each in both report languages. */
export function figureTextsToTranslate(figures: Figures): TextToTranslate[] {
  const inBoth = (from: string, text: string) => KOREAN_FIRST.map((to) => ({ from, to, text }));
  const themes = figures.questions.flatMap((question) =>
    [...question.themes, ...(question.split ? [...question.split.low, ...question.split.high] : [])].flatMap((entry) =>
      entry.themes.flatMap((theme) => inBoth(entry.languageCode, theme.term)),
    ),
  );
  const quotes = figures.questions.flatMap((question) => question.quotes.flatMap((quote) => inBoth(quote.submission.languageCode, quote.content)));
  return [...themes, ...quotes];
}

export interface ReportTranslatorDeps {
  db: Db;
  /** noTranslationProvider when TRANSLATION_PROVIDER is none: nothing is sent, the memory is still read. */
  provider: TranslationProvider;
  logger: Pick<Logger, 'warn'>;
  retry: RetryPolicy;
  /** REPORT_TRANSLATION_CHARACTER_LIMIT unless a test says otherwise. */
  characterLimit: number;
}

/** One report's translations: each call adds texts, sent within the report's one character allowance. */
export interface ReportTranslation {
  /** Translates what is not known yet, in the order given as far as the allowance goes; answers all of the report's. */
  translate(texts: readonly TextToTranslate[]): Promise<ReportTranslations>;
}

export interface ReportTranslator {
  forReport(): ReportTranslation;
}

const pairOf = (from: string, to: string) => `${from}>${to}`;

function byPair(texts: readonly TextToTranslate[]): Map<string, { from: string; to: ReportLanguage; texts: string[] }> {
  const pairs = new Map<string, { from: string; to: ReportLanguage; texts: string[] }>();
  for (const { from, to, text } of texts) {
    const key = pairOf(from, to);
    const pair = pairs.get(key) ?? { from, to, texts: [] };
    pair.texts.push(text);
    pairs.set(key, pair);
  }
  return pairs;
}

/**
 * The translator of one run's reports. What one report learns, the next reuses without reading the memory again; a
 * provider that fails (after its retries, or at an open circuit) is asked nothing more in the run, and a language it
 * cannot translate nothing more in that language, while the memory still serves what it holds.
 */
export function createReportTranslator({ db, provider, logger, retry, characterLimit }: ReportTranslatorDeps): ReportTranslator {
  const known = new Map<string, Map<string, string>>();
  const unsupportedPairs = new Set<string>();
  let providerFailed = false;
  const translationOf = (from: string, to: string, text: string) => known.get(pairOf(from, to))?.get(text);
  const learn = (from: string, to: string, translated: ReadonlyMap<string, string>) => {
    const pair = known.get(pairOf(from, to)) ?? new Map<string, string>();
    for (const [source, text] of translated) pair.set(source, text);
    known.set(pairOf(from, to), pair);
  };

  return {
    forReport() {
      const wanted = new Map<string, TextToTranslate>();
      let sentCharacters = 0;
      // Why texts of a language were left untranslated: a failure is said rather than the limit when both happened.
      const left = new Map<ReportLanguage, 'failed' | 'limit'>();
      const leave = (language: ReportLanguage, reason: 'failed' | 'limit') => {
        if (left.get(language) !== 'failed') left.set(language, reason);
      };

      const notice = (language: ReportLanguage): TranslationNotice | undefined => {
        const inLanguage = [...wanted.values()].filter((text) => text.to === language);
        if (inLanguage.length === 0) return undefined;
        if (inLanguage.every((text) => translationOf(text.from, text.to, text.text) !== undefined)) return { kind: 'machine-translated' };
        if (provider === noTranslationProvider) return { kind: 'no-provider' };
        return left.get(language) === 'limit' ? { kind: 'limit', characters: characterLimit } : { kind: 'failed' };
      };
      const translations = (): ReportTranslations => ({
        of: (language, from, text) => translationOf(baseLanguage(from), language, text),
        notices: { en: notice('en'), ko: notice('ko') },
      });

      return {
        async translate(texts) {
          const fresh: TextToTranslate[] = [];
          for (const text of texts) {
            const from = baseLanguage(text.from);
            const key = `${pairOf(from, text.to)}\n${text.text}`;
            if (from === text.to || wanted.has(key)) continue;
            wanted.set(key, { ...text, from });
            if (translationOf(from, text.to, text.text) === undefined) fresh.push({ ...text, from });
          }
          for (const { from, to, texts: pairTexts } of byPair(fresh).values()) {
            const remembered = await recallTranslations(db, from, to, pairTexts);
            learn(from, to, new Map([...remembered].map(([source, { text }]) => [source, text])));
          }

          const toSend: TextToTranslate[] = [];
          for (const text of fresh) {
            if (translationOf(text.from, text.to, text.text) !== undefined || provider === noTranslationProvider) continue;
            if (providerFailed || unsupportedPairs.has(pairOf(text.from, text.to))) {
              leave(text.to, 'failed');
            } else if (sentCharacters + text.text.length > characterLimit) {
              leave(text.to, 'limit');
            } else {
              sentCharacters += text.text.length;
              toSend.push(text);
            }
          }
          for (const { from, to, texts: pairTexts } of byPair(toSend).values()) {
            if (providerFailed) {
              leave(to, 'failed');
              continue;
            }
            const { translated, failure } = await translateAndRemember({ db, provider, retry }, { texts: pairTexts, from, to });
            learn(from, to, translated);
            if (failure === undefined) continue;
            leave(to, 'failed');
            if (failure instanceof UnsupportedLanguageError) unsupportedPairs.add(pairOf(from, to));
            else providerFailed = true;
            logger.warn({ err: failure, provider: provider.name, from, to }, 'Report translation failed: the texts left are shown as written');
          }
          return translations();
        },
      };
    },
  };
}
