import { plural, t } from '@lingui/core/macro';

import { type CountryCsat, type CsatWindow, type DashboardCsat, formatInterval, roundScore, SCORE_RULES } from '@/shared/api';
import { i18n } from '@/shared/i18n';

export type CsatTrend = 'up' | 'down' | 'level';

/** A score as the card reads it: the figure, its sample and the too-few mark. */
export interface CsatFigure {
  /** '71%', or null without answers. */
  score: string | null;
  /** 'n = 124' */
  sample: string;
  /** 'too few responses to compare' under SCORE_RULES.minSampleToCompare answers, else null. */
  tooFew: string | null;
}

export interface CountryCsatRow extends CsatFigure {
  country: string;
  /** The score's share of the bar (0-100) and its 95% interval, for the picture; null without answers. */
  bar: { score: number; low: number; high: number } | null;
  /** '62 to 78', the interval in words. */
  interval: string;
}

export type CsatCardModel =
  | { kind: 'no-scores'; message: string }
  | {
      kind: 'scored';
      /** 'Last 7 days' */
      period: string;
      current: CsatFigure;
      /** Against the window before; null when either window has no answers. */
      comparison: { trend: CsatTrend; /** '+11 points', '−9 points' or 'No change' */ difference: string } | null;
      /** 'Against the 7 days before: 60%, n = 100' */
      previousSummary: string;
      previous: CsatFigure;
      /** 'CSAT by country, last 7 days' */
      countriesCaption: string;
      countries: CountryCsatRow[];
    };

const days = SCORE_RULES.dashboardWindowDays;

function figure(estimate: Pick<CsatWindow, 'score' | 'count' | 'too_few_to_compare'>): CsatFigure {
  const count = i18n.number(estimate.count);
  return {
    score: estimate.score === null ? null : i18n.number(roundScore(estimate.score) / 100, { style: 'percent' }),
    sample: t`n = ${count}`,
    tooFew: estimate.too_few_to_compare ? t`too few responses to compare` : null,
  };
}

/**
 * The difference a reader can check on the card: between the two whole scores it shows, so 71% against 60% reads
 * '+11 points' whatever the decimals behind them.
 */
function compare(current: number, previous: number): { trend: CsatTrend; difference: string } {
  const difference = roundScore(current) - roundScore(previous);
  if (difference === 0) return { trend: 'level', difference: t`No change` };
  const points = Math.abs(difference);
  if (difference > 0) return { trend: 'up', difference: t`+${plural(points, { one: '# point', other: '# points' })}` };
  return { trend: 'down', difference: t`−${plural(points, { one: '# point', other: '# points' })}` };
}

function countryRow(country: CountryCsat): CountryCsatRow {
  return {
    country: country.country_name,
    ...figure(country),
    bar: country.score === null || country.low === null || country.high === null ? null : { score: country.score, low: country.low, high: country.high },
    interval: formatInterval(country),
  };
}

/** What the Dashboard's CSAT card shows for the stats call's `csat`, in the active language (called while rendering). */
export function csatCardModel(csat: DashboardCsat | null): CsatCardModel {
  if (csat === null) return { kind: 'no-scores', message: t`No scored questions yet` };
  const current = figure(csat.current);
  const previous = figure(csat.previous);
  const previousScore = previous.score ?? t`no ratings`;
  const previousSample = previous.sample;
  return {
    kind: 'scored',
    period: t`${plural(days, { one: 'Last day', other: 'Last # days' })}`,
    current,
    comparison: csat.current.score === null || csat.previous.score === null ? null : compare(csat.current.score, csat.previous.score),
    previousSummary: t`Against ${plural(days, { one: 'the day before', other: 'the # days before' })}: ${previousScore}, ${previousSample}`,
    previous,
    countriesCaption: t`CSAT by country, ${plural(days, { one: 'last day', other: 'last # days' })}`,
    countries: csat.by_country.map(countryRow),
  };
}
