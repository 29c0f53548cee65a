/*
 * The raw-data CSV, cell for cell as the SPA writes its own CSV files (src/shared/lib/csv): a byte-order mark so Excel
 * reads UTF-8, every cell quoted with quotes doubled, CRLF after every row, and a cell that a spreadsheet would run as a
 * formula (first character = + - @ tab or CR) prefixed with an apostrophe. csv.test.ts holds the two to the same output.
 */

export const BYTE_ORDER_MARK = '\uFEFF';

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
export const FORMULA_START_CHARACTERS = ['=', '+', '-', '@', '\t', '\r'] as const;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(text: string): string {
  const neutralised = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${neutralised.replaceAll('"', '""')}"`;
}

/** One CSV row with its CRLF. */
export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = Buffer.from('\r');

/**
 * PostgreSQL's COPY ends each record with a bare LF; our files end rows with CRLF. Returns a function that rewrites the
 * record ends of consecutive chunks of COPY's CSV, where every cell is quoted (FORCE_QUOTE *): a LF outside quotes ends a
 * record, a LF inside a quoted cell is the respondent's and stays. Whether a chunk starts inside a cell is carried from
 * the chunk before. Cells are skipped with indexOf, so the cost is per cell, not per byte.
 */
export function createRecordEndRewriter(): (chunk: Buffer) => Buffer {
  let insideCell = false;
  return (chunk) => {
    const parts: Buffer[] = [];
    let copiedUpTo = 0;
    let position = 0;
    while (position < chunk.length) {
      if (insideCell) {
        const closingQuote = chunk.indexOf(QUOTE, position);
        if (closingQuote === -1) break;
        // A doubled quote closes the cell here and opens it again at the next byte.
        insideCell = false;
        position = closingQuote + 1;
        continue;
      }
      const byte = chunk[position];
      if (byte === QUOTE) {
        insideCell = true;
      } else if (byte === LINE_FEED) {
        parts.push(chunk.subarray(copiedUpTo, position), CARRIAGE_RETURN);
        copiedUpTo = position;
      }
      position += 1;
    }
    if (parts.length === 0) return chunk;
    parts.push(chunk.subarray(copiedUpTo));
    return Buffer.concat(parts);
  };
}
