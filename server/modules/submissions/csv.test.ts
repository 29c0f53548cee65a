import { describe, expect, it } from 'vitest';

// The SPA's CSV writer: the server's export must read in a spreadsheet exactly as the files the SPA makes itself.
import { toCsv } from '../../../src/shared/lib/csv/csv.ts';
import { BYTE_ORDER_MARK, createRecordEndRewriter, csvRow } from './csv.ts';

const nastyCells = [
  'plain',
  '',
  'He said "hola", then left',
  'a,b',
  'line one\nline two',
  'line one\r\nline two',
  '=SUM(A1:A2)',
  '+52 55 1234',
  '-1',
  '@cmd',
  '\tindent',
  '\rreturn',
  '=HYPERLINK("http://x")',
  ' =x',
  'a=b',
  "'already quoted",
  '"',
  '""',
  '🙂 emoji 👍🏽',
  '매장 직원이 친절했어요',
  '¿Cómo calificaría su visita?',
];

describe('csvRow', () => {
  it('writes every cell as the SPA writer does (quoting, doubled quotes, formula neutralisation, CRLF)', () => {
    const rows = nastyCells.map((cell, index) => [String(index), cell, nastyCells[nastyCells.length - 1 - index] ?? '']);
    expect(BYTE_ORDER_MARK + rows.map(csvRow).join('')).toBe(toCsv(rows));
  });

  it('neutralises a formula-like cell with a leading apostrophe inside the quotes', () => {
    expect(csvRow(['=1+1', '-2', 'ok'])).toBe(`"'=1+1","'-2","ok"\r\n`);
  });
});

/** What COPY (FORMAT csv, FORCE_QUOTE *) writes for these rows: quoted cells, doubled quotes, LF after each record. */
function copyCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')}\n`).join('');
}

function rewriteInChunks(input: Buffer, chunkSizes: readonly number[]): string {
  const rewrite = createRecordEndRewriter();
  const output: Buffer[] = [];
  let offset = 0;
  let turn = 0;
  while (offset < input.length) {
    const size = chunkSizes[turn % chunkSizes.length] ?? 1;
    output.push(rewrite(input.subarray(offset, offset + size)));
    offset += size;
    turn += 1;
  }
  return Buffer.concat(output).toString('utf8');
}

describe('createRecordEndRewriter', () => {
  const rows = [
    ['id-1', 'multi\nline\nanswer', 'say ""hi""'],
    ['id-2', '"', '\n'],
    ['id-3', '', 'end'],
    ['id-4', '매장 🙂', '"\n"'],
  ];
  const input = Buffer.from(copyCsv(rows));
  const expected = rows.map((row) => `${row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')}\r\n`).join('');

  it('ends records with CRLF and keeps the line feeds inside cells', () => {
    expect(rewriteInChunks(input, [input.length])).toBe(expected);
  });

  it.each([[[1]], [[2]], [[3, 1]], [[7, 5, 1]], [[13]], [[64]]])(
    'gives the same output whatever the chunk boundaries (chunks of %j bytes)',
    (sizes) => {
      expect(rewriteInChunks(input, sizes)).toBe(expected);
    },
  );

  it('returns a chunk without a record end unchanged', () => {
    const rewrite = createRecordEndRewriter();
    const chunk = Buffer.from('"no end here');
    expect(rewrite(chunk)).toBe(chunk);
    // That chunk left us inside a cell: its line feed is the cell's, the one after the closing quote ends the record.
    expect(rewrite(Buffer.from('\nstill\n"\n')).toString()).toBe('\nstill\n"\r\n');
  });
});
