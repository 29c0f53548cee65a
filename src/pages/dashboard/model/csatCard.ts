import {
  type CountryCsat,
  type CsatWindow,
  type DashboardCsat,
  formatCsat,
  formatInterval,
  roundScore,
  SCORE_RULES,
  TOO_FEW_TO_COMPARE,
} from '@/shared/api';

export type CsatTrend = 'up' | 'down' | 'level';

/** A score as the card reads it: the figure, its sample and the too-few mark. */
export interface CsatFigure {
  /** '71%', or null without answers. */
  score: string | null;
  /** 'n = 124' */
  sample: string;
  /** TOO_FEW_TO_COMPARE under SCORE_RULES.minSampleToCompare answers, else null. */
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
      period: string;
      current: CsatFigure;
      /** Against the window before; null when either window has no answers. */
      comparison: { trend: CsatTrend; /** '+11 points', '−9 points' or 'No change' */ difference: string } | null;
      /** 'the 7 days before' */
      previousPeriod: string;
      previous: CsatFigure;
      countries: CountryCsatRow[];
    };

export const NO_SCORES_MESSAGE = 'No scored questions yet';

const days = SCORE_RULES.dashboardWindowDays;

function figure(estimate: Pick<CsatWindow, 'score' | 'count' | 'too_few_to_compare'>): CsatFigure {
  return {
    score: estimate.score === null ? null : formatCsat(estimate.score),
    sample: `n = ${estimate.count.toLocaleString('en-US')}`,
    tooFew: estimate.too_few_to_compare ? TOO_FEW_TO_COMPARE : null,
  };
}

function pointsIn(difference: number): string {
  return `${String(Math.abs(difference))} ${Math.abs(difference) === 1 ? 'point' : 'points'}`;
}

/**
 * The difference a reader can check on the card: between the two whole scores it shows, so 71% against 60% reads
 * '+11 points' whatever the decimals behind them.
 */
function compare(current: number, previous: number): { trend: CsatTrend; difference: string } {
  const difference = roundScore(current) - roundScore(previous);
  if (difference === 0) return { trend: 'level', difference: 'No change' };
  return { trend: difference > 0 ? 'up' : 'down', difference: `${difference > 0 ? '+' : '−'}${pointsIn(difference)}` };
}

function countryRow(country: CountryCsat): CountryCsatRow {
  return {
    country: country.country_name,
    ...figure(country),
    bar: country.score === null || country.low === null || country.high === null ? null : { score: country.score, low: country.low, high: country.high },
    interval: formatInterval(country),
  };
}

/** What the Dashboard's CSAT card shows for the stats call's `csat`. */
export function csatCardModel(csat: DashboardCsat | null): CsatCardModel {
  if (csat === null) return { kind: 'no-scores', message: NO_SCORES_MESSAGE };
  const { current, previous } = csat;
  return {
    kind: 'scored',
    period: `Last ${String(days)} days`,
    current: figure(current),
    comparison: current.score === null || previous.score === null ? null : compare(current.score, previous.score),
    previousPeriod: `the ${String(days)} days before`,
    previous: figure(previous),
    countries: csat.by_country.map(countryRow),
  };
}
