/**
 * Test data for submissions and their conversations, inserted straight with drizzle on PGlite or PostgreSQL.
 * `insertTestSubmissions` writes a few deterministic conversations per participation link of existing surveys (for
 * route, export and report tests); `insertBulkSubmissions` writes many in two INSERT ... SELECT statements (benchmarks).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import {
  type ConversationRole,
  conversationLogs,
  countries,
  submissions,
  surveyLinks,
  surveyQuestions,
} from '../db/schema.ts';

export interface TestMessage {
  role: ConversationRole;
  content: string;
}

/** What a conversation is made from: its place in the call, its link and its survey's questions. */
export interface ConversationContext {
  /** 0-based over every submission of the call. */
  index: number;
  surveyId: string;
  countryName: string;
  languageCode: string;
  channel: string;
  questions: readonly string[];
}

export interface TestSubmissionOptions {
  /** Submissions per participation link (country x language x channel) of each survey; 2 unless told. */
  perLink?: number;
  /** When the first conversation starts; each next one starts 7 minutes later. */
  from?: Date;
  /** The messages of a submission, oldest first; default: a greeting, the questions with answers, thanks. */
  conversation?: (context: ConversationContext) => readonly TestMessage[];
}

export interface InsertedTestSubmission {
  id: string;
  surveyId: string;
  countryName: string;
  countryCode: string;
  languageCode: string;
  channel: string;
  startedAt: Date;
  /** The respondent's latest message, else the start. */
  submittedAt: Date;
  finished: boolean;
  /** In position order (1-based positions). */
  messages: (TestMessage & { createdAt: Date })[];
}

const DEFAULT_FROM = new Date('2026-03-02T09:00:00.000Z');
const MINUTE_MS = 60_000;
/** Seconds between two messages of one conversation. */
const MESSAGE_GAP_MS = 20_000;

const GREETINGS: Record<string, string> = {
  es: '¡Hola! Gracias por ayudarnos a mejorar. Son solo unas preguntas.',
  pt: 'Olá! Obrigado por nos ajudar a melhorar. São só algumas perguntas.',
  en: 'Hi! Thanks for helping us improve. It is just a few questions.',
};
const ANSWERS: Record<string, readonly string[]> = {
  es: ['Muy buena atención, la fila avanzó rápido.', 'Faltaban algunos productos en el estante.', 'Sí, volvería sin dudarlo.'],
  pt: ['Atendimento excelente, voltarei com certeza.', 'A entrega atrasou dois dias.', 'Sim, foi fácil começar.'],
  en: ['Friendly staff and a quick checkout.', 'The app kept logging me out.', 'Yes, it was sorted in one call.'],
};
const THANKS: Record<string, string> = {
  es: '¡Gracias por tus respuestas!',
  pt: 'Obrigado pelas suas respostas!',
  en: 'Thank you for your answers!',
};

function inLanguage<T>(table: Record<string, T>, languageCode: string): T {
  const base = languageCode.split('-')[0] ?? languageCode;
  return table[base] ?? (table.en as T);
}

/** Greeting, each question and its answer, thanks; every third respondent stops after the first answer. */
export function defaultConversation({ index, languageCode, questions }: ConversationContext): TestMessage[] {
  const answers = inLanguage(ANSWERS, languageCode);
  const stopsEarly = index % 3 === 2;
  const asked = stopsEarly ? questions.slice(0, 1) : questions;
  const messages: TestMessage[] = [{ role: 'assistant', content: inLanguage(GREETINGS, languageCode) }];
  asked.forEach((question, questionIndex) => {
    messages.push(
      { role: 'assistant', content: question },
      { role: 'respondent', content: answers[(index + questionIndex) % answers.length] ?? '' },
    );
  });
  if (!stopsEarly) messages.push({ role: 'assistant', content: inLanguage(THANKS, languageCode) });
  return messages;
}

/** A finished conversation ends with the assistant's thanks after an answer to every question. */
function isFinished(messages: readonly TestMessage[], questions: readonly string[]): boolean {
  const answers = messages.filter((message) => message.role === 'respondent').length;
  return answers >= questions.length && messages.at(-1)?.role === 'assistant';
}

/**
 * Inserts `perLink` submissions for every link of each survey (links in country code, language, channel order; surveys
 * in the order given), with their conversations, in one transaction. Ids are `<survey id>-r<n>` (n from 1 per survey).
 * Returns what was inserted, so tests compute their expectations from it.
 */
export async function insertTestSubmissions(
  db: Db,
  surveyIds: readonly string[],
  { perLink = 2, from = DEFAULT_FROM, conversation = defaultConversation }: TestSubmissionOptions = {},
): Promise<InsertedTestSubmission[]> {
  if (surveyIds.length === 0) return [];
  const links = await db
    .select({
      id: surveyLinks.id,
      surveyId: surveyLinks.surveyId,
      countryId: surveyLinks.countryId,
      countryName: countries.name,
      countryCode: countries.isoCode,
      languageCode: surveyLinks.languageCode,
      channel: surveyLinks.channel,
    })
    .from(surveyLinks)
    .innerJoin(countries, eq(countries.id, surveyLinks.countryId))
    .where(inArray(surveyLinks.surveyId, [...surveyIds]))
    .orderBy(asc(countries.isoCode), asc(surveyLinks.languageCode), asc(surveyLinks.channel));
  const questionRows = await db
    .select({ surveyId: surveyQuestions.surveyId, text: surveyQuestions.text })
    .from(surveyQuestions)
    .where(inArray(surveyQuestions.surveyId, [...surveyIds]))
    .orderBy(asc(surveyQuestions.position));

  const inserted: InsertedTestSubmission[] = [];
  let index = 0;
  for (const surveyId of surveyIds) {
    const questions = questionRows.filter((row) => row.surveyId === surveyId).map((row) => row.text);
    let numberInSurvey = 0;
    for (const link of links.filter((candidate) => candidate.surveyId === surveyId)) {
      for (let copy = 0; copy < perLink; copy += 1) {
        numberInSurvey += 1;
        const id = `${surveyId}-r${numberInSurvey}`;
        const startedAt = new Date(from.getTime() + index * 7 * MINUTE_MS);
        const context: ConversationContext = { ...link, index, surveyId, questions };
        const messages = conversation(context).map((message, position) => ({
          ...message,
          createdAt: new Date(startedAt.getTime() + position * MESSAGE_GAP_MS),
        }));
        const latestAnswer = messages.filter((message) => message.role === 'respondent').at(-1);
        inserted.push({
          id,
          surveyId,
          countryName: link.countryName,
          countryCode: link.countryCode,
          languageCode: link.languageCode,
          channel: link.channel,
          startedAt,
          submittedAt: latestAnswer?.createdAt ?? startedAt,
          finished: isFinished(messages, questions),
          messages,
        });
        index += 1;
      }
    }
  }

  const linkKey = (row: { surveyId: string; countryCode: string; languageCode: string; channel: string }) =>
    `${row.surveyId}|${row.countryCode}|${row.languageCode}|${row.channel}`;
  const linkByKey = new Map(links.map((link) => [linkKey(link), link]));
  await db.transaction(async (tx) => {
    for (const submission of inserted) {
      const link = linkByKey.get(linkKey(submission));
      if (!link) throw new Error(`Submission test data: no link for ${submission.id}`);
      await tx.insert(submissions).values({
        id: submission.id,
        surveyId: submission.surveyId,
        linkId: link.id,
        countryId: link.countryId,
        languageCode: submission.languageCode,
        channel: submission.channel,
        startedAt: submission.startedAt,
        submittedAt: submission.submittedAt,
        finished: submission.finished,
      });
      if (submission.messages.length > 0) {
        await tx.insert(conversationLogs).values(
          submission.messages.map((message, position) => ({
            submissionId: submission.id,
            position: position + 1,
            role: message.role,
            content: message.content,
            createdAt: message.createdAt,
          })),
        );
      }
    }
  });
  return inserted;
}

export interface BulkSubmissionOptions {
  surveyId: string;
  submissions: number;
  messagesPerSubmission: number;
  /** When the first conversation starts; each next one starts `spacingSeconds` later (1 unless told). */
  from?: Date;
  spacingSeconds?: number;
}

/** Assistant and respondent lines of realistic length (80 to 260 characters), cycled through by the bulk inserter. */
const BULK_ASSISTANT_LINES = [
  '¡Hola! Gracias por visitarnos hoy. ¿Podrías contarnos cómo fue tu experiencia en la tienda y si encontraste lo que buscabas?',
  'Entiendo. En una escala del 1 al 10, ¿qué tan probable es que recomiendes nuestra tienda a un amigo o familiar? ¿Por qué?',
  'Gracias por el detalle. ¿Hubo algo en la atención del personal o en el tiempo de espera en caja que te gustaría que mejoremos?',
  'Obrigado pela resposta! Como você avaliaria a variedade de produtos e a organização das prateleiras na sua última visita?',
];
const BULK_RESPONDENT_LINES = [
  'La atención fue muy buena, aunque la fila en caja avanzó lento porque solo había dos cajeros abiertos a la hora del almuerzo.',
  'Un 8. Los precios son justos y siempre encuentro lo que necesito, pero el estacionamiento está lleno los fines de semana y cuesta entrar.',
  'Faltaban algunos productos de limpieza en el estante, pregunté a un empleado y me ayudó a encontrarlos en la bodega, muy amable.',
  'A variedade é ótima, mas as prateleiras de hortifrúti estavam bagunçadas e alguns preços não batiam com o que apareceu no caixa.',
  'Me gustaría que hubiera más cajas de autoservicio y que la aplicación mostrara el inventario real de la tienda antes de ir, "así no pierdo el viaje".',
];

function textArray(lines: readonly string[]) {
  return sql`array[${sql.join(
    lines.map((line) => sql`${line}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Many finished submissions of one survey, spread over its links in turn, with `messagesPerSubmission` messages each
 * (assistant and respondent alternating), in two INSERT ... SELECT statements over generate_series: a million messages
 * take seconds on PostgreSQL. Ids are `<survey id>-b<n>`.
 */
export async function insertBulkSubmissions(
  db: Db,
  { surveyId, submissions: count, messagesPerSubmission, from = DEFAULT_FROM, spacingSeconds = 1 }: BulkSubmissionOptions,
): Promise<void> {
  const gapSeconds = MESSAGE_GAP_MS / 1000;
  await db.execute(sql`
    with links as (
      select row_number() over (order by ${surveyLinks.id}) - 1 as k, ${surveyLinks.id} as id,
        ${surveyLinks.countryId} as country_id, ${surveyLinks.languageCode} as language_code, ${surveyLinks.channel} as channel
      from ${surveyLinks} where ${surveyLinks.surveyId} = ${surveyId}
    )
    insert into ${submissions} (id, survey_id, link_id, country_id, language_code, channel, started_at, submitted_at, finished)
    select ${surveyId} || '-b' || g, ${surveyId}, links.id, links.country_id, links.language_code, links.channel,
      ${from.toISOString()}::timestamptz + g * ${spacingSeconds}::int * interval '1 second',
      ${from.toISOString()}::timestamptz + (g * ${spacingSeconds}::int + ${(messagesPerSubmission - 1) * gapSeconds}::int) * interval '1 second',
      true
    from generate_series(1, ${count}::int) g
    join links on links.k = g % (select count(*) from links)`);
  await db.execute(sql`
    insert into ${conversationLogs} (submission_id, position, role, content, created_at)
    select s.id, p,
      case when p % 2 = 1 then 'assistant' else 'respondent' end,
      case when p % 2 = 1
        then (${textArray(BULK_ASSISTANT_LINES)})[1 + (p / 2) % ${BULK_ASSISTANT_LINES.length}]
        else (${textArray(BULK_RESPONDENT_LINES)})[1 + (p + length(s.id)) % ${BULK_RESPONDENT_LINES.length}]
      end,
      s.started_at + (p - 1) * ${gapSeconds}::int * interval '1 second'
    from ${submissions} s cross join generate_series(1, ${messagesPerSubmission}::int) p
    where s.survey_id = ${surveyId} and starts_with(s.id, ${`${surveyId}-b`})`);
}
