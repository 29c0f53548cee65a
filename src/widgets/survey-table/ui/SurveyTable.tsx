import { useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';

import { DEFAULT_SURVEY_SORT, sortSurveys, SurveyStatusBadge, type SurveyColumn } from '@/entities/survey';
import type { SurveyListItem } from '@/shared/api';
import { nextSort, type SortState } from '@/shared/lib/sort';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@/shared/ui/table';

import { surveyRowOf, type SurveyRow } from '../model/surveyRow';
import { useRowLimit } from '../model/useRowLimit';
import * as styles from './SurveyTable.css';

export interface SurveyTableProps<Survey extends SurveyListItem> {
  surveys: readonly Survey[];
  /** The current order; the caller keeps it (DEFAULT_SURVEY_SORT to start). */
  sort?: SortState<SurveyColumn>;
  /** Called with the next order: the same column flips, a new column starts descending. */
  onSortChange: (sort: SortState<SurveyColumn>) => void;
  /** The Actions cell of a row (its buttons need an accessible name that includes the survey title). */
  renderActions: (survey: Survey) => ReactNode;
  /** A row press (pointer or Enter). */
  onRowAction?: (survey: Survey) => void;
  isLoading?: boolean;
  /** Shown in one full-width row instead of the surveys. */
  errorMessage?: string;
  /** Shown when there are no surveys to list, e.g. 'No surveys found.'. */
  emptyText: string;
  /** The moment the Active/Inactive badge is worked out for; the time of the first render by default. */
  now?: Date;
  'aria-label'?: string;
}

/** A place in the table, and the survey row it shows now. */
interface RowSlot<Survey extends SurveyListItem> {
  id: number;
  row: SurveyRow<Survey>;
}

function isSurveyColumn(key: Key): key is SurveyColumn {
  return key !== 'actions';
}

/**
 * The survey table of Survey Management and Raw Data: Created at, Start, End, Title, Creator, Status, Responses and
 * the caller's Actions. The first seven sort by a header press.
 */
export function SurveyTable<Survey extends SurveyListItem>({
  surveys,
  sort = DEFAULT_SURVEY_SORT,
  onSortChange,
  renderActions,
  onRowAction,
  isLoading,
  errorMessage,
  emptyText,
  now: givenNow,
  'aria-label': ariaLabel,
}: SurveyTableProps<Survey>) {
  const { t, i18n } = useLingui();
  const [firstRenderNow] = useState(() => new Date());
  const now = givenNow ?? firstRenderNow;
  const { locale } = i18n;

  const rows = useMemo(
    () => sortSurveys(surveys, sort, now).map((survey) => surveyRowOf(survey, now, locale)),
    [surveys, sort, now, locale],
  );
  const { shown, total, hasMore, showMore } = useRowLimit(rows);
  const shownCount = i18n.number(shown.length);
  const totalCount = i18n.number(total);

  // Rows are keyed by position, not by survey: a sort or a keystroke brings other surveys into the page, and a row
  // drawn again with new text costs a fraction of a row taken down and built anew (bench/surveyTable.ts).
  const slots = useMemo(() => shown.map((row, position): RowSlot<Survey> => ({ id: position, row })), [shown]);
  const handleRowAction = onRowAction
    ? (key: Key) => {
        const survey = shown[Number(key)]?.survey;
        if (survey) onRowAction(survey);
      }
    : undefined;

  // react-aria would start a new column ascending; the product's rule (new column descending) is nextSort's.
  const handleSortChange = ({ column }: SortDescriptor) => {
    if (isSurveyColumn(column)) onSortChange(nextSort(sort, column));
  };

  return (
    <div className={styles.root}>
    <Table aria-label={ariaLabel ?? t`Surveys`} sortDescriptor={sort} onSortChange={handleSortChange} onRowAction={handleRowAction}>
      <TableHeader>
        <Column id="created_at" allowsSorting>{t`Created at`}</Column>
        <Column id="start" allowsSorting>{t`Start`}</Column>
        <Column id="end" allowsSorting>{t`End`}</Column>
        <Column id="title" allowsSorting isRowHeader>{t`Title`}</Column>
        <Column id="creator" allowsSorting>{t`Creator`}</Column>
        <Column id="status" allowsSorting>{t`Status`}</Column>
        <Column id="responses" allowsSorting align="end">{t`Responses`}</Column>
        <Column id="actions" align="end">{t`Actions`}</Column>
      </TableHeader>
      <TableBody
        items={slots}
        isLoading={isLoading}
        loadingText={t`Loading surveys...`}
        errorMessage={errorMessage}
        // react-aria caches each row's cells by item identity; a new actions slot must redraw them.
        dependencies={[renderActions]}
        renderEmptyState={() => <EmptyState title={emptyText} icon={<SearchX size={24} />} />}
      >
        {({ id, row }: RowSlot<Survey>) => (
          <Row id={id}>
            <Cell isSingleLine>{row.createdAt}</Cell>
            <Cell isSingleLine>{row.start}</Cell>
            <Cell isSingleLine>{row.end}</Cell>
            <Cell>{row.survey.title}</Cell>
            <Cell isSingleLine>{row.creator}</Cell>
            <Cell>
              <SurveyStatusBadge isActive={row.isActive} />
            </Cell>
            <Cell align="end">{row.responses}</Cell>
            <Cell align="end">{renderActions(row.survey)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
      {hasMore && !isLoading && !errorMessage && (
        <div className={styles.more}>
          <Button variant="secondary" onPress={showMore}>
            {t`Show more surveys (${shownCount} of ${totalCount})`}
          </Button>
        </div>
      )}
    </div>
  );
}
