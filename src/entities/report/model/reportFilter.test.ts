import { describe, expect, it } from 'vitest';

import type { ReportGroup } from '@/shared/api';

import { makeReport, makeReportGroup } from '../api/__mocks__/reportFixtures';
import { filterReportGroups, type ReportGroupFilters } from './reportFilter';

const groups: ReportGroup[] = [
  makeReportGroup({
    survey: { id: 'svy-007', title: 'Global store experience 2026' },
    reports: [
      makeReport({ id: 'g', report_scope_type: 'GLOBAL', report_title: 'Global store experience 2026 — Global', scope_identifier: 'Global' }),
      makeReport({ id: 'andean', report_scope_type: 'LOCAL', report_title: null, scope_identifier: 'Andean' }),
      makeReport({ id: 'ca', report_scope_type: 'COUNTRY', report_title: 'Tiendas — Canadá', scope_identifier: 'Canada', status: 'FAILED' }),
    ],
  }),
  makeReportGroup({
    survey: { id: 'svy-001', title: 'Experiencia en tienda — México Q4 2026' },
    reports: [
      makeReport({
        id: 'mx-global',
        survey_id: 'svy-001',
        report_scope_type: 'GLOBAL',
        report_title: 'Experiencia en tienda — México Q4 2026 — Global',
        status: 'GENERATING',
        scope_identifier: 'Global',
      }),
      makeReport({ id: 'mx', survey_id: 'svy-001', report_scope_type: 'COUNTRY', report_title: null, status: 'PENDING', scope_identifier: 'Mexico' }),
    ],
  }),
  makeReportGroup({ survey: { id: 'svy-002', title: 'Satisfacción del cliente — Centroamérica' }, reports: [] }),
];

/** survey id: report ids kept. */
function kept(filters: ReportGroupFilters): Record<string, string[]> {
  return Object.fromEntries(filterReportGroups(groups, filters).map((group) => [group.survey.id, group.reports.map((report) => report.id)]));
}

describe('filterReportGroups', () => {
  it.each<[string, ReportGroupFilters, Record<string, string[]>]>([
    [
      'no filters keep everything, report-less surveys included',
      { search: '', status: 'all' },
      { 'svy-007': ['g', 'andean', 'ca'], 'svy-001': ['mx-global', 'mx'], 'svy-002': [] },
    ],
    ['blank search is no search', { search: '   ', status: 'all' }, { 'svy-007': ['g', 'andean', 'ca'], 'svy-001': ['mx-global', 'mx'], 'svy-002': [] }],
    ['a survey title match keeps all its reports', { search: 'méxico q4', status: 'all' }, { 'svy-001': ['mx-global', 'mx'] }],
    ['case-insensitive survey title', { search: 'GLOBAL STORE', status: 'all' }, { 'svy-007': ['g', 'andean', 'ca'] }],
    ['a report title match keeps only that report', { search: 'canadá', status: 'all' }, { 'svy-007': ['ca'] }],
    ['a scope identifier match', { search: 'andean', status: 'all' }, { 'svy-007': ['andean'] }],
    ['the shown title of an untitled report', { search: 'local report', status: 'all' }, { 'svy-007': ['andean'] }],
    ['a report-less survey by its title', { search: 'centroamérica', status: 'all' }, { 'svy-002': [] }],
    ['no match', { search: 'Peru', status: 'all' }, {}],
    ['status only', { search: '', status: 'FAILED' }, { 'svy-007': ['ca'] }],
    ['status hides report-less surveys', { search: 'centroamérica', status: 'COMPLETED' }, {}],
    ['status and survey title', { search: 'méxico', status: 'PENDING' }, { 'svy-001': ['mx'] }],
    ['status and report match must hold on the same report', { search: 'canada', status: 'COMPLETED' }, {}],
    ['generating', { search: '', status: 'GENERATING' }, { 'svy-001': ['mx-global'] }],
    ['completed', { search: '', status: 'COMPLETED' }, { 'svy-007': ['g', 'andean'] }],
  ])('%s', (_case, filters, expected) => {
    expect(kept(filters)).toEqual(expected);
  });

  it('keeps each group whole apart from its reports, and leaves the input as it was', () => {
    const [first] = filterReportGroups(groups, { search: 'andean', status: 'all' });
    expect(first?.stats).toEqual(groups[0]?.stats);
    expect(first?.survey).toBe(groups[0]?.survey);
    expect(groups[0]?.reports).toHaveLength(3);
  });
});
