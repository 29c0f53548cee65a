export type SortDirection = 'ascending' | 'descending';

/** The same shape as react-aria's SortDescriptor, so tables take it as is. */
export interface SortState<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/** Clicking the sorted column flips its direction; a new column starts descending (newest / largest first). */
export function nextSort<Column extends string>(current: SortState<Column>, column: Column): SortState<Column> {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'descending' };
}

export type SortValue = string | number | Date | null | undefined;

function isMissing(value: SortValue): value is null | undefined {
  return value === null || value === undefined || (value instanceof Date && Number.isNaN(value.getTime()));
}

// One collator for every comparison: localeCompare with a locale and options builds one per call, which made sorting
// 2,000 surveys by title take about 60 ms in Chromium.
const textCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textCollator.compare(String(a), String(b));
}

/**
 * A sorted copy. `valueOf` picks what a column sorts by; missing values go last whatever the direction;
 * equal values keep their order.
 */
export function sortRows<Row, Column extends string>(
  rows: readonly Row[],
  sort: SortState<Column>,
  valueOf: (row: Row, column: Column) => SortValue,
): Row[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.column) }))
    .sort((a, b) => {
      if (isMissing(a.value) || isMissing(b.value)) {
        return Number(isMissing(a.value)) - Number(isMissing(b.value)) || a.index - b.index;
      }
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
