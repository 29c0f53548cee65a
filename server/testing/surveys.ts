/**
 * Test data for the surveys module: the few regions and countries the surveys need and a handful of surveys across
 * Mexico, Guatemala, Brazil and the United States, inserted straight with drizzle (no geography seed required). Region,
 * country and local names match config/geography.json, so the same surveys behave the same under the real geography.
 */
import { inArray } from 'drizzle-orm';

import type { Geography } from '../auth/permissions.ts';
import type { Db } from '../db/client.ts';
import { countries, regions, surveyLinks, surveyQuestions, surveys, surveyTargetCountries } from '../db/schema.ts';
import { linkRowsForCountry } from '../modules/surveys/index.ts';

export const LATAM = 'Latin America & Caribbean';
export const NORTH_AMERICA = 'North America';
export const US = 'United States';

const testCountries = [
  { name: 'Mexico', isoCode: 'MX', region: LATAM, languages: ['es-MX'] },
  { name: 'Guatemala', isoCode: 'GT', region: LATAM, languages: ['es'] },
  { name: 'Brazil', isoCode: 'BR', region: LATAM, languages: ['pt-BR'] },
  { name: US, isoCode: 'US', region: NORTH_AMERICA, languages: ['en'] },
] as const;

type TestCountryName = (typeof testCountries)[number]['name'];

/** The geography these rows form, in the shape permissions read (a subset of config/geography.json). */
export const surveyTestGeography: Geography = {
  regions: [
    { name: NORTH_AMERICA, countries: [US] },
    { name: LATAM, countries: ['Mexico', 'Guatemala', 'Brazil'] },
  ],
  locals: [
    { name: 'Mexico', region: LATAM, countries: ['Mexico'] },
    { name: 'Central America', region: LATAM, countries: ['Guatemala'] },
  ],
};

export interface TestSurvey {
  id: string;
  title: string;
  createdBy: string | null;
  createdAt: string;
  countries: readonly TestCountryName[];
  timezone: string;
  start: { date: string; time: string };
  end: { date: string; time: string };
  channels: number;
  questions: readonly string[];
}

/** Listed oldest first; the API lists them newest first. */
export const testSurveys = [
  {
    id: 'mx-local-store-visits',
    title: 'Store visits in Mexico',
    createdBy: 'mexico.local',
    createdAt: '2026-01-01T10:00:00.000Z',
    countries: ['Mexico'],
    timezone: 'America/Mexico_City',
    start: { date: '2026-11-21', time: '09:00' },
    end: { date: '2026-11-30', time: '18:00' },
    channels: 2,
    questions: ['How was your visit?', 'What should we change?'],
  },
  {
    id: 'mx-admin-pricing',
    title: 'Pricing in Mexico',
    createdBy: 'admin',
    createdAt: '2026-01-02T10:00:00.000Z',
    countries: ['Mexico'],
    timezone: 'America/Mexico_City',
    start: { date: '2026-02-01', time: '08:00' },
    end: { date: '2026-02-28', time: '20:00' },
    channels: 1,
    questions: ['Are our prices fair?'],
  },
  {
    id: 'latam-delivery',
    title: 'Delivery in Mexico and Guatemala',
    createdBy: 'latam.manager',
    createdAt: '2026-01-03T10:00:00.000Z',
    countries: ['Mexico', 'Guatemala'],
    timezone: 'America/Guatemala',
    start: { date: '2026-03-01', time: '00:00' },
    end: { date: '2026-03-15', time: '23:59' },
    channels: 1,
    questions: ['Did your order arrive on time?', 'Was it complete?', 'Would you order again?'],
  },
  {
    id: 'br-onboarding',
    title: 'Onboarding in Brazil',
    createdBy: 'latam.manager',
    createdAt: '2026-01-04T10:00:00.000Z',
    countries: ['Brazil'],
    timezone: 'America/Sao_Paulo',
    start: { date: '2026-04-10', time: '12:30' },
    end: { date: '2026-04-20', time: '12:30' },
    channels: 1,
    questions: ['How easy was it to get started?'],
  },
  {
    id: 'us-support',
    title: 'Support in the United States',
    createdBy: 'admin',
    createdAt: '2026-01-05T10:00:00.000Z',
    countries: [US],
    timezone: 'America/New_York',
    start: { date: '2026-07-04', time: '09:00' },
    end: { date: '2026-07-31', time: '17:00' },
    channels: 1,
    questions: ['Did support solve your problem?'],
  },
  {
    // Created by mexico.local but reaching past its scope (e.g. before its local changed): visible, not deletable.
    id: 'border-crossing',
    title: 'Crossing the border',
    createdBy: 'mexico.local',
    createdAt: '2026-01-06T10:00:00.000Z',
    countries: ['Mexico', US],
    timezone: 'America/Tijuana',
    start: { date: '2026-05-01', time: '06:00' },
    end: { date: '2026-05-31', time: '22:00' },
    channels: 1,
    questions: ['How long did you wait?'],
  },
] as const satisfies readonly TestSurvey[];

export type TestSurveyId = (typeof testSurveys)[number]['id'];

/** The link token of one country x language x channel of a test survey. */
export function testLinkToken(surveyId: string, isoCode: string, languageCode: string, channel: number): string {
  return `${surveyId}.${isoCode}.${languageCode}.${channel}`.toLowerCase();
}

/**
 * Inserts the regions and countries (keeping rows that already exist, by name) and the test surveys with their
 * questions, target countries and one link per country x language x channel, in one transaction.
 */
export async function insertSurveyTestData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const regionNames = [...new Set(testCountries.map((country) => country.region))];
    await tx
      .insert(regions)
      .values(regionNames.map((name) => ({ name })))
      .onConflictDoNothing({ target: regions.name });
    const regionRows = await tx.select().from(regions).where(inArray(regions.name, regionNames));
    const regionId = new Map(regionRows.map((row) => [row.name, row.id]));

    await tx
      .insert(countries)
      .values(
        testCountries.map((country) => ({
          name: country.name,
          isoCode: country.isoCode,
          regionId: regionId.get(country.region) ?? missing(`region ${country.region}`),
        })),
      )
      .onConflictDoNothing({ target: countries.name });
    const countryRows = await tx
      .select()
      .from(countries)
      .where(
        inArray(
          countries.name,
          testCountries.map((country) => country.name),
        ),
      );
    const countryId = new Map(countryRows.map((row) => [row.name, row.id]));

    for (const survey of testSurveys as readonly TestSurvey[]) {
      await tx.insert(surveys).values({
        id: survey.id,
        title: survey.title,
        createdByUsername: survey.createdBy,
        createdAt: new Date(survey.createdAt),
        startDate: survey.start.date,
        startTime: survey.start.time,
        endDate: survey.end.date,
        endTime: survey.end.time,
        timezone: survey.timezone,
        targetChannels: survey.channels,
      });
      await tx.insert(surveyQuestions).values(
        survey.questions.map((text, index) => ({ surveyId: survey.id, questionId: `q${index + 1}`, text, position: index + 1 })),
      );
      const targets = survey.countries.map((name) => {
        const country = testCountries.find((candidate) => candidate.name === name) ?? missing(`country ${name}`);
        return { ...country, id: countryId.get(name) ?? missing(`country ${name}`) };
      });
      await tx.insert(surveyTargetCountries).values(targets.map((country) => ({ surveyId: survey.id, countryId: country.id })));
      await tx.insert(surveyLinks).values(
        targets.flatMap((country) =>
          linkRowsForCountry(survey.id, country, survey.channels, (languageCode, channel) =>
            testLinkToken(survey.id, country.isoCode, languageCode, channel),
          ),
        ),
      );
    }
  });
}

function missing(what: string): never {
  throw new Error(`Survey test data: ${what} is missing`);
}
