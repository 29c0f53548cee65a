import { funnelOfCells, type FunnelCell, type SurveyDetail, type SurveyFunnel } from '@/shared/api';

import { findSurveyDetailFixture, MOCK_COUNTRIES } from './surveyFixtures';

/**
 * A survey's funnel as the server would count it for the detail's links: its responses spread evenly over the links,
 * about 85 % of them complete, and a visit per response plus one in three more who left unanswered (as the demo data).
 */
export function makeSurveyFunnel(detail: Pick<SurveyDetail, 'links' | 'responses_count'>): SurveyFunnel {
  const links = detail.links ?? [];
  const total = detail.responses_count ?? 0;
  const cells = new Map<string, FunnelCell>();
  links.forEach((link, index) => {
    const countryCode = link.country_code;
    const channel = link.channel ?? '1';
    const key = `${countryCode} ${channel}`;
    const cell = cells.get(key) ?? {
      countryCode,
      countryName: MOCK_COUNTRIES.find((country) => country.code === countryCode)?.name ?? countryCode,
      channel,
      visits: 0,
      started: 0,
      complete: 0,
    };
    const started = Math.floor(total / links.length) + (index < total % links.length ? 1 : 0);
    cell.started += started;
    cell.complete += Math.floor(started * 0.85);
    cell.visits += started + Math.ceil(started / 3);
    cells.set(key, cell);
  });
  return funnelOfCells([...cells.values()]);
}

/** The funnel of a catalogue survey, or undefined for an unknown id. */
export function findSurveyFunnelFixture(id: string): SurveyFunnel | undefined {
  const detail = findSurveyDetailFixture(id);
  return detail && makeSurveyFunnel(detail);
}
