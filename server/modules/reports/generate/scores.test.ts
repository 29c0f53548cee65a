import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';

import { parseReportChart, type QuestionType } from '../../../contract.ts';
import type { Db } from '../../../db/client.ts';
import { conversationLogs, reports, submissions, surveyQuestions, surveys, surveyTargetCountries } from '../../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../../testing/databases.ts';
import { readGeographyConfig, seedGeography } from '../../geography/index.ts';
import { findCountriesByName } from '../../surveys/queries.ts';
import { generateSurveyReports } from './index.ts';
import { scopeComparisons, themeSplit } from './scores.ts';
import { mondayOf, weekName, weekOf, weeksBetween } from './weeks.ts';

const logger = pino({ level: 'silent' });
const LATAM = 'Latin America & Caribbean';
const US = 'United States';

interface Conversation {
  country: 'Mexico' | 'Guatemala' | typeof US;
  channel: '1' | '2';
  /** When every answer of the conversation was given. */
  at: string;
  /** Per question in order: a value, a written answer, or nothing (not answered). */
  answers: readonly (number | string | null)[];
}

const LANGUAGES = { Mexico: 'es-MX', Guatemala: 'es', [US]: 'en' } as const;

async function insertSurvey(
  db: Db,
  id: string,
  countryNames: readonly string[],
  questions: readonly { type: QuestionType; text: string; options?: string[] }[],
  conversations: readonly Conversation[],
): Promise<void> {
  const targets = await findCountriesByName(db, [...countryNames]);
  const countryId = new Map(targets.map((country) => [country.name, country.id]));
  await db.insert(surveys).values({
    id,
    title: `Scores ${id}`,
    startDate: '2026-11-02',
    startTime: '00:00',
    endDate: '2026-11-15',
    endTime: '23:59',
    timezone: 'America/Mexico_City',
    targetChannels: 2,
    sourceLanguage: 'es',
  });
  await db.insert(surveyQuestions).values(
    questions.map((question, index) => ({
      surveyId: id,
      questionId: `q${index + 1}`,
      text: question.text,
      position: index + 1,
      type: question.type,
      options: question.options ?? [],
    })),
  );
  // One row per country and language: a country once.
  await db.insert(surveyTargetCountries).values([...new Set(countryId.values())].map((target) => ({ surveyId: id, countryId: target })));
  for (const [index, conversation] of conversations.entries()) {
    const submissionId = `${id}-${index + 1}`;
    const at = new Date(conversation.at);
    await db.insert(submissions).values({
      id: submissionId,
      surveyId: id,
      countryId: countryId.get(conversation.country) ?? 0,
      languageCode: LANGUAGES[conversation.country],
      channel: conversation.channel,
      startedAt: at,
      submittedAt: at,
      finished: conversation.answers.every((answer) => answer !== null),
    });
    const rows = conversation.answers.flatMap((answer, question) => {
      if (answer === null) return [];
      const questionNumber = question + 1;
      const common = { submissionId, role: 'respondent' as const, createdAt: at, questionNumber };
      return typeof answer === 'number'
        ? [
            { ...common, content: String(answer), answerValue: answer },
            // A 'Why?' follow-up of a scored answer carries no value and counts in no score.
            { ...common, content: 'Porque sí, 1', followUp: true },
          ]
        : [{ ...common, content: answer }];
    });
    await db.insert(conversationLogs).values(rows.map((row, position) => ({ ...row, position: position + 1 })));
  }
}

const LOW_ES = 'La fila estaba larga.';
const HIGH_ES = 'El personal fue amable.';

/** Mexico: 30 ratings (9 threes, 11 fours, 10 fives), 30 NPS answers at the edges; all in the week of Nov 2. */
function mexicoConversations(): Conversation[] {
  const ratings = [...Array<number>(9).fill(3), ...Array<number>(11).fill(4), ...Array<number>(10).fill(5)];
  const nps = [...Array<number>(10).fill(9), ...Array<number>(5).fill(10), ...Array<number>(5).fill(8), ...Array<number>(4).fill(7), ...Array<number>(6).fill(6)];
  return ratings.map((rating, index) => ({
    country: 'Mexico',
    channel: index < 20 ? '1' : '2',
    // The last at Sunday Nov 8, 23:30 in Mexico City: Monday 05:30 UTC, still the week of Nov 2 in the survey's zone.
    at: index === 29 ? '2026-11-09T05:30:00Z' : `2026-11-0${3 + (index % 5)}T15:00:00Z`,
    answers: [rating, nps[index] ?? null, rating <= 3 ? LOW_ES : HIGH_ES],
  }));
}

const otherConversations: Conversation[] = [
  // Monday Nov 9, 00:30 in Mexico City (06:30 UTC): the week of Nov 9.
  { country: 'Guatemala', channel: '1', at: '2026-11-09T06:30:00Z', answers: [4, 0, HIGH_ES] },
  { country: 'Guatemala', channel: '1', at: '2026-11-10T16:00:00Z', answers: [4, 6, HIGH_ES] },
  { country: 'Guatemala', channel: '1', at: '2026-11-10T17:00:00Z', answers: [3, 9, LOW_ES] },
  { country: 'Guatemala', channel: '1', at: '2026-11-10T18:00:00Z', answers: [1, null, LOW_ES] },
  { country: US, channel: '1', at: '2026-11-11T16:00:00Z', answers: [5, 10, 'Friendly staff.'] },
  { country: US, channel: '1', at: '2026-11-11T17:00:00Z', answers: [5, 10, 'Friendly staff.'] },
  { country: US, channel: '1', at: '2026-11-11T18:00:00Z', answers: [5, 10, 'Friendly staff.'] },
  { country: US, channel: '1', at: '2026-11-11T19:00:00Z', answers: [4, 10, 'Friendly staff.'] },
  { country: US, channel: '1', at: '2026-11-11T20:00:00Z', answers: [2, 3, 'The queue was slow.'] },
  { country: US, channel: '1', at: '2026-11-11T21:00:00Z', answers: [1, null, 'The queue was slow.'] },
];

const CHOICES = ['En tienda', 'En línea', 'Por teléfono'];

async function reportOf(db: Db, surveyId: string, scopeType: string, identifier: string) {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.surveyId, surveyId), eq(reports.scopeType, scopeType as 'GLOBAL'), eq(reports.scopeIdentifier, identifier)));
  expect(row?.status).toBe('COMPLETED');
  return { en: row?.contentEn ?? '', ko: row?.contentKo ?? '' };
}

/** The lines of the table that follows a bold heading, header and rule left out. */
function tableAfter(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`**${heading}**`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const rows: string[] = [];
  for (const line of lines.slice(start + 4)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

function chart(markdown: string, id: string) {
  return [...markdown.matchAll(/^```chart\n(.*)\n```$/gm)].map((match) => parseReportChart(match[1] ?? '')).find((found) => found?.id === id);
}

/** The section of one question: from its heading to the next. */
function section(markdown: string, number: number): string {
  const start = markdown.indexOf(`\n### ${number}. `);
  const end = markdown.indexOf('\n## ', start);
  const next = markdown.indexOf(`\n### ${number + 1}. `, start);
  return markdown.slice(start, next > 0 && next < end ? next : end);
}

describe('weeks', () => {
  it('start on Monday in the survey zone and are named by that Monday', () => {
    expect(mondayOf('2026-11-08')).toBe('2026-11-02');
    expect(mondayOf('2026-11-09')).toBe('2026-11-09');
    expect(weekOf(new Date('2026-11-09T05:30:00Z'), 'America/Mexico_City')).toBe('2026-11-02');
    expect(weekOf(new Date('2026-11-09T06:30:00Z'), 'America/Mexico_City')).toBe('2026-11-09');
    expect(weeksBetween('2026-11-04', '2026-11-16')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(weekName('2026-11-02', 'en')).toBe('Week of 2026-11-02');
    expect(weekName('2026-11-02', 'ko')).toBe('2026-11-02 주');
  });
});

describe('scopeComparisons and themeSplit', () => {
  const scope = (type: 'GLOBAL' | 'REGIONAL' | 'LOCAL' | 'COUNTRY', identifier: string, countries: string[]) => ({ type, identifier, countries: new Set(countries) });
  const scopes = [
    scope('GLOBAL', 'Global', ['Mexico', 'Guatemala', US]),
    scope('REGIONAL', LATAM, ['Mexico', 'Guatemala']),
    scope('REGIONAL', 'North America', [US]),
    scope('LOCAL', 'Central America', ['Guatemala']),
    scope('COUNTRY', 'Guatemala', ['Guatemala']),
    scope('COUNTRY', 'Mexico', ['Mexico']),
    scope('COUNTRY', US, [US]),
  ];
  const names = (index: number) => scopeComparisons(scopes[index] ?? scope('GLOBAL', '?', []), scopes).map((row) => `${row.kind}:${row.name}`);

  it('sets the global report beside its regions, an area beside its countries, a country beside its region’s others', () => {
    expect(names(0)).toEqual([`area:${LATAM}`, 'area:North America']);
    expect(names(1)).toEqual(['country:Guatemala', 'country:Mexico']);
    expect(names(3)).toEqual(['country:Guatemala']);
    expect(names(5)).toEqual(['country:Guatemala']);
    expect(names(6)).toEqual([]);
  });

  it('splits by the first rating question, else by the first NPS question, else not at all', () => {
    expect(themeSplit([{ type: 'text' }, { type: 'nps' }, { type: 'rating' }])).toMatchObject({ questionIndex: 2, kind: 'rating' });
    const nps = themeSplit([{ type: 'multiple_choice' }, { type: 'nps' }, { type: 'text' }]);
    expect(nps).toMatchObject({ questionIndex: 1, kind: 'nps' });
    expect([6, 7, 8, 9].map((value) => [nps?.isLow(value), nps?.isHigh(value)])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, true],
    ]);
    const rating = themeSplit([{ type: 'rating' }]);
    expect([3, 4].map((value) => [rating?.isLow(value), rating?.isHigh(value)])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(themeSplit([{ type: 'text' }])).toBeUndefined();
  });
});

describe.each(testTargets)('scored reports on $name', (target) => {
  const database = useTestDatabase(target);

  beforeAll(async () => {
    const { db } = database;
    await seedGeography(db, await readGeographyConfig('config/geography.json'));
    await insertSurvey(
      db,
      'scores-a',
      ['Mexico', 'Guatemala', US],
      [
        { type: 'rating', text: '¿Qué tan satisfecho quedó con su visita?' },
        { type: 'nps', text: '¿Qué tan probable es que nos recomiende?' },
        { type: 'text', text: '¿Por qué?' },
      ],
      [...mexicoConversations(), ...otherConversations],
    );
    await insertSurvey(
      db,
      'scores-b',
      ['Mexico'],
      [
        { type: 'multiple_choice', text: '¿Dónde compró?', options: CHOICES },
        { type: 'nps', text: '¿Qué tan probable es que nos recomiende?' },
        { type: 'text', text: '¿Qué mejoraría?' },
      ],
      [
        { country: 'Mexico', channel: '1', at: '2026-11-03T15:00:00Z', answers: [1, 9, 'Entrega rápida.'] },
        { country: 'Mexico', channel: '1', at: '2026-11-03T16:00:00Z', answers: [1, 10, 'Entrega rápida.'] },
        { country: 'Mexico', channel: '1', at: '2026-11-03T17:00:00Z', answers: [1, 7, 'Normal.'] },
        { country: 'Mexico', channel: '1', at: '2026-11-03T18:00:00Z', answers: [2, 3, 'El precio es alto.'] },
        { country: 'Mexico', channel: '1', at: '2026-11-03T19:00:00Z', answers: [2, 6, 'El precio es alto.'] },
      ],
    );
    await insertSurvey(
      db,
      'scores-c',
      ['Mexico'],
      [
        { type: 'rating', text: '¿Qué tan satisfecho quedó?' },
        { type: 'text', text: '¿Algo más?' },
      ],
      [
        { country: 'Mexico', channel: '1', at: '2026-11-03T15:00:00Z', answers: [null, 'Todo bien.'] },
        { country: 'Mexico', channel: '1', at: '2026-11-03T16:00:00Z', answers: [null, 'Todo bien.'] },
      ],
    );
    const now = () => new Date('2026-11-20T12:00:00Z');
    for (const id of ['scores-a', 'scores-b', 'scores-c']) await generateSurveyReports({ db, minResponses: 1, logger, now }, id);
  });

  it('writes CSAT with its count and interval, and marks a score under 30 answers, in English and Korean', async () => {
    const mexico = await reportOf(database.db, 'scores-a', 'COUNTRY', 'Mexico');
    expect(section(mexico.en, 1)).toContain('CSAT: **70%**: 21 of 30 answers were 4 or 5 (95% interval 52 to 83).');
    // 30 answers are enough: the 3s at the edge are not satisfied, the 4s are.
    expect(section(mexico.en, 1)).not.toContain('*too few responses to compare*');
    expect(section(mexico.ko, 1)).toContain('CSAT: **70%**: 답변 30건 중 4점 또는 5점 21건(95% 신뢰구간 52~83).');
    const guatemala = await reportOf(database.db, 'scores-a', 'COUNTRY', 'Guatemala');
    expect(section(guatemala.en, 1)).toContain('CSAT: **50%**: 2 of 4 answers were 4 or 5 (95% interval 15 to 85).');
    expect(section(guatemala.en, 1)).toContain('*too few responses to compare* (fewer than 30 answers).');
    expect(section(guatemala.ko, 1)).toContain('*비교하기에는 응답이 너무 적음*(답변 30건 미만).');
    const global = await reportOf(database.db, 'scores-a', 'GLOBAL', 'Global');
    // 27 of 40 is 67.5%: a half rounds away from zero.
    expect(section(global.en, 1)).toContain('CSAT: **68%**: 27 of 40 answers were 4 or 5 (95% interval 52 to 80).');
  });

  it('writes NPS with promoters, passives and detractors, the edges 6/7 and 8/9 counted right, in both languages', async () => {
    const mexico = await reportOf(database.db, 'scores-a', 'COUNTRY', 'Mexico');
    expect(section(mexico.en, 2)).toContain('NPS: **+30**: 15 promoters, 9 passives and 6 detractors of 30 answers (95% interval 2 to 58).');
    expect(section(mexico.ko, 2)).toContain('NPS: **+30**: 답변 30건 중 추천 15건, 중립 9건, 비추천 6건(95% 신뢰구간 2~58).');
    expect(chart(mexico.en, 'question-2-scores')?.data.map((datum) => datum.value)).toEqual([0, 0, 0, 0, 0, 0, 6, 4, 5, 10, 5]);
    expect(chart(mexico.ko, 'question-2-scores')).toMatchObject({ title: '2번 문항 답변 분포', x: '점수', y: '답변 수' });
    const guatemala = await reportOf(database.db, 'scores-a', 'COUNTRY', 'Guatemala');
    // The interval is clipped to the scale.
    expect(section(guatemala.en, 2)).toContain('NPS: **-33**: 1 promoter, 0 passives and 2 detractors of 3 answers (95% interval -100 to 73).');
    const global = await reportOf(database.db, 'scores-a', 'GLOBAL', 'Global');
    expect(section(global.en, 2)).toContain('NPS: **+29**: 20 promoters, 9 passives and 9 detractors of 38 answers (95% interval 3 to 55).');
    expect(chart(global.en, 'question-1-scores')).toMatchObject({
      title: 'Answers to question 1',
      x: 'Rating',
      data: [
        { label: '1', value: 2 },
        { label: '2', value: 1 },
        { label: '3', value: 10 },
        { label: '4', value: 14 },
        { label: '5', value: 13 },
      ],
    });
  });

  it('sets each scope beside its siblings and its channels: name, score, interval, count, mark', async () => {
    const mexico = await reportOf(database.db, 'scores-a', 'COUNTRY', 'Mexico');
    expect(tableAfter(section(mexico.en, 1), 'Beside the other countries of the region')).toEqual([
      '| Mexico (this report) | 70% | 52 to 83 | 30 |  |',
      '| Guatemala | 50% | 15 to 85 | 4 | too few responses to compare |',
    ]);
    expect(tableAfter(section(mexico.en, 1), 'Channels')).toEqual([
      '| Mexico (this report) | 70% | 52 to 83 | 30 |  |',
      '| Channel 1 | 55% | 34 to 74 | 20 | too few responses to compare |',
      '| Channel 2 | 100% | 72 to 100 | 10 | too few responses to compare |',
    ]);
    expect(tableAfter(section(mexico.ko, 1), '같은 지역의 다른 국가와 비교')).toEqual([
      '| 멕시코(이 보고서) | 70% | 52~83 | 30 |  |',
      '| 과테말라 | 50% | 15~85 | 4 | 비교하기에는 응답이 너무 적음 |',
    ]);
    const global = await reportOf(database.db, 'scores-a', 'GLOBAL', 'Global');
    expect(tableAfter(section(global.en, 2), 'Beside the regions')).toEqual([
      '| Global (this report) | +29 | 3 to 55 | 38 |  |',
      `| ${LATAM.replace('&', '\\&')} | +24 | -4 to 52 | 33 |  |`,
      '| North America | +60 | -10 to 100 | 5 | too few responses to compare |',
    ]);
    const latam = await reportOf(database.db, 'scores-a', 'REGIONAL', LATAM);
    expect(tableAfter(section(latam.en, 1), 'Beside the countries of the region').map((row) => row.split(' | ')[0])).toEqual([
      `| ${LATAM.replace('&', '\\&')} (this report)`,
      '| Guatemala',
      '| Mexico',
    ]);
    const centralAmerica = await reportOf(database.db, 'scores-a', 'LOCAL', 'Central America');
    expect(tableAfter(section(centralAmerica.ko, 1), '로컬 내 국가별 비교')).toEqual([
      '| 중미(이 보고서) | 50% | 15~85 | 4 | 비교하기에는 응답이 너무 적음 |',
      '| 과테말라 | 50% | 15~85 | 4 | 비교하기에는 응답이 너무 적음 |',
    ]);
  });

  it('counts the weeks from Monday 00:00 in the survey zone: Sunday 23:30 local stays in its week', async () => {
    const global = await reportOf(database.db, 'scores-a', 'GLOBAL', 'Global');
    expect(tableAfter(section(global.en, 1), 'Week by week')).toEqual([
      '| Week of 2026-11-02 | 70% | 52 to 83 | 30 |  |',
      '| Week of 2026-11-09 | 60% | 31 to 83 | 10 | too few responses to compare |',
    ]);
    expect(tableAfter(section(global.ko, 1), '주별 추이')[0]).toBe('| 2026-11-02 주 | 70% | 52~83 | 30 |  |');
    const mexico = await reportOf(database.db, 'scores-a', 'COUNTRY', 'Mexico');
    // A week of the period without answers is listed with none.
    expect(tableAfter(section(mexico.en, 1), 'Week by week')).toEqual([
      '| Week of 2026-11-02 | 70% | 52 to 83 | 30 |  |',
      '| Week of 2026-11-09 | — | — | 0 | too few responses to compare |',
    ]);
  });

  it('splits a text question’s themes by low and high scorers of the first rating question', async () => {
    const global = await reportOf(database.db, 'scores-a', 'GLOBAL', 'Global');
    const text = section(global.en, 3);
    expect(text).toContain('**What low scorers talk about (1 to 3 on question 1)**\n\n- Spanish (11 answers): fila (11), larga (11)\n- English (2 answers): queue (2), slow (2)');
    expect(text).toContain('**What high scorers talk about (4 to 5 on question 1)**\n\n- Spanish (23 answers): amable (23), personal (23)\n- English (4 answers): friendly (4), staff (4)');
    const ko = section(global.ko, 3);
    expect(ko).toContain('**낮은 점수를 준 응답자들이 말한 내용(1번 문항 1~3점)**\n\n- 스페인어(답변 11건): fila (11), larga (11)');
    expect(ko).toContain('**높은 점수를 준 응답자들이 말한 내용(1번 문항 4~5점)**');
  });

  it('splits by detractors and promoters without a rating question, and counts the options of a choice', async () => {
    const report = await reportOf(database.db, 'scores-b', 'GLOBAL', 'Global');
    expect(section(report.en, 1)).toContain('5 answers.');
    expect(section(report.en, 1)).toContain('| Option | Answers | Share |\n| --- | ---: | ---: |\n| En tienda | 3 | 60.0% |\n| En línea | 2 | 40.0% |\n| Por teléfono | 0 | 0.0% |');
    expect(chart(report.en, 'question-1-options')).toMatchObject({
      orientation: 'bars',
      title: 'Options chosen, question 1',
      data: [
        { label: 'En tienda', value: 3 },
        { label: 'En línea', value: 2 },
        { label: 'Por teléfono', value: 0 },
      ],
    });
    // Options read in the survey's source language in the Korean report too.
    expect(section(report.ko, 1)).toContain('| 보기 | 답변 | 비율 |');
    expect(section(report.ko, 1)).toContain('| En tienda | 3 | 60.0% |');
    expect(section(report.en, 2)).toContain('NPS: **0**: 2 promoters, 1 passive and 2 detractors of 5 answers (95% interval -78 to 78).');
    expect(section(report.en, 3)).toContain('**What detractors talk about (0 to 6 on question 2)**\n\n- Spanish (2 answers): alto (2), precio (2)');
    expect(section(report.en, 3)).toContain('**What promoters talk about (9 to 10 on question 2)**\n\n- Spanish (2 answers): entrega (2), rápida (2)');
    expect(section(report.ko, 3)).toContain('**비추천 고객이 말한 내용(2번 문항 0~6점)**');
    expect(report.en).toContain("is marked 'too few responses to compare'");
  });

  it('says a scored question nobody answered has no score, with no chart', async () => {
    const report = await reportOf(database.db, 'scores-c', 'COUNTRY', 'Mexico');
    expect(section(report.en, 1)).toContain('Nobody has answered this question yet, so it has no score.');
    expect(section(report.en, 1)).not.toContain('CSAT');
    expect(section(report.ko, 1)).toContain('아직 이 문항에 답한 응답자가 없어 점수가 없습니다.');
    expect(chart(report.en, 'question-1-scores')).toBeUndefined();
    expect(section(report.en, 2)).toContain('**What low scorers talk about (1 to 3 on question 1)**\n\n- no answers from them yet');
  });
});
