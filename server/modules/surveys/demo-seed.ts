/**
 * Demo surveys for a first look at a fresh install (issue 5, item 8): a few customer-satisfaction surveys of a retail
 * organisation across Mexico, Central America, Brazil and the United States, some active, some ended, one upcoming.
 * Runs after the geography seed: countries and their languages are read from the database, never copied here.
 */
import { randomBytes } from 'node:crypto';

import { formatInTimeZone } from 'date-fns-tz';
import { asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  countries,
  countryLanguages,
  surveyLinks,
  surveyLocales,
  surveyQuestions,
  surveys,
  surveyTargetCountries,
} from '../../db/schema.ts';
import { linkRowsForCountry } from './links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The language of a country without a supported one, as the SPA defaults it. */
const FALLBACK_LANGUAGE = 'en';

/** A day relative to the seed's `now` (negative: in the past) and a wall-clock time in the survey's timezone. */
interface RelativeMoment {
  inDays: number;
  time: string;
}

interface DemoSurvey {
  id: `demo-${string}`;
  title: string;
  createdBy: string;
  createdDaysAgo: number;
  countries: readonly string[];
  timezone: string;
  // Relative to `now`, so "active" and "ended" stay true whatever day the demo is started.
  start: RelativeMoment;
  end: RelativeMoment;
  channels: number;
  questions: readonly string[];
}

/** Oldest first; created_at spreads over the past weeks so the newest-first list mixes statuses. */
const demoSurveys: readonly DemoSurvey[] = [
  {
    id: 'demo-us-checkout',
    title: 'Checkout experience in US stores',
    createdBy: 'admin',
    createdDaysAgo: 45,
    countries: ['United States'],
    timezone: 'America/New_York',
    start: { inDays: -40, time: '08:00' },
    end: { inDays: -10, time: '20:00' },
    channels: 2,
    questions: [
      'How would you rate the speed of checkout on your last visit?',
      'Was the cashier friendly and helpful?',
      'If you used self-checkout, how easy was it to use?',
      'What one thing would make checking out easier?',
    ],
  },
  {
    id: 'demo-br-home-delivery',
    title: 'Home delivery in Brazil',
    createdBy: 'latam.manager',
    createdDaysAgo: 32,
    countries: ['Brazil'],
    timezone: 'America/Sao_Paulo',
    start: { inDays: -28, time: '09:00' },
    end: { inDays: -10, time: '18:00' },
    channels: 2,
    questions: [
      'Did your order arrive within the promised delivery window?',
      'Were all the items in your order complete and undamaged?',
      "How satisfied are you with the delivery driver's service?",
      'How likely are you to order home delivery from us again?',
    ],
  },
  {
    id: 'demo-mx-store-experience',
    title: 'In-store experience in Mexico',
    createdBy: 'mexico.local',
    createdDaysAgo: 10,
    countries: ['Mexico'],
    timezone: 'America/Mexico_City',
    start: { inDays: -7, time: '09:00' },
    end: { inDays: 21, time: '21:00' },
    channels: 3,
    questions: [
      'Overall, how satisfied are you with your visit to our store today?',
      'Could you easily find the products you were looking for?',
      'How would you rate the cleanliness and tidiness of the store?',
      'Did a store associate offer help when you needed it?',
      'How likely are you to recommend our store to a friend or colleague?',
    ],
  },
  {
    id: 'demo-ca-customer-service',
    title: 'Customer service in Central America',
    createdBy: 'latam.manager',
    createdDaysAgo: 6,
    // The countries of the 'Central America' local in config/geography.json.
    countries: ['Guatemala', 'Honduras', 'El Salvador', 'Nicaragua', 'Costa Rica', 'Panama', 'Belize'],
    timezone: 'America/Guatemala',
    start: { inDays: -4, time: '08:00' },
    end: { inDays: 24, time: '20:00' },
    channels: 1,
    questions: [
      'How satisfied are you with the help you received from our staff?',
      'Was your question or problem resolved on the first contact?',
      'How long did you wait before being served?',
    ],
  },
  {
    id: 'demo-latam-loyalty',
    title: 'Loyalty program across Latin America',
    createdBy: 'latam.manager',
    createdDaysAgo: 3,
    countries: ['Mexico', 'Colombia', 'Peru', 'Chile', 'Argentina', 'Brazil'],
    timezone: 'America/Bogota',
    start: { inDays: -2, time: '00:00' },
    end: { inDays: 28, time: '23:59' },
    channels: 1,
    questions: [
      'Are you a member of our loyalty program?',
      'How valuable are the rewards and discounts you receive?',
      'How easy is it to redeem your points in store and online?',
      'What would make you shop with us more often?',
    ],
  },
  {
    id: 'demo-mx-us-store-pickup',
    title: 'Online orders with store pickup in Mexico and the US',
    createdBy: 'admin',
    createdDaysAgo: 1,
    countries: ['Mexico', 'United States'],
    timezone: 'America/Mexico_City',
    start: { inDays: 5, time: '09:00' },
    end: { inDays: 35, time: '18:00' },
    channels: 1,
    questions: [
      'How easy was it to place your order online?',
      'Was your order ready at the promised pickup time?',
      'How would you rate the pickup process at the store?',
    ],
  },
];

interface TargetCountry {
  id: number;
  /** The country's link languages in configured order; the fallback when it has none. */
  languages: string[];
}

/** The demo's countries by name with their languages; throws naming every country the geography lacks. */
async function findTargetCountries(db: Db, names: readonly string[]): Promise<Map<string, TargetCountry>> {
  const rows = await db
    .select({ id: countries.id, name: countries.name, languageCode: countryLanguages.languageCode })
    .from(countries)
    .leftJoin(countryLanguages, eq(countryLanguages.countryId, countries.id))
    .where(inArray(countries.name, [...names]))
    .orderBy(asc(countries.name), asc(countryLanguages.position));
  const byName = new Map<string, TargetCountry>();
  for (const row of rows) {
    const country = byName.get(row.name) ?? { id: row.id, languages: [] };
    if (row.languageCode !== null) country.languages.push(row.languageCode);
    byName.set(row.name, country);
  }
  for (const country of byName.values()) {
    if (country.languages.length === 0) country.languages.push(FALLBACK_LANGUAGE);
  }
  const missing = names.filter((name) => !byName.has(name));
  if (missing.length > 0) {
    throw new Error(
      `Demo surveys: the countries table lacks ${missing.join(', ')}; seed the geography (config/geography.json) first`,
    );
  }
  return byName;
}

/** The wall-clock day and time in `timeZone`, `moment.inDays` days from `now`. */
function wallClock(now: Date, moment: RelativeMoment, timeZone: string): { date: string; time: string } {
  const day = new Date(now.getTime() + moment.inDays * DAY_MS);
  return { date: formatInTimeZone(day, timeZone, 'yyyy-MM-dd'), time: moment.time };
}

function countryOf(targets: ReadonlyMap<string, TargetCountry>, name: string): TargetCountry {
  const country = targets.get(name);
  // findTargetCountries has thrown for any missing name, so this is a bug, not bad data.
  if (!country) throw new Error(`Demo surveys: no row for '${name}'`);
  return country;
}

/**
 * Inserts the demo surveys, with their questions, target countries, completed locales and one link per country x
 * language x channel, in one transaction, when the surveys table is empty; otherwise does nothing. Two instances
 * starting together cannot double-seed: the surveys have fixed ids, inserted ON CONFLICT DO NOTHING, and only the
 * surveys this call inserted get child rows.
 */
export async function seedDemoSurveys(db: Db, options: { now?: Date } = {}): Promise<{ inserted: number }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [anySurvey] = await tx.select({ id: surveys.id }).from(surveys).limit(1);
    if (anySurvey) return { inserted: 0 };

    const targets = await findTargetCountries(tx, [...new Set(demoSurveys.flatMap((survey) => survey.countries))]);
    const createdAt = (survey: DemoSurvey) => new Date(now.getTime() - survey.createdDaysAgo * DAY_MS);

    const insertedRows = await tx
      .insert(surveys)
      .values(
        demoSurveys.map((survey) => {
          const start = wallClock(now, survey.start, survey.timezone);
          const end = wallClock(now, survey.end, survey.timezone);
          return {
            id: survey.id,
            title: survey.title,
            createdByUsername: survey.createdBy,
            createdAt: createdAt(survey),
            startDate: start.date,
            startTime: start.time,
            endDate: end.date,
            endTime: end.time,
            timezone: survey.timezone,
            targetChannels: survey.channels,
          };
        }),
      )
      .onConflictDoNothing({ target: surveys.id })
      .returning({ id: surveys.id });
    const insertedIds = new Set(insertedRows.map((row) => row.id));
    const inserted = demoSurveys.filter((survey) => insertedIds.has(survey.id));
    if (inserted.length === 0) return { inserted: 0 };

    await tx.insert(surveyQuestions).values(
      inserted.flatMap((survey) =>
        survey.questions.map((text, index) => ({ surveyId: survey.id, questionId: `q${index + 1}`, text, position: index + 1 })),
      ),
    );
    await tx.insert(surveyTargetCountries).values(
      inserted.flatMap((survey) =>
        survey.countries.map((name) => ({ surveyId: survey.id, countryId: countryOf(targets, name).id })),
      ),
    );
    await tx.insert(surveyLinks).values(
      inserted.flatMap((survey) =>
        survey.countries.flatMap((name) =>
          linkRowsForCountry(survey.id, countryOf(targets, name), survey.channels, () => randomBytes(16).toString('base64url')),
        ),
      ),
    );
    await tx.insert(surveyLocales).values(
      inserted.flatMap((survey) => {
        const languages = new Set(survey.countries.flatMap((name) => countryOf(targets, name).languages));
        // Translated when created, as a real survey's locales are once the worker has finished.
        return [...languages].map((locale) => ({
          surveyId: survey.id,
          locale,
          status: 'completed' as const,
          updatedAt: createdAt(survey),
        }));
      }),
    );
    return { inserted: inserted.length };
  });
}
