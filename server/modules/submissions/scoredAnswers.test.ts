import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { toCsv } from '../../../src/shared/lib/csv/csv.ts';
import { strictSubmissionDetail } from '../../contract.ts';
import { surveys } from '../../db/schema.ts';
import { type AccountTokens, createAccountTokens, type TestAccount } from '../../testing/accounts.ts';
import { createTestApp, surveyTestGeographySource } from '../../testing/app.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import {
  insertScoredSurvey,
  SCORED_SUBMISSIONS,
  SCORED_SURVEY_ID,
  scoredMessageTime,
} from '../../testing/scoredSubmissions.ts';
import { insertSurveyTestData } from '../../testing/surveys.ts';
import { pgPoolOf, openRawDataCsv } from './rawDataExport.ts';

const HEADER = [
  'submission_id',
  'submitted_at',
  'country',
  'language',
  'channel',
  'role',
  'timestamp',
  'message',
  'q1_rating',
  'q2_nps',
  'q3_choice',
  'q3_choice_text',
];

/**
 * Each message's role, text and value cells (q1_rating, q2_nps, q3_choice, q3_choice_text) as the file must hold them,
 * written out by hand: the value only on the answer that gave it, option texts that begin with '=' or '-' neutralised.
 */
const EXPECTED_MESSAGES: Record<string, readonly (readonly [string, string, string, string, string, string])[]> = {
  'scored-mx-1': [
    ['assistant', '¡Hola!', '', '', '', ''],
    ['assistant', 'How satisfied are you with your visit?', '', '', '', ''],
    ['respondent', '4', '4', '', '', ''],
    ['assistant', '¿Por qué?', '', '', '', ''],
    ['respondent', 'La fila avanzó rápido', '', '', '', ''],
    ['assistant', 'How likely are you to recommend us to a friend or colleague?', '', '', '', ''],
    ['respondent', '9', '', '9', '', ''],
    ['assistant', 'What mattered most?', '', '', '', ''],
    ['respondent', 'Precio', '', '', '2', "'=Price"],
    ['assistant', 'Anything else?', '', '', '', ''],
    ['respondent', 'Nada más', '', '', '', ''],
    ['assistant', '¡Gracias!', '', '', '', ''],
  ],
  'scored-gt-1': [
    ['assistant', 'How satisfied are you with your visit?', '', '', '', ''],
    ['respondent', '1', '1', '', '', ''],
    ['assistant', 'How likely are you to recommend us to a friend or colleague?', '', '', '', ''],
    ['respondent', '0', '', '0', '', ''],
    ['assistant', 'What mattered most?', '', '', '', ''],
    ['respondent', '3', '', '', '3', "'-Speed"],
  ],
  'scored-mx-2': [
    ['assistant', 'How satisfied are you with your visit?', '', '', '', ''],
    ['respondent', 'más o menos', '', '', '', ''],
  ],
};

/** The whole file for these countries, the rows built from the hand-written cells and the inserted times. */
function expectedCsv(countryNames: readonly string[]): string {
  const rows = SCORED_SUBMISSIONS.filter((submission) => countryNames.includes(submission.countryName)).flatMap((submission) =>
    (EXPECTED_MESSAGES[submission.id] ?? []).map(([role, message, ...values], position) => [
      submission.id,
      submission.submittedAt.toISOString(),
      submission.countryName,
      submission.languageCode,
      '1',
      role,
      scoredMessageTime(submission, position).toISOString(),
      message,
      ...values,
    ]),
  );
  // toCsv neutralises too; the expected cells are already neutralised, and an apostrophe starts no formula.
  return toCsv([HEADER, ...rows]);
}

async function textOf(body: ReadableStream<Uint8Array> | Response): Promise<string> {
  const response = body instanceof Response ? body : new Response(body);
  return Buffer.from(await response.arrayBuffer()).toString('utf8');
}

let accounts: AccountTokens;

beforeAll(async () => {
  accounts = await createAccountTokens();
});

describe.each(testTargets)('scored answers in the raw data on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    await database.db.delete(surveys);
    await insertSurveyTestData(database.db);
    await insertScoredSurvey(database.db);
  });

  async function call(account: TestAccount, path: string) {
    const app = createTestApp(database, accounts.issuer.verifier, { geography: surveyTestGeographySource });
    return app.request(path, { headers: { Authorization: `Bearer ${await accounts.tokenFor(account)}` } });
  }

  it('adds a column per scored question (two for a choice) after the message, filled on the answer that gave the value', async () => {
    const text = await textOf(await call('admin', `/api/surveys/${SCORED_SURVEY_ID}/export/raw-data`));
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF"submission_id","submitted_at","country","language","channel","role","timestamp","message",' +
        '"q1_rating","q2_nps","q3_choice","q3_choice_text"',
    );
    expect(text).toContain(`"respondent","2026-03-02T09:01:10.000Z","Precio","","","2","'=Price"\r\n`);
    expect(text).toBe(expectedCsv(['Mexico', 'Guatemala']));
  });

  it('writes the same file on every path and page size', async () => {
    const filter = { surveyId: SCORED_SURVEY_ID, countries: 'all' as const };
    const outputs = new Map<string, string>();
    for (const submissionsPerPage of [1, 2, 250]) {
      outputs.set(`keyset/${String(submissionsPerPage)}`, await textOf(await openRawDataCsv(database.db, filter, { path: 'keyset', submissionsPerPage })));
    }
    if (pgPoolOf(database.db)) outputs.set('copy', await textOf(await openRawDataCsv(database.db, filter, { path: 'copy' })));
    expect(outputs.size).toBe(target.name === 'PostgreSQL' ? 4 : 3);
    for (const [path, output] of outputs) expect(output, path).toBe(expectedCsv(['Mexico', 'Guatemala']));
  });

  it("gives a Mexico reader Mexico's rows only, with the same columns", async () => {
    const text = await textOf(await call('mexico.local', `/api/surveys/${SCORED_SURVEY_ID}/export/raw-data`));
    expect(text).toBe(expectedCsv(['Mexico']));
    expect(text).not.toContain('scored-gt-1');
  });

  it('keeps the header of a survey without scored questions as it was', async () => {
    const text = await textOf(await call('admin', '/api/surveys/latam-delivery/export/raw-data'));
    expect(text.split('\r\n')[0]).toBe('\uFEFF"submission_id","submitted_at","country","language","channel","role","timestamp","message"');
  });

  it("answers each respondent message's value with its question type and, for a choice, the option's words", async () => {
    const response = await call('latam.manager', '/api/submissions/scored-mx-1');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const detail = strictSubmissionDetail.parse(body);
    expect(detail).toEqual(body);
    expect(
      detail.conversation_logs.map((log) => [log.role, log.content, log.answer_value, log.answer_question_type, log.answer_option_text]),
    ).toEqual([
      ['assistant', '¡Hola!', null, null, null],
      ['assistant', 'How satisfied are you with your visit?', null, null, null],
      ['respondent', '4', 4, 'rating', null],
      ['assistant', '¿Por qué?', null, null, null],
      ['respondent', 'La fila avanzó rápido', null, null, null],
      ['assistant', 'How likely are you to recommend us to a friend or colleague?', null, null, null],
      ['respondent', '9', 9, 'nps', null],
      ['assistant', 'What mattered most?', null, null, null],
      ['respondent', 'Precio', 2, 'multiple_choice', '=Price'],
      ['assistant', 'Anything else?', null, null, null],
      ['respondent', 'Nada más', null, null, null],
      ['assistant', '¡Gracias!', null, null, null],
    ]);
  });

  it('answers the lowest values (0 and 1) as values, and a conversation without values with none', async () => {
    const guatemala = strictSubmissionDetail.parse(await (await call('admin', '/api/submissions/scored-gt-1')).json());
    expect(guatemala.conversation_logs.filter((log) => log.answer_value !== null).map((log) => [log.answer_value, log.answer_option_text])).toEqual([
      [1, null],
      [0, null],
      [3, '-Speed'],
    ]);
    const withoutValues = strictSubmissionDetail.parse(await (await call('admin', '/api/submissions/scored-mx-2')).json());
    expect(withoutValues.conversation_logs).toHaveLength(2);
    for (const log of withoutValues.conversation_logs) {
      expect([log.answer_value, log.answer_question_type, log.answer_option_text]).toEqual([null, null, null]);
    }
  });

  it('answers 404 for the scored conversation of a country outside the reader scope', async () => {
    expect((await call('mexico.local', '/api/submissions/scored-gt-1')).status).toBe(404);
  });
});
