// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import {
  createSurveyResponse,
  surveyDetail,
  surveyDetailLink,
  surveyListItem,
  strictSurveyFunnel,
  strictSurveyTranslations,
  surveyQuestion,
  surveyTranslations,
  targetCountry,
  translationProgress,
  type SurveyCreatePayload,
} from '@/shared/api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { isSurveyActive, responseCount, surveyCreatedAt, surveyEndsAt, surveyStartsAt } from '../model/survey';
import { linksOfCreateResponse, linksOfSurveyDetail } from '../model/links';
import {
  makeSurvey,
  makeSurveyDetail,
  makeSurveyLink,
  makeSurveyQuestion,
  makeTargetCountry,
  legacySurveyDetailFixture,
  surveyDetailFixtures,
  surveyFixtures,
  translationProgressFixtures,
} from './__mocks__/surveyFixtures';
import { surveyDefaultHandlers, surveyHandlers, translationProgressSequence } from './__mocks__/surveyHandlers';
import { findSurveyFunnelFixture } from './__mocks__/funnelFixtures';
import { findSurveyTranslationsFixture, makeSurveyTranslations } from './__mocks__/translationFixtures';
import {
  createSurvey,
  deleteSurvey,
  downloadSurveyRawData,
  getSurvey,
  getSurveyFunnel,
  getSurveyTranslations,
  getTranslationProgress,
  listSurveys,
} from './surveyApi';

const server = setupMockServer();

describe('survey fixtures follow the wire contract', () => {
  it.each(surveyFixtures.map((survey) => [survey.id, survey]))('list item %s', (_id, survey) => {
    expect(surveyListItem.parse(survey)).toEqual(survey);
  });

  it.each(surveyDetailFixtures.map((detail) => [detail.id, detail]))('detail %s', (_id, detail) => {
    expect(surveyDetail.parse(detail)).toEqual(detail);
  });

  it('factories', () => {
    expect(() => surveyListItem.parse(makeSurvey({ id: 'svy-x' }))).not.toThrow();
    expect(() => surveyDetail.parse(makeSurveyDetail({ links: [] }))).not.toThrow();
    expect(() => surveyDetailLink.parse(makeSurveyLink({ channel: null }))).not.toThrow();
    expect(() => targetCountry.parse(makeTargetCountry())).not.toThrow();
    expect(() => surveyQuestion.parse(makeSurveyQuestion())).not.toThrow();
  });

  it.each(Object.entries(translationProgressFixtures))('translation progress %s', (_name, progress) => {
    expect(translationProgress.parse(progress)).toEqual(progress);
  });
});

describe('the catalogue', () => {
  it.each(surveyFixtures.map((survey) => [survey.id, survey]))('%s ends after it starts', (_id, survey) => {
    expect(surveyEndsAt(survey)?.getTime()).toBeGreaterThan(surveyStartsAt(survey)?.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('has finished, running and upcoming surveys on the date the stories fix (2026-11-21)', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const phase = (survey: (typeof surveyFixtures)[number]) => {
      if (isSurveyActive(survey, now)) return 'running';
      return (surveyStartsAt(survey)?.getTime() ?? 0) > now.getTime() ? 'upcoming' : 'finished';
    };
    expect(new Set(surveyFixtures.map(phase))).toEqual(new Set(['finished', 'running', 'upcoming']));
  });

  it.each(surveyDetailFixtures.map((detail) => [detail.id, detail]))('%s has one link per country x language x channel', (_id, detail) => {
    const links = detail.links ?? [];
    const pairs = new Set(links.map((link) => `${link.country_code}|${link.language_code}`));
    const channels = new Set(links.map((link) => link.channel));
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links.map((link) => `${link.country_code}|${link.language_code}|${link.channel}`)).size).toBe(links.length);
    expect(links).toHaveLength(pairs.size * channels.size);
  });

  it('has unique participation urls', () => {
    const urls = surveyDetailFixtures.flatMap((detail) => linksOfSurveyDetail(detail).map((link) => link.url));
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^https:\/\/surveys\.example\.test\/r\/[0-9a-z]{12}$/);
  });

  it('serves a French link in English for svy-004', () => {
    const nps = surveyDetailFixtures.find((survey) => survey.id === 'svy-004');
    expect(nps?.links).toContainEqual(expect.objectContaining({ country_code: 'CA', language_code: 'fr', effective_language: 'en' }));
  });

  it('gives every survey 1 to 3 questions in order and target countries with a region', () => {
    for (const detail of surveyDetailFixtures) {
      expect(detail.questions?.length).toBeGreaterThanOrEqual(1);
      expect(detail.questions?.length).toBeLessThanOrEqual(3);
      expect(detail.questions?.map((question) => question.order)).toEqual(detail.questions?.map((_, index) => index + 1));
      for (const country of detail.target_countries ?? []) expect(country.region).toBeTruthy();
    }
  });
});

describe("an older server's answer (legacy fixture) is still read", () => {
  it('passes the tolerant contract', () => {
    expect(surveyDetail.parse(legacySurveyDetailFixture)).toEqual(legacySurveyDetailFixture);
  });

  it('reads its timestamps without a timezone as UTC, its count from participants, its links from generated_links', () => {
    expect(surveyCreatedAt(legacySurveyDetailFixture).toISOString()).toBe('2026-08-20T12:00:00.000Z');
    expect(responseCount(legacySurveyDetailFixture)).toBe(611);
    expect(isSurveyActive(legacySurveyDetailFixture, new Date('2026-09-30T19:59:59Z'))).toBe(true);
    expect(isSurveyActive(legacySurveyDetailFixture, new Date('2026-09-30T20:00:01Z'))).toBe(false);
    expect(linksOfSurveyDetail(legacySurveyDetailFixture).map((link) => [link.channel, link.effectiveLanguage])).toEqual([
      ['Channel 1', 'pt-BR'],
      ['Channel 2', 'pt-BR'],
    ]);
  });
});

describe('survey handlers answer what the request functions accept', () => {
  const payload: SurveyCreatePayload = {
    id: 'svy-7d41b0aa',
    title: 'Experiencia posventa — Norteamérica',
    start_date: '2026-12-01',
    end_date: '2026-12-20',
    start_time: '09:00',
    end_time: '17:00',
    questions: [
      { questionId: 'q1', text: 'How satisfied are you with our after-sales service?', order: 1 },
      { questionId: 'q2', text: 'What could we do better?', order: 2 },
    ],
    target_country_names: ['Canada', 'Mexico'],
    target_languages: ['en', 'fr', 'es-MX'],
    target_channels: 1,
    timezone: 'America/Toronto',
  };

  it('list', async () => {
    server.use(...surveyDefaultHandlers);
    await expect(listSurveys()).resolves.toEqual(surveyFixtures);
  });

  it.each(surveyFixtures.map((survey) => survey.id))('detail %s', async (id) => {
    server.use(...surveyDefaultHandlers);
    await expect(getSurvey(id)).resolves.toEqual(surveyDetailFixtures.find((detail) => detail.id === id));
  });

  it('detail.empty has no links, countries or questions', async () => {
    server.use(surveyHandlers.detail.empty);
    const detail = await getSurvey('svy-001');
    expect([linksOfSurveyDetail(detail), detail.target_countries, detail.questions]).toEqual([[], [], []]);
  });

  it('create echoes the id with a link per country x language x channel', async () => {
    server.use(...surveyDefaultHandlers);
    const created = await createSurvey(payload);
    expect(createSurveyResponse.parse(created)).toEqual(created);
    expect(created.id).toBe(payload.id);
    expect(linksOfCreateResponse(created).map((link) => `${link.country} ${link.language}>${link.effectiveLanguage}`)).toEqual([
      'Canada en>en',
      'Canada fr>en',
      'Mexico es-MX>es-MX',
    ]);
  });

  it('create answers 422 with a detail object for a bad payload', async () => {
    server.use(surveyHandlers.create.ok);
    const response = await fetch('http://localhost:3000/api/surveys', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...payload, title: 'Hi', target_channels: 0 }),
    });
    expect(response.status).toBe(422);
    await expect(response.json()).resolves.toEqual({
      detail: { title: ['Title must be at least 5 characters long'], target_channels: ['Target channels must be at least 1'] },
    });
  });

  it('delete answers 204 for a catalogue survey', async () => {
    server.use(...surveyDefaultHandlers);
    await expect(deleteSurvey('svy-006')).resolves.toBeUndefined();
  });

  it.each([
    ['ok', surveyHandlers.translationProgress.ok, translationProgressFixtures.inProgress],
    ['completed', surveyHandlers.translationProgressCompleted, translationProgressFixtures.completed],
    ['starting', surveyHandlers.translationProgressStarting, translationProgressFixtures.starting],
    ['empty', surveyHandlers.translationProgress.empty, {}],
  ])('translation progress %s', async (_name, handler, expected) => {
    server.use(handler);
    await expect(getTranslationProgress('svy-7d41b0aa')).resolves.toEqual(expected);
  });

  it('translation progress fills both readings', () => {
    const { inProgress, starting, completed } = translationProgressFixtures;
    expect(inProgress).toMatchObject({
      status: 'in_progress',
      progress: { languages: ['es-MX', 'pt-BR', 'en', 'fr'] },
      is_complete: false,
      overall_total_items_to_translate: 16,
      overall_translated_items_count: 7,
      target_locales_count: 4,
    });
    expect(starting).toMatchObject({ status: 'in_progress', is_complete: false, overall_translated_items_count: 0 });
    expect(completed).toMatchObject({ status: 'completed', is_complete: true, overall_translated_items_count: 16 });
  });

  it('translation progress moves on at each poll in a sequence', async () => {
    server.use(translationProgressSequence());
    const answers = [];
    for (let poll = 0; poll < 4; poll += 1) answers.push((await getTranslationProgress('svy-7d41b0aa')).overall_translated_items_count);
    expect(answers).toEqual([0, 7, 16, 16]);
  });

  it('raw data export is a CSV named by content-disposition', async () => {
    server.use(...surveyDefaultHandlers);
    const { blob, fileName } = await downloadSurveyRawData('svy-004');
    expect(fileName).toMatch(/^survey_svy-004_raw_data_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blob.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"submission_id","submitted_at","country","language","channel","role","timestamp","message"');
    // svy-004 opens 2026-10-01 13:00 UTC; its fourth link (Canada, fr, served in English) answers from 17:00.
    expect(lines).toContain(
      '"svy-004-r4","2026-10-01T17:01:00.000Z","Canada","fr","1","assistant","2026-10-01T17:00:00.000Z","On a scale from 0 to 10, how likely are you to recommend us to a friend or colleague?"',
    );
    expect(lines).toContain('"svy-004-r4","2026-10-01T17:01:00.000Z","Canada","fr","1","respondent","2026-10-01T17:01:00.000Z","Friendly staff and a quick checkout."');
    expect(lines.filter((line) => line.startsWith('"svy-004-'))).toHaveLength(4 * 2 * 2);
  });
});

describe('translation fixtures and handlers', () => {
  it.each(surveyFixtures.map((survey) => [survey.id]))('%s: the translations answer is what our server sends', (id) => {
    const translations = findSurveyTranslationsFixture(id);
    expect(strictSurveyTranslations.parse(translations)).toEqual(translations);
    expect(surveyTranslations.parse(translations)).toEqual(translations);
  });

  it("svy-004 lists Spanish (with a staff edit) and French (fallen back), each with the survey's title and questions", () => {
    const { locales } = makeSurveyTranslations();
    expect(locales.map((locale) => [locale.locale, locale.status])).toEqual([
      ['es', 'completed'],
      ['fr', 'error'],
    ]);
    expect(locales[0]?.items.map((item) => [item.item, item.origin])).toEqual([
      ['title', 'machine'],
      ['q1', 'staff'],
      ['q2', 'machine'],
    ]);
    expect(locales[1]?.items.map((item) => item.text === null)).toEqual([false, true, true]);
  });

  it('the request function reads them; 404 for an unknown survey', async () => {
    server.use(...surveyDefaultHandlers);
    expect(await getSurveyTranslations('svy-004')).toEqual(makeSurveyTranslations());
    await expect(getSurveyTranslations('no-such-survey')).rejects.toMatchObject({ status: 404, message: 'Survey not found' });
  });
});

describe('funnel fixtures and handler', () => {
  it.each(surveyFixtures.map((survey) => [survey.id, survey.responses_count ?? 0]))(
    '%s: the funnel answer is what our server sends, its started responses the list count',
    async (id, responses) => {
      const funnel = findSurveyFunnelFixture(id);
      expect(strictSurveyFunnel.parse(funnel)).toEqual(funnel);
      expect(funnel?.started).toBe(responses);
      expect(funnel && funnel.visits >= funnel.started && funnel.started >= funnel.complete).toBe(true);
      server.use(surveyHandlers.funnel.ok);
      await expect(getSurveyFunnel(id)).resolves.toEqual(funnel);
    },
  );

  it('answers an unknown survey 404 with its detail', async () => {
    server.use(surveyHandlers.funnel.ok);
    await expect(getSurveyFunnel('no-such-survey')).rejects.toMatchObject({ status: 404, message: 'Survey not found' });
  });
});
