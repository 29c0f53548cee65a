/**
 * Plans the demo reports of one survey as the report job would have left them at `now`: one report per scope (GLOBAL,
 * each region of its countries, each local that covers some of them, each country). An ended survey has its final
 * reports; a survey open for days has an overnight interim run; a survey open for less has a run in progress (PENDING
 * and GENERATING). A scope with fewer responses than the minimum fails with NOT_ENOUGH_DATA_MESSAGE.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

import type { DemoSurvey } from './surveys.ts';
import type { PlannedSubmission } from './responses.ts';
import { hashString, seededRandom } from './random.ts';
import { countryDisplayName, reportMarkdown, type ReportScopeType } from './reportMarkdown.ts';

export const MINIMUM_RESPONSES_PER_REPORT = 5;
/** The reason a report fails for lack of data; the screens show it as 'Not Enough Data'. */
export const NOT_ENOUGH_DATA_MESSAGE = `Not enough data: fewer than ${MINIMUM_RESPONSES_PER_REPORT} responses in this scope.`;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The end-of-survey job starts this long after the end... */
const FINAL_RUN_DELAY_MS = 30 * MINUTE_MS;
/** ...and has finished every scope this long after it. */
const FINAL_RUN_DONE_MS = 60 * MINUTE_MS;
/** A survey open this long has had an interim run, at INTERIM_RUN_TIME the night before `now`. */
const INTERIM_AFTER_MS = 5 * DAY_MS;
const INTERIM_RUN_TIME = '05:00';
/** A survey open for less than this has no reports yet. */
const FIRST_RUN_AFTER_MS = 60 * MINUTE_MS;
/** Workers generating at once: that many reports of a run in progress are GENERATING, the rest PENDING. */
const CONCURRENT_GENERATIONS = 2;

/** Region and local names in the Korean reports; a name not listed stays as it is. */
const koreanAreaNames: Readonly<Record<string, string>> = {
  Global: '글로벌',
  'North America': '북미',
  'Latin America & Caribbean': '중남미·카리브',
  Europe: '유럽',
  'Asia Pacific': '아시아·태평양',
  'Middle East & Africa': '중동·아프리카',
  Mexico: '멕시코',
  'Central America': '중미',
  Andean: '안데스',
};

export interface ReportScope {
  type: ReportScopeType;
  /** 'Global', a region, a local or a country name: the report's scope_identifier. */
  identifier: string;
  nameKo: string;
  /** The survey's countries this scope covers, by name. */
  countries: ReadonlySet<string>;
  /** Makes the report id: `${surveyId}-${idSuffix}`. */
  idSuffix: string;
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The scopes of a survey targeting `targets`, in the order the screens list them: GLOBAL, its regions, the locals that
 * cover some of its countries (each only over those countries), its countries.
 */
export function reportScopes(
  targets: readonly { name: string; isoCode: string }[],
  geography: {
    regions: readonly { name: string; countries: readonly string[] }[];
    locals: readonly { name: string; countries: readonly string[] }[];
  },
): ReportScope[] {
  const targetNames = new Set(targets.map((target) => target.name));
  const covered = (countries: readonly string[]) => new Set(countries.filter((name) => targetNames.has(name)));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  const area = (type: 'REGIONAL' | 'LOCAL', name: string, countries: ReadonlySet<string>): ReportScope => ({
    type,
    identifier: name,
    nameKo: koreanAreaNames[name] ?? name,
    countries,
    idSuffix: `${type === 'REGIONAL' ? 'regional' : 'local'}-${slug(name)}`,
  });
  const scopes: ReportScope[] = [
    { type: 'GLOBAL', identifier: 'Global', nameKo: koreanAreaNames.Global ?? 'Global', countries: targetNames, idSuffix: 'global' },
  ];
  for (const region of [...geography.regions].sort(byName)) {
    const countries = covered(region.countries);
    if (countries.size > 0) scopes.push(area('REGIONAL', region.name, countries));
  }
  for (const local of [...geography.locals].sort(byName)) {
    const countries = covered(local.countries);
    if (countries.size > 0) scopes.push(area('LOCAL', local.name, countries));
  }
  for (const target of [...targets].sort(byName)) {
    scopes.push({
      type: 'COUNTRY',
      identifier: target.name,
      nameKo: countryDisplayName({ countryName: target.name, countryCode: target.isoCode }, 'ko'),
      countries: new Set([target.name]),
      idSuffix: `country-${target.isoCode.toLowerCase()}`,
    });
  }
  return scopes;
}

type ReportRun = { kind: 'final' | 'interim' | 'in-progress'; requestedAt: Date };

/** The report run the job would have made by `now`, if any (see the file comment). */
function reportRun(schedule: { start: Date; end: Date; timeZone: string }, now: Date, minutesAgo: number): ReportRun | undefined {
  const openFor = now.getTime() - schedule.start.getTime();
  if (openFor < FIRST_RUN_AFTER_MS) return undefined;
  if (now.getTime() >= schedule.end.getTime() + FINAL_RUN_DELAY_MS + FINAL_RUN_DONE_MS) {
    return { kind: 'final', requestedAt: new Date(schedule.end.getTime() + FINAL_RUN_DELAY_MS) };
  }
  if (openFor >= INTERIM_AFTER_MS) {
    // Overnight in the survey's timezone, when nobody is answering, so the cut-off splits no conversation.
    const yesterday = formatInTimeZone(new Date(now.getTime() - DAY_MS), schedule.timeZone, 'yyyy-MM-dd');
    const requestedAt = fromZonedTime(`${yesterday}T${INTERIM_RUN_TIME}:00`, schedule.timeZone);
    if (requestedAt > schedule.start) return { kind: 'interim', requestedAt };
  }
  return { kind: 'in-progress', requestedAt: new Date(now.getTime() - minutesAgo * MINUTE_MS) };
}

export interface PlannedReport {
  id: string;
  surveyId: string;
  scopeType: ReportScopeType;
  scopeIdentifier: string;
  title: string;
  status: 'PENDING' | 'GENERATING' | 'COMPLETED' | 'FAILED';
  contentEn: string | null;
  contentKo: string | null;
  createdAt: Date;
  generatedAt: Date | null;
  errorMessage: string | null;
}

export interface ReportPlanInput {
  survey: DemoSurvey;
  schedule: { start: Date; end: Date; timeZone: string };
  scopes: readonly ReportScope[];
  /** The survey's seeded submissions. */
  submissions: readonly PlannedSubmission[];
  now: Date;
}

/** The survey's reports at `now`; none before it has been open an hour. */
export function planDemoReports({ survey, schedule, scopes, submissions, now }: ReportPlanInput): PlannedReport[] {
  const random = seededRandom(hashString(`${survey.id}:reports`));
  const run = reportRun(schedule, now, random.integer(12, 40));
  if (!run) return [];
  const questions = survey.questions.map((question, index) => ({
    questionId: `q${index + 1}`,
    text: { en: question.text, ko: question.translations.ko },
  }));
  // What the run could read: submissions whose latest message came before it.
  const received = submissions.filter((submission) => submission.submittedAt <= run.requestedAt);
  let generating = 0;

  return scopes.map((scope, index): PlannedReport => {
    const inScope = received.filter((submission) => scope.countries.has(submission.countryName));
    // The run files its reports a second apart, in scope order.
    const createdAt = new Date(run.requestedAt.getTime() + index * SECOND_MS);
    const base = {
      id: `${survey.id}-${scope.idSuffix}`,
      surveyId: survey.id,
      scopeType: scope.type,
      scopeIdentifier: scope.identifier,
      title: `${survey.title} — ${scope.identifier}`,
      createdAt,
      contentEn: null,
      contentKo: null,
      generatedAt: null,
      errorMessage: null,
    };
    if (inScope.length < MINIMUM_RESPONSES_PER_REPORT) {
      return {
        ...base,
        status: 'FAILED',
        generatedAt: new Date(createdAt.getTime() + random.integer(20, 50) * SECOND_MS),
        errorMessage: NOT_ENOUGH_DATA_MESSAGE,
      };
    }
    if (run.kind === 'in-progress') {
      generating += 1;
      return { ...base, status: generating <= CONCURRENT_GENERATIONS ? 'GENERATING' : 'PENDING' };
    }
    const markdown = reportMarkdown({
      survey: {
        title: { en: survey.title, ko: survey.titleKo },
        timeZone: schedule.timeZone,
        start: schedule.start,
        end: schedule.end,
        questions,
      },
      scope: { type: scope.type, name: { en: scope.identifier, ko: scope.nameKo } },
      kind: run.kind,
      cutoff: run.requestedAt,
      submissions: inScope,
    });
    return {
      ...base,
      status: 'COMPLETED',
      contentEn: markdown.en,
      contentKo: markdown.ko,
      generatedAt: new Date(createdAt.getTime() + random.integer(60, 480) * SECOND_MS),
    };
  });
}
