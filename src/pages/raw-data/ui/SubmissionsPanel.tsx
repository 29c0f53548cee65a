import { ArrowLeft, Eye, FileDown } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';

import { CountryLabel, LanguageLabel } from '@/entities/geography';
import { DEFAULT_SUBMISSION_SORT, sortSubmissions, type SubmissionColumn } from '@/entities/submission';
import type { SubmissionListItem } from '@/shared/api';
import { channelLabel } from '@/shared/lib/channel';
import { formatUsDateTime, parseServerTimestamp } from '@/shared/lib/date';
import { countryName } from '@/shared/lib/language';
import { nextSort, type SortState } from '@/shared/lib/sort';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { IconButton } from '@/shared/ui/icon-button';
import { Inline, Stack } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@/shared/ui/table';
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
  const paging = useSubmissionPages(surveyId, {
    onEmpty: () => toast.info('No submissions found for this survey.'),
    onFailure: (page) => {
      toast.error(`Failed to fetch submissions for survey ${surveyId}.`);
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
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
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
      toast.error('Failed to export logs.');
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
      title="Submissions"
      headingLevel={2}
      description={surveyTitle ?? `Survey ${surveyId}`}
      actions={
        <Button variant="secondary" icon={<ArrowLeft size={16} aria-hidden />} onPress={onBack}>
          Back
        </Button>
      }
    >
      <Stack gap="lg">
        <div ref={tableRef}>
          <Table
            aria-label={`Submissions of ${surveyTitle ?? `survey ${surveyId}`}`}
            sortDescriptor={sort}
            onSortChange={handleSortChange}
            onRowAction={(key) => {
              openDetail(String(key));
            }}
          >
            <TableHeader>
              <Column id="number" align="end">
                No.
              </Column>
              <Column id="submitted_at" allowsSorting isRowHeader>
                Submitted At
              </Column>
              <Column id="country_code" allowsSorting>
                Country
              </Column>
              <Column id="language_code" allowsSorting>
                Language
              </Column>
              <Column id="channel" allowsSorting>
                Channel
              </Column>
              <Column id="actions" align="end">
                Actions
              </Column>
            </TableHeader>
            <TableBody
              items={rows}
              isLoading={paging.status === 'loading'}
              loadingText="Loading submissions..."
              errorMessage={paging.status === 'failed' ? `Failed to fetch submissions for survey ${surveyId}.` : undefined}
              dependencies={[exporting]}
              renderEmptyState={() => <EmptyState title="No submissions found." />}
            >
              {(row: NumberedSubmission) => (
                <Row id={row.id}>
                  <Cell align="end">
                    <span data-submission-id={row.id}>{row.number}</span>
                  </Cell>
                  <Cell isSingleLine>{formatUsDateTime(parseServerTimestamp(row.submission.submitted_at))}</Cell>
                  <Cell>
                    <CountryLabel name={countryName(row.submission.country_code)} />
                  </Cell>
                  <Cell>
                    <LanguageLabel code={row.submission.language_code} />
                  </Cell>
                  <Cell isSingleLine>{channelLabel(row.submission.channel) || 'N/A'}</Cell>
                  <Cell align="end">
                    <Inline gap="xs" justifyContent="flex-end" flexWrap="nowrap">
                      <IconButton
                        label={`View submission ${row.id}`}
                        onPress={() => {
                          openDetail(row.id);
                        }}
                      >
                        <Eye size={16} aria-hidden />
                      </IconButton>
                      <IconButton
                        label={`Export logs of submission ${row.id} (CSV)`}
                        onPress={() => {
                          void exportLogs(row.id);
                        }}
                      >
                        <FileDown size={16} aria-hidden />
                      </IconButton>
                    </Inline>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
        {hasMoreSubmissions(paging) && (
          <Inline justifyContent="center" gap="md">
            {/* Not isPending: the button may be gone when the page arrives, and its announcement would point at nothing. */}
            <Button variant="secondary" onPress={paging.loadMore}>
              {loadMoreLabel(paging)}
            </Button>
            {paging.isLoadingMore && (
              <Inline gap="sm">
                <Spinner size="sm" />
                <span role="status">Loading more submissions...</span>
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
