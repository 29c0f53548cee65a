import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronsDownUp, ChevronsUpDown, FileSearch, FileText } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';

import { filterReportGroups, type ReportStatusFilter } from '@/entities/report';
import { startReportDownload } from '@/features/report-download';
import type { Report } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { DisclosureGroup } from '@/shared/ui/disclosure';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorPanel } from '@/shared/ui/error-panel';
import { Stack } from '@/shared/ui/layout';
import { PageHeader } from '@/shared/ui/page-header';
import { SearchField } from '@/shared/ui/search-field';
import { Select } from '@/shared/ui/select';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';

import { isStatusFilter, statusFilterOptions } from '../model/cardSummary';
import { useReportGroups } from '../model/useReportGroups';
import { useReportRunPolling } from '../model/useReportRunPolling';
import * as styles from './ReportsPage.css';
import { SurveyReportsCard } from './SurveyReportsCard';

/**
 * Survey Reports (spec section 2): every survey with its reports, searchable, filterable by status, downloadable; a
 * user the server allows may generate a survey's reports again, and the list follows the run until it settles.
 */
export function ReportsPage() {
  const { t } = useLingui();
  const data = useReportGroups();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ReportStatusFilter>('all');
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set());
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(() => new Set());

  const groups = data.status === 'loaded' ? data.groups : null;
  const shown = useMemo(() => (groups ? filterReportGroups(groups, { search, status }) : []), [groups, search, status]);
  // The filtered copy keeps only the kept reports; the card's badge and counts read the survey's whole group.
  const wholeGroups = useMemo(() => new Map(groups?.map((group) => [group.survey.id, group])), [groups]);
  const followRun = useReportRunPolling(groups, data.refresh);

  const download = async (report: Report) => {
    setDownloading((previous) => new Set(previous).add(report.id));
    await startReportDownload(report.id);
    setDownloading((previous) => {
      const next = new Set(previous);
      next.delete(report.id);
      return next;
    });
  };

  // Also the list call's own text when the server sent no detail: then it is said once, as the title.
  const loadFailed = t`Could not load reports.`;

  return (
    <>
      <PageHeader title={t`Survey Reports`} subtitle={t`View and analyze processed survey reports`} />
      <Stack gap="lg">
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <SearchField label={t`Search`} placeholder={t`Search surveys or reports...`} value={search} onChange={setSearch} />
          </div>
          <div className={styles.status}>
            <Select
              label={t`Status`}
              items={statusFilterOptions()}
              value={status}
              onChange={(key) => {
                if (isStatusFilter(key)) setStatus(key);
              }}
            />
          </div>
          <div className={styles.expandButtons}>
            <Button
              variant="secondary"
              icon={<ChevronsUpDown size={16} aria-hidden />}
              isDisabled={shown.length === 0}
              onPress={() => {
                setExpanded(new Set([...expanded, ...shown.map((group) => group.survey.id)]));
              }}
            >
              <Trans>Expand All</Trans>
            </Button>
            <Button
              variant="secondary"
              icon={<ChevronsDownUp size={16} aria-hidden />}
              isDisabled={shown.length === 0}
              onPress={() => {
                setExpanded(new Set());
              }}
            >
              <Trans>Collapse All</Trans>
            </Button>
          </div>
        </div>

        {data.status === 'loading' ? (
          <div role="status" className={styles.loading}>
            <Spinner size="sm" />
            <Text as="span" size="sm" tone="muted">
              <Trans>Loading reports...</Trans>
            </Text>
          </div>
        ) : data.status === 'error' ? (
          <ErrorPanel title={loadFailed} message={data.message === loadFailed ? undefined : data.message} onRetry={data.retry} />
        ) : data.groups.length === 0 ? (
          <EmptyState title={t`No reports found.`} icon={<FileText size={24} />} />
        ) : shown.length === 0 ? (
          <EmptyState title={t`No reports match your filters.`} icon={<FileSearch size={24} />} />
        ) : (
          <DisclosureGroup expandedKeys={expanded} onExpandedChange={setExpanded}>
            {shown.map((group) => (
              <SurveyReportsCard
                key={group.survey.id}
                group={wholeGroups.get(group.survey.id) ?? group}
                shownReports={group.reports}
                downloadingIds={downloading}
                onDownload={(report) => void download(report)}
                onRunUnderWay={followRun}
              />
            ))}
          </DisclosureGroup>
        )}
      </Stack>
    </>
  );
}
