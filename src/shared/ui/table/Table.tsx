import { Trans, useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ArrowDown, ArrowUp, ChevronsUpDown, CircleAlert, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  type SortDirection,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';

import { Button } from '../button';
import { Spinner } from '../spinner';
import * as styles from './Table.css';

export interface TableProps extends Omit<AriaTableProps, 'className' | 'style'> {
  /** Caps the height (a CSS length, or pixels): the body scrolls under a sticky header. */
  maxHeight?: number | string;
}

/** A data grid: arrow keys move between rows and cells, Enter runs `onRowAction`. Name it with `aria-label`. */
export function Table({ maxHeight, ...props }: TableProps) {
  const height = typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight;
  return (
    <div
      className={styles.container}
      style={height === undefined ? undefined : assignInlineVars({ [styles.maxHeightVar]: height })}
    >
      <AriaTable {...props} className={styles.table} />
    </div>
  );
}

export type TableHeaderProps<T> = Omit<AriaTableHeaderProps<T>, 'className' | 'style'>;

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={styles.header} />;
}

export interface ColumnProps extends Omit<AriaColumnProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** `end` for numbers, so they line up with their cells. */
  align?: 'start' | 'end';
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  if (direction === 'ascending') return <ArrowUp size={14} aria-hidden className={styles.sortIcon} />;
  if (direction === 'descending') return <ArrowDown size={14} aria-hidden className={styles.sortIcon} />;
  return <ChevronsUpDown size={14} aria-hidden className={styles.sortIconIdle} />;
}

export function Column({ children, align, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={styles.column({ align })}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting && <SortIcon direction={sortDirection} />}
        </span>
      )}
    </AriaColumn>
  );
}

export interface TableBodyProps<T> extends Omit<AriaTableBodyProps<T>, 'className' | 'style'> {
  /** Replaces the rows with one full-width row: a spinner and `loadingText`. */
  isLoading?: boolean;
  loadingText?: string;
  /** Replaces the rows with one full-width row that shows this error. */
  errorMessage?: string;
  /** With `errorMessage`, a 'Try Again' button in the error row calls this. */
  onRetry?: () => void;
}

export function TableBody<T extends object>({
  isLoading = false,
  loadingText,
  errorMessage,
  onRetry,
  renderEmptyState,
  items,
  children,
  ...props
}: TableBodyProps<T>) {
  const { t } = useLingui();
  // While loading or failed, the body holds no rows, so RAC renders the empty-state row: one cell spanning every column.
  const isBlocked = isLoading || Boolean(errorMessage);
  let renderStatus: TableBodyProps<T>['renderEmptyState'];
  if (errorMessage) {
    renderStatus = () => (
      <div className={styles.error}>
        <span role="alert" className={styles.errorText}>
          <CircleAlert size={16} aria-hidden />
          {errorMessage}
        </span>
        {onRetry && (
          <Button variant="secondary" size="sm" icon={<RotateCcw size={16} aria-hidden />} onPress={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        )}
      </div>
    );
  } else if (isLoading) {
    renderStatus = () => (
      <div role="status" className={styles.loading}>
        <Spinner size="sm" />
        {loadingText ?? t`Loading...`}
      </div>
    );
  } else if (renderEmptyState) {
    renderStatus = (renderProps) => <div className={styles.emptyState}>{renderEmptyState(renderProps)}</div>;
  }
  return (
    <AriaTableBody
      {...props}
      items={isBlocked ? [] : items}
      renderEmptyState={renderStatus}
      className={styles.body}
    >
      {isBlocked ? [] : children}
    </AriaTableBody>
  );
}

export type RowProps<T> = Omit<AriaRowProps<T>, 'className' | 'style'>;

export function Row<T extends object>(props: RowProps<T>) {
  return <AriaRow {...props} className={styles.row} />;
}

export interface CellProps extends Omit<AriaCellProps, 'className' | 'style'> {
  align?: 'start' | 'end';
  /** Keep short values such as dates on one line; long text columns take the squeeze. */
  isSingleLine?: boolean;
}

export function Cell({ align, isSingleLine, ...props }: CellProps) {
  return <AriaCell {...props} className={styles.cell({ align, isSingleLine })} />;
}
