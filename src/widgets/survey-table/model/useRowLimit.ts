import { useMemo, useState } from 'react';

/**
 * Rows shown at first, and added by each 'Show more': a page a little longer than a laptop screen. Each row costs about
 * 2 ms to draw again in Chromium; 25 keep a sort or a keystroke near 50 ms, 50 took it past 100 ms (bench/surveyTable.ts).
 */
export const ROWS_PER_PAGE = 25;

/**
 * The first rows of `rows`, more on request. A react-aria table redraws every row it holds when its rows change, so a
 * sort or a filter keystroke costs as much as the rows it holds: with thousands of surveys the table holds a page of
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
