import { fileURLToPath } from 'node:url';

import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Principal } from '../auth/permissions.ts';
import { NO_PROVIDER_MESSAGE, type SurveyListItem } from '../contract.ts';
import { openDatabase, type Db } from '../db/client.ts';
import {
  countries,
  countryLanguages,
  surveyLinks,
  surveyLocales,
  surveyQuestions,
  surveys,
  surveyTargetCountries,
  surveyTranslations,
} from '../db/schema.ts';
import { testTargets, useTestDatabase } from '../testing/databases.ts';
import { geographyFromDatabase, readGeographyConfig, seedGeography, type GeographyConfig, type GeographyConfigInput } from '../modules/geography/index.ts';
import { demoSurveys, demoTranslationLanguages, seedDemoSurveys } from './surveys.ts';
import { listVisibleSurveys } from '../modules/surveys/index.ts';
import { insertSurveyTestData, testSurveys } from '../testing/surveys.ts';

const configPath = fileURLToPath(new URL('../../config/geography.json', import.meta.url));

let config: GeographyConfig;
beforeAll(async () => {
  config = await readGeographyConfig(configPath);
});

/** Wednesday 21:00 in Mexico City but already Thursday in UTC: schedule days must follow the survey's own timezone. */
const NOW = new Date('2026-06-18T03:00:00.000Z');

const admin: Principal = { username: 'admin', groups: ['Global'], region: 'ALL', local: 'ALL' };

type Status = 'upcoming' | 'active' | 'ended';

/** The dashboard's rule on the UTC schedule the service computes: active from start to end, both inclusive. */
function statusAt(survey: SurveyListItem, now: Date): Status {
  const start = Date.parse(survey.start_datetime_utc ?? '');
  const end = Date.parse(survey.end_datetime_utc ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) throw new Error(`${survey.id} has no UTC schedule`);
  if (now.getTime() < start) return 'upcoming';
  return now.getTime() <= end ? 'active' : 'ended';
}

async function counts(db: Db) {
  const [[surveyCount], [questionCount], [targetCount], [linkCount], [localeCount]] = await Promise.all([
    db.select({ n: count() }).from(surveys),
    db.select({ n: count() }).from(surveyQuestions),
    db.select({ n: count() }).from(surveyTargetCountries),
    db.select({ n: count() }).from(surveyLinks),
    db.select({ n: count() }).from(surveyLocales),
  ]);
  return {
    surveys: surveyCount?.n,
    questions: questionCount?.n,
    targets: targetCount?.n,
    links: linkCount?.n,
    locales: localeCount?.n,
  };
}

describe('the demo survey definitions', () => {
  it('write every question in Mexican Spanish (tú), neutral Spanish (usted), Brazilian Portuguese and Korean', () => {
    const hangul = /[\uAC00-\uD7A3]/;
    for (const survey of demoSurveys) {
      expect(survey.titleTranslations.ko).toMatch(hangul);
      for (const language of demoTranslationLanguages) expect(survey.titleTranslations[language].trim()).not.toBe('');
      for (const question of survey.questions) {
        const { translations } = question;
        for (const language of demoTranslationLanguages) {
          expect(translations[language].trim(), `${survey.id} ${language}`).not.toBe('');
          expect(translations[language]).not.toBe(question.text);
          expect(translations[language]).toMatch(/\?$/);
        }
        expect(translations['es-MX']).toContain('¿');
        expect(translations.es).toContain('¿');
        // The two Spanish versions differ in register, so a Mexican link never reads like a Central American one.
        expect(translations['es-MX']).not.toBe(translations.es);
        expect(translations['pt-BR']).not.toContain('¿');
        expect(translations.ko).toMatch(hangul);
      }
    }
  });
});

describe.each(testTargets)('seedDemoSurveys on $name', (target) => {
  const database = useTestDatabase(target);

  beforeAll(async () => {
    await seedGeography(database.db, config);
  });
  beforeEach(async () => {
    // Deleting the surveys cascades to their rows; the geography stays.
    await database.db.delete(surveys);
  });

  /** A database of its own with `geography` seeded, closed and removed after `work`. */
  async function withGeography(geography: GeographyConfigInput, work: (db: Db) => Promise<void>): Promise<void> {
    const own = await target.create();
    const opened = await openDatabase(own.env);
    try {
      await seedGeography(opened.db, geography);
      await work(opened.db);
    } finally {
      await opened.close();
      await own.dispose();
    }
  }

  it('fills an empty database with demo surveys and answers how many it inserted', async () => {
    const { inserted } = await seedDemoSurveys(database.db, { now: NOW });

    expect(inserted).toBeGreaterThan(0);
    const rows = await database.db.select({ id: surveys.id }).from(surveys);
    expect(rows).toHaveLength(inserted);
    for (const row of rows) expect(row.id).toMatch(/^demo-/);
  });

  it('inserts nothing the second time and leaves every count as it was', async () => {
    await seedDemoSurveys(database.db, { now: NOW });
    const before = await counts(database.db);

    expect(await seedDemoSurveys(database.db)).toEqual({ inserted: 0 });
    expect(await counts(database.db)).toEqual(before);
  });

  it('inserts nothing on a database that already holds a survey', async () => {
    await insertSurveyTestData(database.db);

    expect(await seedDemoSurveys(database.db, { now: NOW })).toEqual({ inserted: 0 });
    const ids = await database.db.select({ id: surveys.id }).from(surveys).orderBy(asc(surveys.id));
    expect(ids.map((row) => row.id)).toEqual(testSurveys.map((survey) => survey.id).sort());
  });

  it('seeds once when two instances start together', async () => {
    const [first, second] = await Promise.all([
      seedDemoSurveys(database.db, { now: NOW }),
      seedDemoSurveys(database.db, { now: NOW }),
    ]);
    const seededAlone = first.inserted + second.inserted;
    expect(Math.min(first.inserted, second.inserted)).toBe(0);
    const together = await counts(database.db);
    expect(together.surveys).toBe(seededAlone);

    // The same as one seed on its own: no survey got a second set of questions, targets, links or locales.
    await database.db.delete(surveys);
    await seedDemoSurveys(database.db, { now: NOW });
    expect(await counts(database.db)).toEqual(together);
  });

  it('schedules relative to now: the list shows active, ended and upcoming surveys, newest first', async () => {
    await seedDemoSurveys(database.db, { now: NOW });
    const list = await listVisibleSurveys({ db: database.db, geography: geographyFromDatabase(database.db) }, admin);

    const statuses = list.map((survey) => statusAt(survey, NOW));
    expect(statuses).toContain('active');
    expect(statuses).toContain('ended');
    expect(statuses).toContain('upcoming');
    // Each survey was created in the past and before it opened; newest first is by creation, without ties.
    const createdAt = list.map((survey) => Date.parse(survey.created_at ?? ''));
    list.forEach((survey, index) => {
      expect(createdAt[index]).toBeLessThan(NOW.getTime());
      expect(createdAt[index]).toBeLessThan(Date.parse(survey.start_datetime_utc ?? ''));
    });
    expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
    expect(new Set(createdAt).size).toBe(createdAt.length);

    // Started 7 days ago in Mexico City's wall clock (June 10, not the UTC day June 11), UTC-6 all year.
    expect(list.find((survey) => survey.id === 'demo-mx-store-experience')).toMatchObject({
      created_by_username: 'mexico.local',
      start_date: '2026-06-10',
      start_time: '09:00',
      start_datetime_utc: '2026-06-10T15:00:00.000Z',
      end_date: '2026-07-08',
      end_time: '21:00',
      end_datetime_utc: '2026-07-09T03:00:00.000Z',
    });
  });

  it('covers Mexico, Brazil, the United States and Central America', async () => {
    await seedDemoSurveys(database.db, { now: NOW });
    const targeted = await database.db
      .selectDistinct({ name: countries.name })
      .from(surveyTargetCountries)
      .innerJoin(countries, eq(countries.id, surveyTargetCountries.countryId));
    const names = targeted.map((row) => row.name);

    expect(names).toEqual(expect.arrayContaining(['Mexico', 'Brazil', 'United States']));
    const centralAmerica = config.locals.find((local) => local.name === 'Central America')?.countries ?? [];
    expect(names.filter((name) => centralAmerica.includes(name))).not.toEqual([]);
  });

  it('gives each survey 3 to 5 questions q1.. in order', async () => {
    await seedDemoSurveys(database.db, { now: NOW });
    const rows = await database.db
      .select()
      .from(surveyQuestions)
      .orderBy(asc(surveyQuestions.surveyId), asc(surveyQuestions.position));
    const bySurvey = new Map<string, typeof rows>();
    for (const row of rows) bySurvey.set(row.surveyId, [...(bySurvey.get(row.surveyId) ?? []), row]);

    expect(bySurvey.size).toBe((await counts(database.db)).surveys);
    for (const questions of bySurvey.values()) {
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(5);
      expect(questions.map((question) => [question.questionId, question.position])).toEqual(
        questions.map((_, index) => [`q${index + 1}`, index + 1]),
      );
    }
  });

  it('makes one link per country x language x channel, each with its own token, and a completed locale per language', async () => {
    await seedDemoSurveys(database.db, { now: NOW });
    const [surveyRows, targets, languages, links, locales] = await Promise.all([
      database.db.select({ id: surveys.id, channels: surveys.targetChannels }).from(surveys),
      database.db.select().from(surveyTargetCountries),
      database.db.select().from(countryLanguages).orderBy(asc(countryLanguages.position)),
      database.db.select().from(surveyLinks),
      database.db.select().from(surveyLocales),
    ]);
    const channels = new Map(surveyRows.map((survey) => [survey.id, survey.channels]));
    const languagesOf = (countryId: number) => {
      const codes = languages.filter((row) => row.countryId === countryId).map((row) => row.languageCode);
      return codes.length > 0 ? codes : ['en'];
    };

    const expected = targets.flatMap((targetRow) =>
      languagesOf(targetRow.countryId).flatMap((language) =>
        Array.from(
          { length: channels.get(targetRow.surveyId) ?? 0 },
          (_, index) => `${targetRow.surveyId}|${targetRow.countryId}|${language}|${index + 1}`,
        ),
      ),
    );
    expect(links.map((link) => `${link.surveyId}|${link.countryId}|${link.languageCode}|${link.channel}`).sort()).toEqual(
      expected.sort(),
    );
    for (const link of links) {
      expect(link.effectiveLanguage).toBe(link.languageCode);
      // 16 random bytes in base64url.
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(new Set(links.map((link) => link.token)).size).toBe(links.length);

    const linkLanguages = [...new Set(links.map((link) => `${link.surveyId}|${link.languageCode}`))].sort();
    expect(locales.map((locale) => `${locale.surveyId}|${locale.locale}`).sort()).toEqual(linkLanguages);
    for (const locale of locales) expect(locale.status).toBe('completed');
  });

  it('writes each completed locale its title and questions as staff texts, so a Spanish link reads Spanish', async () => {
    await seedDemoSurveys(database.db, { now: NOW });
    const [locales, texts] = await Promise.all([
      database.db.select().from(surveyLocales),
      database.db.select().from(surveyTranslations),
    ]);
    const translatedLocales = locales.filter((locale) => locale.locale !== 'en');
    expect(translatedLocales.map((locale) => locale.locale)).toEqual(expect.arrayContaining(['es', 'es-MX', 'pt-BR']));
    for (const locale of translatedLocales) {
      const survey = demoSurveys.find((candidate) => candidate.id === locale.surveyId);
      const language = demoTranslationLanguages.find((candidate) => candidate === locale.locale);
      if (!survey || !language) throw new Error(`No demo text for ${locale.surveyId} ${locale.locale}`);
      const own = texts.filter((row) => row.surveyId === locale.surveyId && row.locale === locale.locale);
      expect(own.every((row) => row.origin === 'staff')).toBe(true);
      expect(Object.fromEntries(own.map((row) => [row.item, row.text]))).toEqual({
        title: survey.titleTranslations[language],
        ...Object.fromEntries(survey.questions.map((question, index) => [`q${String(index + 1)}`, question.translations[language]])),
      });
      expect(locale).toMatchObject({ status: 'completed', error: null, titleTranslated: true, questionsTranslated: survey.questions.length });
    }
    expect(texts.filter((row) => row.locale === 'en')).toEqual([]);
  });

  it('lets a language the demo has no text in fall back to English, and says why', async () => {
    const brazilWithFrench = structuredClone(config);
    for (const region of brazilWithFrench.regions) {
      for (const country of region.countries) {
        if (country.name === 'Brazil') country.languages = ['pt-BR', 'fr'];
      }
    }
    await withGeography(brazilWithFrench, async (db) => {
      await seedDemoSurveys(db, { now: NOW });
      const french = await db.select().from(surveyLocales).where(eq(surveyLocales.locale, 'fr'));
      expect(french).not.toEqual([]);
      for (const locale of french) {
        expect(locale).toMatchObject({ status: 'error', error: NO_PROVIDER_MESSAGE, titleTranslated: false, questionsTranslated: 0 });
      }
      const frenchLinks = await db.select().from(surveyLinks).where(eq(surveyLinks.languageCode, 'fr'));
      expect(frenchLinks).not.toEqual([]);
      for (const link of frenchLinks) expect(link.effectiveLanguage).toBe('en');
      expect(await db.select().from(surveyTranslations).where(eq(surveyTranslations.locale, 'fr'))).toEqual([]);
    });
  });

  it('throws naming every country the geography lacks, and writes nothing', async () => {
    const tiny: GeographyConfigInput = {
      regions: [
        { name: 'North America', countries: [{ code: 'US', name: 'United States', languages: ['en'] }] },
        { name: 'Latin America & Caribbean', countries: [{ code: 'MX', name: 'Mexico', languages: ['es-MX'] }] },
      ],
    };
    await withGeography(tiny, async (db) => {
      const error: unknown = await seedDemoSurveys(db, { now: NOW }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toContain('Brazil');
      expect((error as Error).message).toContain('Guatemala');
      expect((error as Error).message).not.toContain('Mexico');
      expect(await counts(db)).toEqual({ surveys: 0, questions: 0, targets: 0, links: 0, locales: 0 });
    });
  });

  it('makes the links of a country without a supported language in English', async () => {
    const mexicoWithoutLanguage = structuredClone(config);
    for (const region of mexicoWithoutLanguage.regions) {
      for (const country of region.countries) {
        if (country.name === 'Mexico') country.noSupportedLanguage = true;
      }
    }
    await withGeography(mexicoWithoutLanguage, async (db) => {
      await seedDemoSurveys(db, { now: NOW });
      const mexicoLinks = await db
        .select({ surveyId: surveyLinks.surveyId, languageCode: surveyLinks.languageCode })
        .from(surveyLinks)
        .innerJoin(countries, eq(countries.id, surveyLinks.countryId))
        .where(eq(countries.name, 'Mexico'));

      expect(mexicoLinks).not.toEqual([]);
      for (const link of mexicoLinks) expect(link.languageCode).toBe('en');
      const englishLocales = await db
        .select({ surveyId: surveyLocales.surveyId })
        .from(surveyLocales)
        .where(eq(surveyLocales.locale, 'en'));
      const mexicoSurveys = [...new Set(mexicoLinks.map((link) => link.surveyId))];
      expect(englishLocales.map((row) => row.surveyId)).toEqual(expect.arrayContaining(mexicoSurveys));
    });
  });
});
