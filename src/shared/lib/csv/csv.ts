const BYTE_ORDER_MARK = '\uFEFF';
/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

function escapeCell(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  const neutralised = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${neutralised.replaceAll('"', '""')}"`;
}

/**
 * A CSV document Excel opens correctly in any language: byte-order mark, every cell quoted,
 * quotes doubled, CRLF rows, formula-like cells prefixed with a single quote.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}

export function csvBlob(rows: readonly (readonly CsvCell[])[]): Blob {
  return new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
