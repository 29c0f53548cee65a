import { describe, expect, it } from 'vitest';

import type { SurveyListItem } from '@/shared/api';

import { filterSurveys, type SurveyFilterMode, type SurveyFilters } from './filter';

const surveys: SurveyListItem[] = [
  {
    id: 'mx',
    title: 'Experiencia en tienda — México Q4 2026',
    created_by_username: 'ana.garcia',
    start_date: '2026-11-01',
    end_date: '2026-12-15',
  },
  {
    id: 'br',
    title: 'Pesquisa de satisfação — Brasil',
    created_by_username: 'lucas.silva',
    start_date: '2026-09-01',
    end_date: '2026-09-30',
  },
  // Only UTC instants: 2026-10-01T13:00Z and 2026-11-01T04:00Z are Oct 1 and Oct 31 in Mexico City (UTC-6).
  {
    id: 'us',
    title: 'Customer loyalty (NPS) — North America',
    created_by_username: 'kim.minji',
    start_datetime_utc: '2026-10-01T13:00:00Z',
    end_datetime_utc: '2026-11-01T04:00:00Z',
  },
  { id: 'nodates', title: 'Borrador sin fechas', created_by_username: null },
];

const ids = (filters: SurveyFilters, mode: SurveyFilterMode = 'raw-data') =>
  filterSurveys(surveys, filters, mode)
    .map((survey) => survey.id)
    .join(',');

describe('filterSurveys: title and creator', () => {
  it.each<[SurveyFilters, string]>([
    [{}, 'mx,br,us,nodates'],
    [{ title: '' }, 'mx,br,us,nodates'],
    [{ title: '   ' }, 'mx,br,us,nodates'],
    [{ title: 'experiencia' }, 'mx'],
    [{ title: 'MÉXICO' }, 'mx'],
    [{ title: 'satisfação' }, 'br'],
    [{ title: '  nps ' }, 'us'],
    [{ title: '—' }, 'mx,br,us'],
    [{ title: 'zzz' }, ''],
    [{ creator: 'GARCIA' }, 'mx'],
    [{ creator: 'i' }, 'mx,br,us'],
    [{ title: 'a', creator: 'kim' }, 'us'],
  ])('%o -> %s', (filters, expected) => {
    expect(ids(filters)).toBe(expected);
    expect(ids(filters, 'management')).toBe(expected);
  });
});

describe('filterSurveys: dates on Raw Data', () => {
  it.each<[SurveyFilters, string]>([
    // The start filter hides surveys starting before the chosen day; the day itself passes.
    [{ startDate: '2026-11-01' }, 'mx,nodates'],
    [{ startDate: '2026-11-02' }, 'nodates'],
    [{ startDate: '2026-10-01' }, 'mx,us,nodates'],
    [{ startDate: '2026-10-02' }, 'mx,nodates'],
    // The end filter hides surveys ending after the chosen day; the day itself passes.
    [{ endDate: '2026-09-30' }, 'br,nodates'],
    [{ endDate: '2026-09-29' }, 'nodates'],
    [{ endDate: '2026-10-31' }, 'br,us,nodates'],
    [{ startDate: '2026-09-01', endDate: '2026-10-31' }, 'br,us,nodates'],
    [{ startDate: '2026-10-01', endDate: '2026-10-31', title: 'loyalty' }, 'us'],
    // Empty or unreadable picks filter nothing.
    [{ startDate: '', endDate: null }, 'mx,br,us,nodates'],
    [{ startDate: 'not a day' }, 'mx,br,us,nodates'],
  ])('%o -> %s', (filters, expected) => {
    expect(ids(filters, 'raw-data')).toBe(expected);
  });
});

describe('filterSurveys: Survey Management holds the dates but does not apply them', () => {
  it.each<SurveyFilters>([{ startDate: '2026-11-02' }, { endDate: '2026-09-29' }, { startDate: '2027-01-01', endDate: '2025-01-01' }])(
    '%o keeps every survey',
    (filters) => {
      expect(ids(filters, 'management')).toBe('mx,br,us,nodates');
    },
  );
});
