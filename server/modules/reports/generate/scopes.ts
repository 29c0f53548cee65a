import type { ReportScopeType } from '../../../contract.ts';

/** One report's part of a survey: its type, the name it goes by (scope_identifier) and the survey's countries it covers. */
export interface SurveyReportScope {
  type: ReportScopeType;
  /** 'Global', a region name, a local name or a country name, as the permission rules (canSeeReport) read it. */
  identifier: string;
  /** Target countries of the survey inside this scope, by name. */
  countries: ReadonlySet<string>;
}

export interface ScopeGeography {
  regions: readonly { name: string; countries: readonly string[] }[];
  locals: readonly { name: string; countries: readonly string[] }[];
}

const GLOBAL_SCOPE_IDENTIFIER = 'Global';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/**
 * The scopes of a survey targeting `targetCountries`, in the order the screens list them: GLOBAL; each region with a
 * targeted country; each local unit with a targeted country (covering only those); each targeted country. A region or
 * local without a targeted country gets no report: it would only ever say 'Not Enough Data'.
 */
export function surveyReportScopes(targetCountries: readonly string[], geography: ScopeGeography): SurveyReportScope[] {
  const targets = new Set(targetCountries);
  const areas = (type: 'REGIONAL' | 'LOCAL', list: ScopeGeography['regions']): SurveyReportScope[] =>
    [...list]
      .sort((a, b) => byName(a.name, b.name))
      .map((area) => ({ type, identifier: area.name, countries: new Set(area.countries.filter((country) => targets.has(country))) }))
      .filter((scope) => scope.countries.size > 0);
  return [
    { type: 'GLOBAL', identifier: GLOBAL_SCOPE_IDENTIFIER, countries: targets },
    ...areas('REGIONAL', geography.regions),
    ...areas('LOCAL', geography.locals),
    ...[...targets].sort(byName).map((country): SurveyReportScope => ({ type: 'COUNTRY', identifier: country, countries: new Set([country]) })),
  ];
}
