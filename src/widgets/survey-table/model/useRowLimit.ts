import { useMemo, useState } from 'react';

/** Rows shown at first, and added by each 'Show more'. */
export const ROWS_PER_PAGE = 100;

/**
 * The first rows of `rows`, more on request. A react-aria table redraws every row it holds when its rows change, so a
 * sort or a filter keystroke costs as much as the rows on screen: with thousands of surveys the table holds a page of
 * them, and a new list (another order, filter or load) starts again from its first page.
 */
export function useRowLimit<Row>(rows: readonly Row[]) {
  const [limit, setLimit] = useState({ rows, count: ROWS_PER_PAGE });
  let current = limit;
  if (limit.rows !== rows) {
    current = { rows, count: ROWS_PER_PAGE };
    setLimit(current);
  }
  const { count } = current;
  const shown = useMemo(() => (count >= rows.length ? rows : rows.slice(0, count)), [rows, count]);
  const showMore = () => {
    setLimit({ rows, count: count + ROWS_PER_PAGE });
  };
  return { shown, total: rows.length, hasMore: count < rows.length, showMore };
}
