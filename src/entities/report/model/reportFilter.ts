import type { Report, ReportGroup, ReportStatus } from '@/shared/api';

import { reportDisplayTitle } from './reportTitle';

export type ReportStatusFilter = 'all' | ReportStatus;

export interface ReportGroupFilters {
  search: string;
  status: ReportStatusFilter;
}

function includesText(value: string | null | undefined, needle: string): boolean {
  return value ? value.toLowerCase().includes(needle) : false;
}

/**
 * The reports screen's search and status filter.
 * - A report is kept when it has the chosen status and either its survey's title or its own title (as shown, so an
 *   untitled one matches 'Country Report') or scope identifier contains the search, case-insensitively.
 * - A group is kept with only its kept reports when at least one is kept.
 * - A group without any report is kept only while no status is chosen and its survey title matches the search
 *   (so with no filters every survey shows, with its 'No reports' badge); any status filter hides it.
 * `stats` stay those of the whole survey; compute a card's badge from the unfiltered group.
 */
export function filterReportGroups<G extends Pick<ReportGroup, 'survey' | 'reports'>>(
  groups: readonly G[],
  filters: ReportGroupFilters,
): G[] {
  const needle = filters.search.trim().toLowerCase();
  const kept: G[] = [];
  for (const group of groups) {
    const surveyMatches = includesText(group.survey.title, needle);
    if (group.reports.length === 0) {
      if (filters.status === 'all' && surveyMatches) kept.push(group);
      continue;
    }
    const reports = group.reports.filter(
      (report: Report) =>
        (filters.status === 'all' || report.status === filters.status) &&
        (surveyMatches || includesText(reportDisplayTitle(report), needle) || includesText(report.scope_identifier, needle)),
    );
    if (reports.length > 0) kept.push({ ...group, reports });
  }
  return kept;
}
