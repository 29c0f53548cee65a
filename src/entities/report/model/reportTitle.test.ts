import { describe, expect, it } from 'vitest';

import type { ReportScopeType } from '@/shared/api';

import { reportDetailTitle, reportDisplayTitle } from './reportTitle';

describe('reportDisplayTitle', () => {
  it.each<[string | null | undefined, ReportScopeType, string]>([
    ['Global store experience 2026 — Canada', 'COUNTRY', 'Global store experience 2026 — Canada'],
    ['  Andean results  ', 'LOCAL', 'Andean results'],
    [null, 'GLOBAL', 'Global Report'],
    [undefined, 'REGIONAL', 'Regional Report'],
    ['', 'LOCAL', 'Local Report'],
    ['   ', 'COUNTRY', 'Country Report'],
  ])('%j (%s) -> %s', (report_title, report_scope_type, expected) => {
    expect(reportDisplayTitle({ report_title, report_scope_type })).toBe(expected);
  });
});

describe('reportDetailTitle', () => {
  it.each<[string | null | undefined, string]>([
    ['Pesquisa de satisfação — Brasil — Brazil', 'Pesquisa de satisfação — Brasil — Brazil'],
    [null, 'Report for Survey svy-003'],
    [undefined, 'Report for Survey svy-003'],
    ['  ', 'Report for Survey svy-003'],
  ])('%j -> %s', (report_title, expected) => {
    expect(reportDetailTitle({ report_title, survey_id: 'svy-003' })).toBe(expected);
  });
});
