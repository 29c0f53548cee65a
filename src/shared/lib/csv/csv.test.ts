import { describe, expect, it } from 'vitest';

import { csvBlob, toCsv } from './csv';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('starts with a byte-order mark, quotes every cell and ends rows with CRLF', () => {
    expect(toCsv([['Timestamp', 'Role'], ['2026-11-21 10:00', 'assistant']])).toBe(
      `${BOM}"Timestamp","Role"\r\n"2026-11-21 10:00","assistant"\r\n`,
    );
  });

  it.each([
    ['He said "hola"', '"He said ""hola"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['a,b', '"a,b"'],
    ['', '""'],
  ])('keeps %j intact as %s', (cell, expected) => {
    expect(toCsv([[cell]])).toBe(`${BOM}${expected}\r\n`);
  });

  it.each([
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+52 55 1234', `"'+52 55 1234"`],
    ['-1', `"'-1"`],
    ['@cmd', `"'@cmd"`],
    ['\tindent', `"'\tindent"`],
    ['\rreturn', `"'\rreturn"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ])('neutralises the formula-like cell %j', (cell, expected) => {
    expect(toCsv([[cell]])).toBe(`${BOM}${expected}\r\n`);
  });

  it.each([
    ['a=b', '"a=b"'],
    [' =x', '" =x"'],
  ])('leaves %j alone when the risky character is not first', (cell, expected) => {
    expect(toCsv([[cell]])).toBe(`${BOM}${expected}\r\n`);
  });

  it('writes numbers, booleans and empty values', () => {
    expect(toCsv([[42, true, null, undefined, -3]])).toBe(`${BOM}"42","true","","","'-3"\r\n`);
  });

  it('makes a UTF-8 CSV blob', async () => {
    const blob = csvBlob([['Mensaje'], ['¿Cómo calificaría su visita?']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toContain('¿Cómo calificaría su visita?');
  });
});
