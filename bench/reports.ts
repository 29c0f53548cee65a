// Measures the report job (generateSurveyReports, what pg-boss runs at a survey's end and on demand) on a survey with
// 100,000 conversations over 8 countries in 3 regions and 3 locals (15 reports: GLOBAL, REGIONAL, LOCAL, COUNTRY), in
// Spanish, Portuguese, English, French and Korean, over the five weeks of March 2026 and two channels, each
// conversation a greeting, a rating, an NPS, a multiple-choice and a text question with their answers (values spread
// over countries, channels and weeks) and thanks (every fifth one stops after the first answer). Runs on the embedded PGlite (a fresh DATA_DIR, as `npm start`
// keeps it) and on PostgreSQL (its own database on TEST_DATABASE_URL's server or the local one, dropped after); each
// database is seeded in a few INSERT ... SELECT statements, then the job runs RUNS times (a new run of reports each).
// Goal: under 10 s on PGlite. Run with `npm run bench:reports`.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq, isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';

import { type Database, IN_MEMORY, openDatabase } from '../server/db/client.ts';
import {
  conversationLogs,
  reports,
  submissions,
  surveyLinks,
  surveyQuestions,
  surveys,
  surveyTargetCountries,
  surveyTranslations,
} from '../server/db/schema.ts';
import { readGeographyConfig, seedGeography } from '../server/modules/geography/index.ts';
import { withAdmin } from '../server/testing/adminClient.ts';
import { generateSurveyReports } from '../server/modules/reports/generate/index.ts';
import { linkRowsForCountry } from '../server/modules/surveys/index.ts';
import { findCountriesByName } from '../server/modules/surveys/queries.ts';

const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SURVEY_ID = 'bench-reports';
const SUBMISSIONS = 100_000;
/** The survey's 31 days over SUBMISSIONS conversations. */
const SPACING_SECONDS = 26;
/** Mexico, Guatemala, Colombia, Peru and Brazil (Latin America; locals Mexico, Central America, Andean), the United
 * States and Canada (North America), South Korea (Asia Pacific). */
const COUNTRIES = ['Mexico', 'Guatemala', 'Colombia', 'Peru', 'Brazil', 'United States', 'Canada', 'South Korea'];
const EXPECTED_REPORTS = 1 + 3 + 3 + COUNTRIES.length;
const CHANNELS = 2;
const RUNS = 2;
const GOAL_SECONDS = 10;
const QUESTIONS = [
  { type: 'rating', text: 'How satisfied were you with your visit today?' },
  { type: 'nps', text: 'How likely are you to recommend our store to a friend or colleague?' },
  { type: 'multiple_choice', text: 'What did you come for?', options: ['Groceries', 'Household goods', 'Pharmacy', 'Pick up an online order'] },
  { type: 'text', text: 'What should we improve for your next visit?' },
] as const;
const KOREAN = {
  title: '매장 방문 경험',
  questions: ['오늘 방문에 얼마나 만족하셨나요?', '친구나 동료에게 저희 매장을 추천할 가능성은 얼마나 되나요?', '무엇을 사러 오셨나요?', '다음 방문을 위해 무엇을 개선하면 좋을까요?'],
};
/** The text question's answers use the phrases' details of this (1-based) set. */
const TEXT_DETAILS = '3';

/**
 * Per language: greeting and thanks, four openers and four details per question. An answer is an opener and a detail
 * (16 answers per question and language), so themes have words to count and rank.
 */
const PHRASES: Readonly<Record<string, { greeting: string; thanks: string; openers: string[]; details: string[][] }>> = {
  es: {
    greeting: '¡Hola! Gracias por visitarnos. Son solo tres preguntas.',
    thanks: '¡Gracias por tus respuestas!',
    openers: ['Muy buena experiencia en general.', 'La verdad, regular.', 'Me gustó bastante.', 'No fue lo que esperaba.'],
    details: [
      ['La atención del personal fue amable y rápida.', 'La fila en caja avanzó lento a la hora del almuerzo.', 'La tienda estaba limpia y ordenada.', 'El estacionamiento estaba lleno y costó entrar.'],
      ['Encontré todo, aunque los precios subieron.', 'Faltaban productos de limpieza en el estante.', 'No había leche deslactosada ni pan integral.', 'Un empleado me ayudó a encontrar lo que buscaba en la bodega.'],
      ['Abrir más cajas en la tarde.', 'Que la aplicación muestre el inventario real de la tienda.', 'Más cajas de autoservicio y mejor señalización de los pasillos.', 'Mejorar la variedad de frutas y verduras.'],
    ],
  },
  pt: {
    greeting: 'Olá! Obrigado pela visita. São só três perguntas.',
    thanks: 'Obrigado pelas suas respostas!',
    openers: ['Experiência muito boa.', 'Foi razoável.', 'Gostei bastante.', 'Não foi o que eu esperava.'],
    details: [
      ['O atendimento foi gentil e rápido.', 'A fila do caixa demorou muito no horário do almoço.', 'A loja estava limpa e organizada.', 'O estacionamento estava lotado.'],
      ['Encontrei tudo, mas os preços subiram.', 'Faltavam produtos de limpeza na prateleira.', 'Não tinha leite sem lactose nem pão integral.', 'Um funcionário me ajudou a encontrar o produto no estoque.'],
      ['Abrir mais caixas à tarde.', 'O aplicativo mostrar o estoque real da loja.', 'Mais caixas de autoatendimento e melhor sinalização nos corredores.', 'Melhorar a variedade de frutas e verduras.'],
    ],
  },
  en: {
    greeting: 'Hi! Thanks for visiting us. It is just three questions.',
    thanks: 'Thank you for your answers!',
    openers: ['Great experience overall.', 'Honestly, it was average.', 'I liked it quite a lot.', 'Not what I expected.'],
    details: [
      ['The staff were friendly and quick.', 'The checkout line was slow at lunchtime.', 'The store was clean and tidy.', 'The parking lot was full and hard to get into.'],
      ['I found everything, but prices went up.', 'Cleaning products were missing from the shelf.', 'There was no lactose-free milk or wholegrain bread.', 'An employee helped me find the product in the stockroom.'],
      ['Open more checkouts in the afternoon.', 'Show the real store inventory in the app.', 'More self-checkouts and better aisle signs.', 'Better variety of fruit and vegetables.'],
    ],
  },
  fr: {
    greeting: 'Bonjour ! Merci de votre visite. Seulement trois questions.',
    thanks: 'Merci pour vos réponses !',
    openers: ['Très bonne expérience dans l’ensemble.', 'Franchement, moyen.', 'J’ai bien aimé.', 'Ce n’était pas ce que j’attendais.'],
    details: [
      ['Le personnel était aimable et rapide.', 'La file à la caisse avançait lentement à midi.', 'Le magasin était propre et bien rangé.', 'Le stationnement était plein.'],
      ['J’ai tout trouvé, mais les prix ont augmenté.', 'Il manquait des produits ménagers en rayon.', 'Il n’y avait pas de lait sans lactose ni de pain complet.', 'Un employé m’a aidé à trouver le produit en réserve.'],
      ['Ouvrir plus de caisses l’après-midi.', 'Afficher le stock réel du magasin dans l’application.', 'Plus de caisses libre-service et une meilleure signalisation.', 'Plus de choix de fruits et légumes.'],
    ],
  },
  ko: {
    greeting: '안녕하세요! 방문해 주셔서 감사합니다. 질문은 세 가지입니다.',
    thanks: '답변해 주셔서 감사합니다!',
    openers: ['전체적으로 아주 만족했어요.', '솔직히 보통이었어요.', '꽤 마음에 들었어요.', '기대했던 것과 달랐어요.'],
    details: [
      ['직원들이 친절하고 빨랐어요.', '점심시간에 계산대 줄이 너무 길었어요.', '매장이 깨끗하고 정리가 잘 되어 있었어요.', '주차장이 꽉 차서 들어가기 힘들었어요.'],
      ['다 찾았지만 가격이 올랐어요.', '선반에 세제가 없었어요.', '락토프리 우유와 통밀빵이 없었어요.', '직원이 창고에서 상품을 찾아 줬어요.'],
      ['오후에 계산대를 더 열어 주세요.', '앱에서 매장 실제 재고를 보여 주세요.', '셀프 계산대를 늘리고 통로 안내를 개선해 주세요.', '과일과 채소 종류를 늘려 주세요.'],
    ],
  },
};

/** A phrase row: language, kind ('greeting', 'thanks', 'opener' or the 1-based question number), index, text. */
function phraseRows(): [string, string, number, string][] {
  return Object.entries(PHRASES).flatMap(([language, phrases]) => [
    [language, 'greeting', 0, phrases.greeting] as [string, string, number, string],
    [language, 'thanks', 0, phrases.thanks] as [string, string, number, string],
    ...phrases.openers.map((text, index): [string, string, number, string] => [language, 'opener', index, text]),
    ...phrases.details.flatMap((details, question) => details.map((text, index): [string, string, number, string] => [language, String(question + 1), index, text])),
  ]);
}

function textArray(values: readonly string[]) {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** The survey (Korean texts translated), its questions, target countries and links, as a create would leave them. */
async function insertSurvey(database: Database): Promise<void> {
  const targets = await findCountriesByName(database.db, COUNTRIES);
  if (targets.length !== COUNTRIES.length) throw new Error(`Countries missing from the geography: ${COUNTRIES.join(', ')}`);
  await database.db.transaction(async (tx) => {
    await tx.insert(surveys).values({
      id: SURVEY_ID,
      title: 'Store visit experience',
      startDate: '2026-03-01',
      startTime: '00:00',
      endDate: '2026-03-31',
      endTime: '23:59',
      timezone: 'America/Mexico_City',
      targetChannels: CHANNELS,
    });
    await tx.insert(surveyQuestions).values(
      QUESTIONS.map((question, index) => ({
        surveyId: SURVEY_ID,
        questionId: `q${index + 1}`,
        text: question.text,
        position: index + 1,
        type: question.type,
        options: 'options' in question ? [...question.options] : [],
      })),
    );
    await tx.insert(surveyTranslations).values([
      { surveyId: SURVEY_ID, locale: 'ko', item: 'title', text: KOREAN.title },
      ...KOREAN.questions.map((text, index) => ({ surveyId: SURVEY_ID, locale: 'ko', item: `q${index + 1}`, text })),
    ]);
    await tx.insert(surveyTargetCountries).values(targets.map((country) => ({ surveyId: SURVEY_ID, countryId: country.id })));
    await tx
      .insert(surveyLinks)
      .values(targets.flatMap((country) => linkRowsForCountry(SURVEY_ID, country, CHANNELS, (language, channel) => `${SURVEY_ID}.${country.isoCode}.${language}.${channel}`)));
  });
}

/** SUBMISSIONS conversations spread over the links in turn, SPACING_SECONDS apart, in two INSERT ... SELECT statements. */
async function insertConversations(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    with links as (
      select row_number() over (order by ${surveyLinks.id}) - 1 as k, ${surveyLinks.id} as id,
        ${surveyLinks.countryId} as country_id, ${surveyLinks.languageCode} as language_code, ${surveyLinks.channel} as channel
      from ${surveyLinks} where ${surveyLinks.surveyId} = ${SURVEY_ID}
    )
    insert into ${submissions} (id, survey_id, link_id, country_id, language_code, channel, started_at, submitted_at, finished)
    select ${SURVEY_ID} || '-' || g, ${SURVEY_ID}, links.id, links.country_id, links.language_code, links.channel,
      '2026-03-01T06:00:00Z'::timestamptz + g * ${SPACING_SECONDS}::int * interval '1 second',
      '2026-03-01T06:00:00Z'::timestamptz + g * ${SPACING_SECONDS}::int * interval '1 second' + interval '3 minutes',
      g % 5 <> 0
    from generate_series(1, ${SUBMISSIONS}::int) g
    join links on links.k = g % (select count(*) from links)`);
  const rows = phraseRows();
  // Positions: 1 greeting, 2/4/6/8 a question, 3/5/7/9 its answer, 10 thanks; an unfinished conversation ends at 3. The
  // values lean by country (its id) and drift with the conversation's number, so scopes, channels and weeks differ.
  await db.execute(sql`
    with phrases as (
      select * from unnest(${textArray(rows.map((row) => row[0]))}, ${textArray(rows.map((row) => row[1]))},
        ${textArray(rows.map((row) => String(row[2])))}, ${textArray(rows.map((row) => row[3]))}) as p(language, kind, idx, content)
    ),
    questions as (select * from unnest(${textArray(QUESTIONS.map((question) => question.text))}) with ordinality as q(content, n)),
    conversations as (
      select s.id, s.started_at, s.finished, s.country_id, split_part(s.language_code, '-', 1) as language,
        substr(s.id, ${SURVEY_ID.length + 2})::int as g
      from ${submissions} s where s.survey_id = ${SURVEY_ID}
    ),
    messages as (
      select c.id, p, c.started_at, c.language, c.g,
        case p
          when 3 then (array[1, 2, 3, 3, 4, 4, 4, 5, 5, 5])[1 + (c.g * 7 + c.country_id + c.g / 20000) % 10]
          when 5 then (array[0, 3, 5, 6, 7, 8, 8, 9, 9, 10, 10, 10])[1 + (c.g * 5 + c.country_id) % 12]
          when 7 then 1 + (c.g * 13 + c.country_id) % 4
        end as answer_value
      from conversations c cross join generate_series(1, 10) p
      where c.finished or p <= 3
    )
    insert into ${conversationLogs} (submission_id, position, role, content, created_at, question_number, answer_value)
    select m.id, m.p, case when m.p in (3, 5, 7, 9) then 'respondent' else 'assistant' end,
      coalesce(m.answer_value::text, opener.content || ' ' || detail.content, fixed.content, question.content),
      m.started_at + (m.p - 1) * interval '20 seconds',
      case when m.p between 2 and 9 then m.p / 2 end,
      m.answer_value
    from messages m
    left join phrases opener on m.p = 9 and opener.language = m.language and opener.kind = 'opener'
      and opener.idx::int = m.g % 4
    left join phrases detail on m.p = 9 and detail.language = m.language and detail.kind = ${TEXT_DETAILS}
      and detail.idx::int = (m.g / 4) % 4
    left join phrases fixed on m.p in (1, 10) and fixed.language = m.language and fixed.kind = case when m.p = 1 then 'greeting' else 'thanks' end
    left join questions question on m.p in (2, 4, 6, 8) and question.n = m.p / 2`);
}

async function completedReports(database: Database): Promise<number> {
  const rows = await database.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.surveyId, SURVEY_ID), eq(reports.status, 'COMPLETED')));
  return rows.length;
}

/** Seeds the database, then runs the job RUNS times; answers each run's seconds. */
async function measure(name: string, database: Database): Promise<number[]> {
  const seedStartedAt = performance.now();
  await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
  await insertSurvey(database);
  await insertConversations(database);
  const answers = await database.db.$count(conversationLogs, eq(conversationLogs.role, 'respondent'));
  const scored = await database.db.$count(conversationLogs, isNotNull(conversationLogs.answerValue));
  console.log(
    `${name}: seeded ${SUBMISSIONS.toLocaleString('en')} conversations (${answers.toLocaleString('en')} answers, ${scored.toLocaleString('en')} of them scored) ` +
      `in ${((performance.now() - seedStartedAt) / 1000).toFixed(1)} s`,
  );
  const logger = pino({ level: 'silent' });
  const seconds: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const startedAt = performance.now();
    await generateSurveyReports({ db: database.db, minResponses: 5, logger }, SURVEY_ID);
    seconds.push((performance.now() - startedAt) / 1000);
    const completed = await completedReports(database);
    if (completed !== run * EXPECTED_REPORTS) throw new Error(`${name}: ${completed} reports completed after run ${run}, ${run * EXPECTED_REPORTS} expected`);
    console.log(`${name}: run ${run}: ${EXPECTED_REPORTS} reports in ${seconds.at(-1)?.toFixed(2) ?? '?'} s`);
  }
  return seconds;
}

async function onPglite(): Promise<number[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-reports-'));
  try {
    const database = await openDatabase({ DATA_DIR: dataDir });
    try {
      return await measure('PGlite', database);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}


async function onPostgres(): Promise<number[]> {
  const name = `bench_reports_${randomBytes(4).toString('hex')}`;
  await withAdmin(POSTGRES_ADMIN_URL, (client) => client.query(`CREATE DATABASE "${name}"`));
  try {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ DATA_DIR: IN_MEMORY, DATABASE_URL: url.toString() });
    try {
      return await measure('PostgreSQL', database);
    } finally {
      await database.close();
    }
  } finally {
    await withAdmin(POSTGRES_ADMIN_URL, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

const pglite = await onPglite();
const postgres = await onPostgres();
const slowest = (seconds: readonly number[]) => Math.max(...seconds).toFixed(2);
console.log('');
console.log(`${EXPECTED_REPORTS} reports of ${SUBMISSIONS.toLocaleString('en')} conversations over ${COUNTRIES.length} countries (slowest of ${RUNS} runs):`);
console.log(`PGlite:     ${slowest(pglite)} s (goal < ${GOAL_SECONDS} s)`);
console.log(`PostgreSQL: ${slowest(postgres)} s`);
if (Math.max(...pglite) >= GOAL_SECONDS) {
  console.log('GOAL MISSED');
  process.exitCode = 1;
}
