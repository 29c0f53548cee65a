import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { optionTranslationItem } from '../../../contract.ts';
import type { Db } from '../../../db/client.ts';
import { conversationLogs, reports, surveyQuestions, surveys, surveyTranslations, translationMemory } from '../../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../../testing/databases.ts';
import { insertTestSubmissions } from '../../../testing/submissions.ts';
import { insertSurveyTestData } from '../../../testing/surveys.ts';
import { readGeographyConfig, seedGeography } from '../../geography/index.ts';
import {
  guardProvider,
  noTranslationProvider,
  TranslationError,
  type TranslationProvider,
  type TranslationRequest,
} from '../../translation/index.ts';
import { generateSurveyReports } from './index.ts';
import { createReportTranslator } from './translation.ts';

const logger = pino({ level: 'silent' });
const fastRetry = { attempts: 2, baseDelayMs: 1 };
const generatedAt = new Date('2026-03-20T12:00:00.000Z');

/** latam-delivery (Mexico es-MX, Guatemala es), rewritten as a survey written in Spanish with a multiple-choice question. */
const SPANISH_SURVEY = 'latam-delivery';
const ENGLISH_SURVEY = 'us-support';
const TITLE = 'Entregas en México y Guatemala';
const QUESTIONS = ['¿Llegó tu pedido a tiempo?', '¿Estaba completo?', '¿Volverías a pedir?', '¿Dónde hiciste tu pedido?'];
const OPTIONS = ['En la tienda', 'En línea'];
/** The Spanish answers of server/testing/submissions.ts. */
const ANSWERS = ['Muy buena atención, la fila avanzó rápido.', 'Faltaban algunos productos en el estante.', 'Sí, volvería sin dudarlo.'];
const SURVEY_TEXTS = [TITLE, ...QUESTIONS, ...OPTIONS];

/** The local provider's Korean; any other text comes back tagged with its target language. */
const KOREAN: Readonly<Record<string, string>> = {
  [TITLE]: '멕시코와 과테말라의 배송',
  '¿Llegó tu pedido a tiempo?': '주문하신 상품이 제때 도착했나요?',
  '¿Estaba completo?': '빠진 상품 없이 모두 도착했나요?',
  '¿Volverías a pedir?': '다시 주문하시겠어요?',
  '¿Dónde hiciste tu pedido?': '어디에서 주문하셨나요?',
  'En la tienda': '매장에서',
  'En línea': '온라인으로',
  'Muy buena atención, la fila avanzó rápido.': '응대가 아주 좋았고 줄도 빨리 줄었어요.',
  'Faltaban algunos productos en el estante.': '진열대에 없는 상품이 몇 가지 있었어요.',
  'Sí, volvería sin dudarlo.': '네, 망설임 없이 다시 주문할 거예요.',
};

/** A provider in the test process: each call recorded, Korean from the glossary, other texts tagged '「ko …」'. */
function localProvider(failWith?: () => TranslationError) {
  const calls: TranslationRequest[] = [];
  const provider: TranslationProvider = {
    name: 'local',
    translate(request) {
      calls.push({ ...request, texts: [...request.texts] });
      const failure = failWith?.();
      if (failure) return Promise.reject(failure);
      return Promise.resolve(request.texts.map((text) => (request.to === 'ko' ? KOREAN[text] : undefined) ?? `「${request.to} ${text}」`));
    },
  };
  return { provider, calls, to: (language: string) => calls.filter((call) => call.to === language) };
}

/** As start-up wraps the provider: one request budget and one circuit breaker. */
const guarded = (provider: TranslationProvider) => guardProvider(provider, { requestsPerSecond: 100, circuitFailures: 3, circuitCooldownMs: 60_000 });

const NOTICES = {
  machine: {
    en: '*Texts written in another language are shown machine-translated into English; each translated quote is marked and keeps its original beside it.*',
    ko: "*다른 언어로 작성된 텍스트는 한국어로 기계 번역하여 표시했습니다. 번역한 인용 답변에는 '기계 번역' 표시와 함께 원문을 실었습니다.*",
  },
  none: {
    en: '*Quotes and other texts written in another language are shown in their original language: no machine-translation provider is set.*',
    ko: '*기계 번역 제공자가 설정되어 있지 않아, 다른 언어로 작성된 인용 답변과 텍스트는 원래 언어 그대로 표시합니다.*',
  },
  failed: {
    en: '*Machine translation failed for part of this report, so some quotes and texts are shown in their original language.*',
    ko: '*이 보고서의 일부는 기계 번역에 실패하여, 일부 인용 답변과 텍스트는 원래 언어 그대로 표시합니다.*',
  },
} as const;

const linesOf = (markdown: string) => markdown.split('\n');
const countOf = (markdown: string, line: string) => linesOf(markdown).filter((candidate) => candidate === line).length;
/** The quoted answers' first lines: what a reader reads first of each quote. */
const quoteLines = (markdown: string) => linesOf(markdown).filter((line) => line.startsWith('> ') && !line.startsWith('> — ') && !/^> (Original|원문): /.test(line));

async function rewriteInSpanish(db: Db): Promise<void> {
  await db.update(surveys).set({ title: TITLE, sourceLanguage: 'es' }).where(eq(surveys.id, SPANISH_SURVEY));
  for (const [index, text] of QUESTIONS.slice(0, 3).entries()) {
    await db.update(surveyQuestions).set({ text }).where(and(eq(surveyQuestions.surveyId, SPANISH_SURVEY), eq(surveyQuestions.position, index + 1)));
  }
  await db.insert(surveyQuestions).values({
    surveyId: SPANISH_SURVEY,
    questionId: 'q4',
    text: QUESTIONS[3] ?? '',
    position: 4,
    type: 'multiple_choice',
    options: OPTIONS,
  });
}

describe.each(testTargets)("a report's texts in other languages on $name", (target) => {
  const database = useTestDatabase(target);

  beforeAll(async () => {
    const { db } = database;
    await seedGeography(db, await readGeographyConfig('config/geography.json'));
    await insertSurveyTestData(db);
    await rewriteInSpanish(db);
    // Five conversations per country; the finished ones chose an option of question 4 (its answer is the 9th message).
    const inserted = await insertTestSubmissions(db, [SPANISH_SURVEY, ENGLISH_SURVEY], { perLink: 5 });
    const choosers = inserted.filter((submission) => submission.surveyId === SPANISH_SURVEY && submission.finished);
    for (const [index, submission] of choosers.entries()) {
      await db
        .update(conversationLogs)
        .set({ questionNumber: 4, answerValue: (index % 2) + 1 })
        .where(and(eq(conversationLogs.submissionId, submission.id), eq(conversationLogs.position, 9)));
    }
  });

  beforeEach(async () => {
    await database.db.delete(reports);
    await database.db.delete(translationMemory);
    await database.db.delete(surveyTranslations);
  });

  const generate = (surveyId: string, provider: TranslationProvider, characterLimit?: number) =>
    generateSurveyReports(
      {
        db: database.db,
        minResponses: 5,
        logger,
        now: () => generatedAt,
        translationProvider: provider,
        translationRetry: fastRetry,
        ...(characterLimit === undefined ? {} : { translationCharacterLimit: characterLimit }),
      },
      surveyId,
    );

  const globalReport = async (surveyId: string) => {
    const rows = await database.db.select().from(reports).where(eq(reports.surveyId, surveyId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.status).every((status) => status === 'COMPLETED')).toBe(true);
    const global = rows.find((row) => row.scopeType === 'GLOBAL');
    return { en: global?.contentEn ?? '', ko: global?.contentKo ?? '' };
  };

  it("writes a Spanish survey's Korean report in the provider's Korean, each quote marked and beside its original", async () => {
    const local = localProvider();
    await generate(SPANISH_SURVEY, guarded(local.provider));

    const { ko, en } = await globalReport(SPANISH_SURVEY);
    expect(ko).toContain('# 멕시코와 과테말라의 배송 — 글로벌');
    for (const [index, question] of QUESTIONS.entries()) expect(ko).toContain(`### ${index + 1}. ${KOREAN[question] ?? '?'}`);
    expect(ko).toMatch(/^\| 매장에서 \| \d+ \| /m);
    expect(ko).toMatch(/^\| 온라인으로 \| \d+ \| /m);
    expect(countOf(ko, NOTICES.machine.ko)).toBe(1);
    // Every quote reads in Korean, marked, its Spanish original on the next line.
    const koLines = linesOf(ko);
    expect(quoteLines(ko).length).toBeGreaterThan(0);
    for (const line of quoteLines(ko)) {
      const original = ANSWERS.find((answer) => line === `> ${KOREAN[answer] ?? '?'} (기계 번역)`);
      expect(original, line).toBeDefined();
      expect(koLines[koLines.indexOf(line) + 1]).toBe(`> 원문: ${original ?? ''}`);
    }
    // Themes: the provider's word, the respondents' word and its count.
    expect(ko).toMatch(/^- 스페인어\(답변 \d+건\): 「ko \p{L}+」 \(\p{L}+, \d+\)/mu);

    expect(en).toContain(`# 「en ${TITLE}」 — Global`);
    expect(countOf(en, NOTICES.machine.en)).toBe(1);
    expect(en).toContain(`> 「en ${ANSWERS[0] ?? ''}」 (machine-translated)\n> Original: ${ANSWERS[0] ?? ''}`);

    // Every call went through the one chain, from Spanish; no text was sent twice in the run.
    expect(local.calls.every((call) => call.from === 'es')).toBe(true);
    const sent = local.calls.flatMap((call) => call.texts.map((text) => `${call.to} ${text}`));
    expect(new Set(sent).size).toBe(sent.length);
    // The survey's texts go first, in one call per language.
    expect(local.calls.slice(0, 2).map((call) => [call.to, call.texts])).toEqual([
      ['ko', SURVEY_TEXTS],
      ['en', SURVEY_TEXTS],
    ]);

    // A run written again finds everything in the translation memory.
    const before = local.calls.length;
    await database.db.delete(reports);
    await generate(SPANISH_SURVEY, guarded(local.provider));
    expect(local.calls).toHaveLength(before);
    expect((await globalReport(SPANISH_SURVEY)).ko).toBe(ko);
  });

  it("reuses the survey's own Korean translation: no provider call for its title, questions or options", async () => {
    const withoutOwn = localProvider();
    await generate(SPANISH_SURVEY, withoutOwn.provider);

    await database.db.delete(reports);
    await database.db.delete(translationMemory);
    const staffKorean = (text: string) => `직원 번역: ${KOREAN[text] ?? text}`;
    const items = [
      { item: 'title', text: TITLE },
      ...QUESTIONS.map((text, index) => ({ item: `q${index + 1}`, text })),
      ...OPTIONS.map((text, index) => ({ item: optionTranslationItem('q4', index + 1), text })),
    ];
    await database.db
      .insert(surveyTranslations)
      .values(items.map(({ item, text }) => ({ surveyId: SPANISH_SURVEY, locale: 'ko', item, text: staffKorean(text), origin: 'staff' as const })));
    const withOwn = localProvider();
    await generate(SPANISH_SURVEY, withOwn.provider);

    // The survey's texts were the first Korean call; with its own translation that call is gone, and no other Korean
    // call carries them, while the English report still has them translated.
    expect(withoutOwn.to('ko')[0]?.texts).toEqual(SURVEY_TEXTS);
    expect(withOwn.to('ko')).toHaveLength(withoutOwn.to('ko').length - 1);
    expect(withOwn.to('ko').flatMap((call) => call.texts).filter((text) => SURVEY_TEXTS.includes(text))).toEqual([]);
    expect(withOwn.to('en')).toEqual(withoutOwn.to('en'));
    const { ko } = await globalReport(SPANISH_SURVEY);
    expect(ko).toContain(`# ${staffKorean(TITLE)} — 글로벌`);
    expect(ko).toContain(`### 4. ${staffKorean(QUESTIONS[3] ?? '')}`);
    expect(ko).toMatch(new RegExp(`^\\| ${staffKorean('En la tienda')} \\| \\d+ \\| `, 'm'));
  });

  it('with the provider none, says once in each language that texts are shown as written, and quotes them so', async () => {
    await generate(SPANISH_SURVEY, noTranslationProvider);

    const { ko, en } = await globalReport(SPANISH_SURVEY);
    expect(countOf(ko, NOTICES.none.ko)).toBe(1);
    expect(countOf(en, NOTICES.none.en)).toBe(1);
    expect(ko).toContain(`# ${TITLE} — 글로벌`);
    expect(quoteLines(ko).length).toBeGreaterThan(0);
    for (const markdown of [ko, en]) {
      expect(quoteLines(markdown).every((line) => ANSWERS.some((answer) => line === `> ${answer}`))).toBe(true);
      expect(markdown).not.toMatch(/기계 번역\)|machine-translated\)|^> (Original|원문):/m);
    }
  });

  it('writes every report when the provider fails, asks it nothing more in the run, and says so once', async () => {
    const failing = localProvider(() => new TranslationError('Service Unavailable', 503));
    await generate(SPANISH_SURVEY, guarded(failing.provider));

    const { ko, en } = await globalReport(SPANISH_SURVEY);
    // One call and its one retry (fastRetry), then the run goes on without the provider.
    expect(failing.calls).toHaveLength(2);
    expect(countOf(ko, NOTICES.failed.ko)).toBe(1);
    expect(countOf(en, NOTICES.failed.en)).toBe(1);
    expect(ko).toContain(`# ${TITLE} — 글로벌`);
  });

  it("sends at most a report's character limit, the survey's texts first, and says where the limit left texts as written", async () => {
    const local = localProvider();
    // Room for the survey's texts in both languages and nothing more.
    const limit = 2 * SURVEY_TEXTS.join('').length;
    await generate(SPANISH_SURVEY, local.provider, limit);

    expect(local.calls.slice(0, 2).map((call) => call.texts)).toEqual([SURVEY_TEXTS, SURVEY_TEXTS]);
    const { ko } = await globalReport(SPANISH_SURVEY);
    expect(ko).toContain('# 멕시코와 과테말라의 배송 — 글로벌');
    expect(countOf(ko, `*이 보고서의 기계 번역 한도(${limit.toLocaleString('ko')}자)에 도달하여, 일부 인용 답변과 텍스트는 원래 언어 그대로 표시합니다.*`)).toBe(1);
    expect(quoteLines(ko).every((line) => ANSWERS.some((answer) => line === `> ${answer}`))).toBe(true);

    // Each report draws on its own allowance; what an earlier report translated costs a later one nothing.
    await database.db.delete(translationMemory);
    const translator = createReportTranslator({ db: database.db, provider: local.provider, logger, retry: fastRetry, characterLimit: 60 });
    const quotes = ANSWERS.map((text) => ({ from: 'es-MX', to: 'ko' as const, text }));
    const sentBy = async () => {
      const before = local.calls.length;
      const translations = await translator.forReport().translate(quotes);
      return { translations, sent: local.calls.slice(before).flatMap((call) => call.texts) };
    };
    const first = await sentBy();
    expect(first.sent).toEqual([ANSWERS[0]]);
    expect(first.translations.notices.ko).toEqual({ kind: 'limit', characters: 60 });
    expect(first.translations.of('ko', 'es', ANSWERS[0] ?? '')).toBe(KOREAN[ANSWERS[0] ?? '']);
    expect(first.translations.of('ko', 'es', ANSWERS[1] ?? '')).toBeUndefined();
    const second = await sentBy();
    expect(second.sent).toEqual([ANSWERS[1]]);
    const third = await sentBy();
    expect(third.sent).toEqual([ANSWERS[2]]);
    expect(third.translations.notices).toEqual({ ko: { kind: 'machine-translated' } });
    for (const { sent } of [first, second, third]) expect(sent.join('').length).toBeLessThanOrEqual(60);
  });

  it('makes no provider call for the English report of an English survey answered in English', async () => {
    const local = localProvider();
    await generate(ENGLISH_SURVEY, local.provider);

    expect(local.to('en')).toEqual([]);
    expect(local.to('ko').length).toBeGreaterThan(0);
    const { en, ko } = await globalReport(ENGLISH_SURVEY);
    expect(en).toContain('# Support in the United States — Global');
    expect(en).not.toMatch(/\(machine-translated\)|shown machine-translated into|provider|^> Original: /m);
    expect(quoteLines(en).every((line) => line.startsWith('> ') && !line.includes('「'))).toBe(true);
    expect(countOf(ko, NOTICES.machine.ko)).toBe(1);
    expect(ko).toContain('> 「ko Friendly staff and a quick checkout.」 (기계 번역)\n> 원문: Friendly staff and a quick checkout.');
    const remembered = await database.db
      .select({ to: translationMemory.targetLanguage })
      .from(translationMemory)
      .where(inArray(translationMemory.sourceText, ['Friendly staff and a quick checkout.']));
    expect(remembered).toEqual([{ to: 'ko' }]);
  });
});
