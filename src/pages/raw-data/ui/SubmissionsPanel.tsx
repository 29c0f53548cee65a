import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Eye, FileDown } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';

import { CountryLabel, LanguageLabel } from '@/entities/geography';
import { DEFAULT_SUBMISSION_SORT, sortSubmissions, type SubmissionColumn } from '@/entities/submission';
import type { SubmissionListItem } from '@/shared/api';
import { channelLabel } from '@/shared/lib/channel';
import { formatDateTime, parseServerTimestamp } from '@/shared/lib/date';
import { countryName } from '@/shared/lib/language';
import { nextSort, type SortState } from '@/shared/lib/sort';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { IconButton } from '@/shared/ui/icon-button';
import { Inline, Stack } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@/shared/ui/table';
import { media } from '@/shared/ui/theme';
import { toast } from '@/shared/ui/toast';

import { exportSubmissionLogs } from '../model/exports';
import { hasMoreSubmissions, loadMoreLabel } from '../model/submissionPaging';
import { useSubmissionPages } from '../model/useSubmissionPages';
import { ResponseDetailDialog } from './ResponseDetailDialog';

/** How long (in frames) to wait for the new rows to be drawn before giving up on scrolling to them. */
const MAX_REVEAL_FRAMES = 30;

const SORTABLE: readonly Key[] = ['submitted_at', 'country_code', 'language_code', 'channel'] satisfies SubmissionColumn[];

function isSubmissionColumn(key: Key): key is SubmissionColumn {
  return SORTABLE.includes(key);
}

interface NumberedSubmission {
  id: string;
  number: number;
  submission: SubmissionListItem;
}

export interface SubmissionsPanelProps {
  surveyId: string;
  /** The survey's title when the list knows it. */
  surveyTitle?: string;
  /** Back to the survey list (/raw-data). */
  onBack: () => void;
}

/**
 * The chosen survey's submissions, 50 at a time: sortable table, Load More, per-row log export and the Response
 * Detail dialog. Mount it with `key={surveyId}`. Memoised: typing in the filters above must not redraw 50+ rows.
 */
export const SubmissionsPanel = memo(function SubmissionsPanel({ surveyId, surveyTitle, onBack }: SubmissionsPanelProps) {
  const { t, i18n } = useLingui();
  const fetchFailed = t`Failed to fetch submissions for survey ${surveyId}.`;
  const paging = useSubmissionPages(surveyId, {
    onEmpty: () => toast.info(t`No submissions found for this survey.`),
    onFailure: (page) => {
      toast.error(fetchFailed);
      // Without a first page there is nothing to show here; a failed later page keeps what is loaded.
      if (page === 1) onBack();
    },
  });
  const [sort, setSort] = useState<SortState<SubmissionColumn>>(DEFAULT_SUBMISSION_SORT);
  const [exporting, setExporting] = useState<ReadonlySet<string>>(new Set());
  const [detail, setDetail] = useState<{ id: string; isOpen: boolean } | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);

  const rows = useMemo<NumberedSubmission[]>(
    () => sortSubmissions(paging.items, sort).map((submission, index) => ({ id: submission.id, number: index + 1, submission })),
    [paging.items, sort],
  );

  // The rows as shown, read by the Load More effect below: only a new page moves the view, re-sorting must not.
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  });

  // After Load More: bring the first new row (in the shown order) into view and give it the focus, since the button
  // the keyboard user pressed may just have gone. The table draws its new rows a frame or two after the page arrives.
  const { addedIds } = paging;
  useEffect(() => {
    if (addedIds.length === 0) return;
    const added = new Set(addedIds);
    let frame = 0;
    let attempts = 0;
    const reveal = () => {
      const first = rowsRef.current.find((row) => added.has(row.id));
      const marker = first && tableRef.current?.querySelector(`[data-submission-id="${CSS.escape(first.id)}"]`);
      const row = marker?.closest<HTMLElement>('[role="row"]');
      if (!row) {
        attempts += 1;
        if (attempts < MAX_REVEAL_FRAMES) frame = requestAnimationFrame(reveal);
        return;
      }
      const reduceMotion = window.matchMedia(media.reducedMotion).matches;
      row.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
      row.focus({ preventScroll: true });
    };
    reveal();
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [addedIds]);

  const exportLogs = async (submissionId: string) => {
    // A second press while the file is on its way is ignored (no pending state: an icon button has no text to announce).
    if (exporting.has(submissionId)) return;
    setExporting((current) => new Set(current).add(submissionId));
    try {
      await exportSubmissionLogs(submissionId);
    } catch {
      toast.error(t`Failed to export logs.`);
    } finally {
      setExporting((current) => {
        const next = new Set(current);
        next.delete(submissionId);
        return next;
      });
    }
  };

  const openDetail = (submissionId: string) => {
    setDetail({ id: submissionId, isOpen: true });
  };

  const handleSortChange = ({ column }: SortDescriptor) => {
    if (isSubmissionColumn(column)) setSort(nextSort(sort, column));
  };

  return (
    <Card
      as="section"
      title={t`Submissions`}
      headingLevel={2}
      description={surveyTitle ?? t`Survey ${surveyId}`}
      actions={
        <Button variant="secondary" icon={<ArrowLeft size={16} aria-hidden />} onPress={onBack}>
          <Trans>Back</Trans>
        </Button>
      }
    >
      <Stack gap="lg">
        <div ref={tableRef}>
          <Table
            aria-label={surveyTitle ? t`Submissions of ${surveyTitle}` : t`Submissions of survey ${surveyId}`}
            sortDescriptor={sort}
            onSortChange={handleSortChange}
            onRowAction={(key) => {
              openDetail(String(key));
            }}
          >
            <TableHeader>
              <Column id="number" align="end">
                <Trans>No.</Trans>
              </Column>
              <Column id="submitted_at" allowsSorting isRowHeader>
                <Trans>Submitted At</Trans>
              </Column>
              <Column id="country_code" allowsSorting>
                <Trans>Country</Trans>
              </Column>
              <Column id="language_code" allowsSorting>
                <Trans>Language</Trans>
              </Column>
              <Column id="channel" allowsSorting>
                <Trans>Channel</Trans>
              </Column>
              <Column id="actions" align="end">
                <Trans>Actions</Trans>
              </Column>
            </TableHeader>
            <TableBody
              items={rows}
              isLoading={paging.status === 'loading'}
              loadingText={t`Loading submissions...`}
              errorMessage={paging.status === 'failed' ? fetchFailed : undefined}
              // The rows are cached by RAC: a change of language must draw them again (dates, labels).
              dependencies={[exporting, i18n.locale]}
              renderEmptyState={() => <EmptyState title={t`No submissions found.`} />}
            >
              {(row: NumberedSubmission) => {
                const submissionId = row.id;
                return (
                  <Row id={row.id}>
                    <Cell align="end">
                      <span data-submission-id={row.id}>{row.number}</span>
                    </Cell>
                    <Cell isSingleLine>{formatDateTime(parseServerTimestamp(row.submission.submitted_at), i18n.locale)}</Cell>
                    <Cell>
                      <CountryLabel name={countryName(row.submission.country_code)} />
                    </Cell>
                    <Cell>
                      <LanguageLabel code={row.submission.language_code} />
                    </Cell>
                    <Cell isSingleLine>{channelLabel(row.submission.channel) || t`N/A`}</Cell>
                    <Cell align="end">
                      <Inline gap="xs" justifyContent="flex-end" flexWrap="nowrap">
                        <IconButton
                          label={t`View submission ${submissionId}`}
                          onPress={() => {
                            openDetail(row.id);
                          }}
                        >
                          <Eye size={16} aria-hidden />
                        </IconButton>
                        <IconButton
                          label={t`Export logs of submission ${submissionId} (CSV)`}
                          onPress={() => {
                            void exportLogs(row.id);
                          }}
                        >
                          <FileDown size={16} aria-hidden />
                        </IconButton>
                      </Inline>
                    </Cell>
                  </Row>
                );
              }}
            </TableBody>
          </Table>
        </div>
        {hasMoreSubmissions(paging) && (
          <Inline justifyContent="center" gap="md">
            {/* Not isPending: the button may be gone when the page arrives, and its announcement would point at nothing. */}
            <Button variant="secondary" onPress={paging.loadMore}>
              {loadMoreLabel(paging, i18n.locale)}
            </Button>
            {paging.isLoadingMore && (
              <Inline gap="sm">
                <Spinner size="sm" />
                <span role="status">
                  <Trans>Loading more submissions...</Trans>
                </span>
              </Inline>
            )}
          </Inline>
        )}
      </Stack>
      {detail && (
        <ResponseDetailDialog
          submissionId={detail.id}
          isOpen={detail.isOpen}
          onClose={() => {
            setDetail({ ...detail, isOpen: false });
          }}
        />
      )}
    </Card>
  );
});
