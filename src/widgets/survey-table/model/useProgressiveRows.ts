import { useEffect, useMemo, useState } from 'react';

/** Rows drawn in the first frame after a change; the rest follow in steps of this many. */
export const ROWS_PER_STEP = 100;

/**
 * The first rows of `rows` at once, then the rest a step per animation frame: a sort or a filter keystroke on
 * thousands of surveys paints its first rows within a frame or two, and typing is handled between the steps.
 * A new list (another order, filter or load) starts again from its first step.
 */
export function useProgressiveRows<Row>(rows: readonly Row[]): readonly Row[] {
  const [shown, setShown] = useState({ rows, count: ROWS_PER_STEP });
  let current = shown;
  if (shown.rows !== rows) {
    current = { rows, count: ROWS_PER_STEP };
    setShown(current);
  }
  const { count } = current;

  useEffect(() => {
    if (count >= rows.length) return undefined;
    // One step per frame: input that arrives between frames is handled before the next step.
    const frame = window.requestAnimationFrame(() => {
      setShown((state) => (state.rows === rows ? { rows, count: state.count + ROWS_PER_STEP } : state));
    });
    return () => {
      window.cancelAnimationFrame(frame);
    };
  }, [rows, count]);

  return useMemo(() => (count >= rows.length ? rows : rows.slice(0, count)), [rows, count]);
}
