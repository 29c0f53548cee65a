import { z } from 'zod/mini';

/*
 * What counts, defined once for every screen, export and report staff read:
 * - a visit: the participation page loaded a link while its survey was open (a counter per link, nothing about who);
 * - a response (started): a conversation in which the respondent has sent an answer. Opening a link stores nothing; the
 *   conversation is created with the first answer (src/shared/api/contract/respond.ts), so every stored submission is a
 *   started response and every count of submissions counts responses;
 * - a complete response: every question answered (the submission's `finished`). Finishing early is started, not complete.
 *
 *   GET /api/surveys/{id}/funnel -> surveyFunnel: the survey's visits, started and complete responses, in total and per
 *   country and channel, limited like its responses to the countries in the reader's scope.
 */

export const FUNNEL_STAGES = ['visits', 'started', 'complete'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Staff's words for each stage, in the order the funnel reads. */
export const FUNNEL_STAGE_LABELS: Readonly<Record<FunnelStage, string>> = {
  visits: 'Visits',
  started: 'Started',
  complete: 'Complete',
};

const count = z.int().check(z.nonnegative());

export const funnelCounts = z.object({ visits: count, started: count, complete: count });
export type FunnelCounts = z.infer<typeof funnelCounts>;

export const countryFunnel = z.extend(funnelCounts, {
  /** ISO 3166-1 alpha-2, e.g. 'MX'. */
  country_code: z.string(),
  country_name: z.string(),
});
export type CountryFunnel = z.infer<typeof countryFunnel>;

export const channelFunnel = z.extend(funnelCounts, {
  /** The channel number as text ('1'..'N'), as links carry it. */
  channel: z.string(),
});
export type ChannelFunnel = z.infer<typeof channelFunnel>;

export const surveyFunnel = z.extend(funnelCounts, {
  /** Every targeted country in the reader's scope, by name; a country nobody visited has zeros. */
  by_country: z.array(countryFunnel),
  /** Every channel of the survey, by number. */
  by_channel: z.array(channelFunnel),
});
export type SurveyFunnel = z.infer<typeof surveyFunnel>;

/** Share of `part` in `whole` as a whole percentage ('–' when there is no whole), as the funnel shows conversion. */
export function conversionPercent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;
}

/** One country x channel cell of a survey's funnel: what the server counts, and what the sums are made of. */
export interface FunnelCell extends FunnelCounts {
  countryCode: string;
  countryName: string;
  channel: string;
}

const noCounts = (): FunnelCounts => ({ visits: 0, started: 0, complete: 0 });

function add(total: FunnelCounts, cell: FunnelCounts): void {
  total.visits += cell.visits;
  total.started += cell.started;
  total.complete += cell.complete;
}

/** The cells summed in total, per country (sorted by name) and per channel (by number). */
export function funnelOfCells(cells: readonly FunnelCell[]): SurveyFunnel {
  const total = noCounts();
  const byCountry = new Map<string, CountryFunnel>();
  const byChannel = new Map<string, ChannelFunnel>();
  for (const cell of cells) {
    add(total, cell);
    const country = byCountry.get(cell.countryCode) ?? { country_code: cell.countryCode, country_name: cell.countryName, ...noCounts() };
    add(country, cell);
    byCountry.set(cell.countryCode, country);
    const channel = byChannel.get(cell.channel) ?? { channel: cell.channel, ...noCounts() };
    add(channel, cell);
    byChannel.set(cell.channel, channel);
  }
  return {
    ...total,
    by_country: [...byCountry.values()].sort((a, b) => a.country_name.localeCompare(b.country_name, 'en')),
    by_channel: [...byChannel.values()].sort((a, b) => Number(a.channel) - Number(b.channel)),
  };
}
