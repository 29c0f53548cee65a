import type { ConversationLog, SubmissionDetail, SubmissionListItem } from '@/shared/api';

import { MOCK_NOW, SCRIPT_LINES, SURVEY_SCRIPTS, type Speech, type SurveyScript } from './conversationScripts';

/** A small seeded generator (mulberry32), so every run builds the same submissions. */
function seededRandom(seedText: string): () => number {
  let seed = 0x9e3779b9;
  for (const char of seedText) seed = Math.imul(seed ^ (char.codePointAt(0) ?? 0), 0x85ebca6b) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let value = seed;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

/** An instant as our server writes it: ISO 8601 in UTC with milliseconds, '2026-11-20T15:32:10.000Z'. */
const serverTimestamp = (time: number) => new Date(time).toISOString();

interface Generated {
  item: SubmissionListItem;
  surveyId: string;
  speaks: Speech;
}

function surveyNumber(surveyId: string): string {
  return surveyId.replace(/^svy-/, '');
}

/** A survey's submissions, newest first (as the server lists them), ids numbered oldest first: sub-001-0001... */
function generateSubmissions(script: SurveyScript): Generated[] {
  const random = seededRandom(script.surveyId);
  const opens = Date.parse(script.opensAt);
  const closes = Math.min(Date.parse(script.closesAt), Date.parse(MOCK_NOW));
  const HOUR = 3_600_000;
  const inOpeningHours = (time: number) => {
    const localHour = new Date(time + script.utcOffset * HOUR).getUTCHours();
    return localHour >= 8 && localHour < 22;
  };
  const drawTime = () => {
    let time = opens + random() * (closes - opens);
    while (!inOpeningHours(time)) time = opens + random() * (closes - opens);
    return Math.floor(time);
  };
  const times = Array.from({ length: script.responses }, drawTime)
    .sort((a, b) => a - b)
    .map((time) => Math.floor(time / 1000) * 1000);
  return times
    .map((time, index) => {
      const target = pick(random, script.targets);
      return {
        item: {
          id: `sub-${surveyNumber(script.surveyId)}-${String(index + 1).padStart(4, '0')}`,
          submitted_at: serverTimestamp(time),
          country_code: target.country,
          language_code: target.language,
          channel: String(1 + Math.floor(random() * script.channels)),
          // Every catalogue respondent answered to the end; an unfinished one is made with makeSubmission.
          finished: true,
        },
        surveyId: script.surveyId,
        speaks: target.speaks,
      };
    })
    .reverse();
}

const generated = new Map(SURVEY_SCRIPTS.map((script) => [script.surveyId, generateSubmissions(script)]));
const generatedById = new Map([...generated.values()].flat().map((entry) => [entry.item.id, entry]));

/** Each catalogue survey's submissions, newest first, as many as its response count (svy-001: 342). */
export const submissionFixtures: Readonly<Record<string, readonly SubmissionListItem[]>> = Object.fromEntries(
  [...generated].map(([surveyId, entries]) => [surveyId, entries.map((entry) => entry.item)]),
);

export function submissionsOfSurvey(surveyId: string): readonly SubmissionListItem[] | undefined {
  return submissionFixtures[surveyId];
}

/** A message without a value: the catalogue's surveys ask free-text questions only. */
const NO_ANSWER_VALUE = { answer_value: null, answer_question_type: null, answer_option_text: null } as const;

/** The submission whose respondent sent an empty message (the log shows '[No content]', the CSV an empty cell). */
export const EMPTY_CONTENT_SUBMISSION_ID = 'sub-008-0001';

function conversationOf(entry: Generated): ConversationLog[] {
  const script = SURVEY_SCRIPTS.find((candidate) => candidate.surveyId === entry.surveyId);
  if (!script) return [];
  const random = seededRandom(entry.item.id);
  const lines = SCRIPT_LINES[entry.speaks];
  const say = (items: readonly string[] | undefined) => (items?.length ? pick(random, items) : '');

  const turns: { role: 'assistant' | 'respondent'; content: string }[] = [
    { role: 'assistant', content: lines.greeting(script.questions.length) },
    { role: 'respondent', content: say(lines.consent) },
  ];
  script.questions.forEach((question) => {
    turns.push({ role: 'assistant', content: question.text[entry.speaks] ?? '' });
    turns.push({ role: 'respondent', content: say(question.answers[entry.speaks]) });
  });
  if (random() < 0.6) {
    turns.push({ role: 'assistant', content: lines.anythingElse });
    turns.push({ role: 'respondent', content: say(lines.nothingElse) });
  }
  turns.push({ role: 'assistant', content: lines.thanks });
  if (entry.item.id === EMPTY_CONTENT_SUBMISSION_ID) {
    const lastAnswer = turns.findLastIndex((turn) => turn.role === 'respondent');
    const turn = turns[lastAnswer];
    if (turn) turn.content = '';
  }

  // The assistant answers within 2-4 s; a respondent types for 5-40 s. The last message is the submission time.
  const gaps = turns.map((turn) => (turn.role === 'assistant' ? 2 + Math.floor(random() * 3) : 5 + Math.floor(random() * 36)));
  const submittedAt = Date.parse(entry.item.submitted_at);
  let time = submittedAt - gaps.slice(1).reduce((sum, gap) => sum + gap, 0) * 1000;
  // Log ids are numbers unique across the mock set: sub-001-0342 -> 206840, 206841...
  const firstLogId = Number(entry.item.id.replace(/\D/g, '')) * 20;
  return turns.map((turn, index) => {
    if (index > 0) time += (gaps[index] ?? 0) * 1000;
    return { id: firstLogId + index, role: turn.role, content: turn.content, timestamp_str: serverTimestamp(time), ...NO_ANSWER_VALUE };
  });
}

/** GET /api/submissions/{id} for a catalogue submission, built on demand. */
export function findSubmissionDetailFixture(id: string): SubmissionDetail | undefined {
  const entry = generatedById.get(id);
  if (!entry) return undefined;
  return { ...entry.item, survey_id: entry.surveyId, conversation_logs: conversationOf(entry) };
}

function requireDetail(id: string): SubmissionDetail {
  const detail = findSubmissionDetailFixture(id);
  if (!detail) throw new Error(`No mock submission ${id}`);
  return detail;
}

/** Details for stories: Spanish (svy-001), Portuguese (svy-003), English from a French link (svy-004), and one with an empty entry. */
export const submissionDetailFixtures = {
  spanish: requireDetail('sub-001-0342'),
  portuguese: requireDetail('sub-003-0611'),
  english: requireDetail(
    submissionFixtures['svy-004']?.find((item) => item.country_code === 'CA' && item.language_code === 'fr')?.id ?? 'sub-004-0001',
  ),
  withEmptyEntry: requireDetail(EMPTY_CONTENT_SUBMISSION_ID),
} satisfies Record<string, SubmissionDetail>;

/** A submission list item (the Spanish one, sub-001-0342, unless overridden). */
export function makeSubmission(overrides: Partial<SubmissionListItem> = {}): SubmissionListItem {
  const entry = generatedById.get(submissionDetailFixtures.spanish.id);
  if (!entry) throw new Error('No mock submission for the Spanish detail');
  return { ...entry.item, ...overrides };
}

export function makeConversationLog(overrides: Partial<ConversationLog> = {}): ConversationLog {
  return {
    id: 6840,
    role: 'assistant',
    content: '¡Hola! Gracias por participar en nuestra encuesta. Son solo 3 preguntas breves y no le tomará más de dos minutos. ¿Comenzamos?',
    timestamp_str: '2026-11-21T10:40:02.000Z',
    ...NO_ANSWER_VALUE,
    ...overrides,
  };
}

export function makeSubmissionDetail(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  return { ...submissionDetailFixtures.spanish, ...overrides };
}
