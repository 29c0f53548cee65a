import { beforeAll, describe, expect, it } from 'vitest';

import { strictSubmissionDetail, strictSubmissionList, strictSurveyList } from '../../contract.ts';
import { type AccountTokens, createAccountTokens } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/app.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { linkTokenOf, respondentCalls, setSchedule } from '../../testing/respond.ts';
import { createTranslationTestSurvey } from '../../testing/translation.ts';
import { strictConversation } from './strict.ts';

const SURVEY = 'respond-staff';

/*
 * The staff screens read submissions and conversation_logs, the tables the respondent's API writes: the dashboard
 * counts through the survey list and the submissions list, Raw Data reads the list, the detail and the export.
 */
describe.each(testTargets)('a conversation made through the public API, as staff read it, on $name', (target) => {
  const database = useTestDatabase(target);
  let accounts: AccountTokens;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    accounts = await createAccountTokens();
    await createTranslationTestSurvey(database.db, SURVEY);
    await setSchedule(database.db, SURVEY, 'open');
    app = createTestApp(database, accounts.issuer.verifier);
  });

  async function asAdmin(path: string): Promise<Response> {
    return app.request(path, { headers: { Authorization: `Bearer ${await accounts.tokenFor('admin')}` } });
  }

  it('counts in the survey list, lists among the submissions and reads in order in the detail and the export', async () => {
    const responsesCount = async () =>
      strictSurveyList.parse(await (await asAdmin('/api/surveys')).json()).find((survey) => survey.id === SURVEY)?.responses_count;
    expect(await responsesCount()).toBe(0);

    const calls = respondentCalls(app);
    const link = await linkTokenOf(database.db, SURVEY, 'pt-BR');
    // Opening the link and counting the visit is no response yet.
    expect((await calls.visit(link)).status).toBe(204);
    expect(await responsesCount()).toBe(0);
    const started = strictConversation.parse(await (await calls.start(link, 'Atendimento excelente.')).json());
    const finished = strictConversation.parse(await (await calls.finish(link, started.conversation_token)).json());

    expect(await responsesCount()).toBe(1);
    const listResponse = await asAdmin(`/api/surveys/${SURVEY}/submissions`);
    expect(listResponse.headers.get('x-total-count')).toBe('1');
    const [listed] = strictSubmissionList.parse(await listResponse.json());
    expect(listed).toMatchObject({ country_code: 'BR', language_code: 'pt-BR', channel: '1', finished: false });

    const detail = strictSubmissionDetail.parse(await (await asAdmin(`/api/submissions/${listed?.id ?? ''}`)).json());
    expect(detail.survey_id).toBe(SURVEY);
    expect(detail.conversation_logs.map(({ role, content, timestamp_str }) => ({ role, content, created_at: timestamp_str }))).toEqual(
      finished.messages.map(({ role, content, created_at }) => ({ role, content, created_at })),
    );

    const csv = await (await asAdmin(`/api/surveys/${SURVEY}/export/raw-data`)).text();
    expect(csv).toContain('Atendimento excelente.');
    expect(csv.trim().split('\r\n')).toHaveLength(1 + finished.messages.length);
  });
});
