/** The records of an RFC 4180 CSV text (quoted cells may hold commas, quotes doubled and line breaks; rows end CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(cell);
      cell = '';
    } else if (character === '\n' || (character === '\r' && text[index + 1] === '\n')) {
      if (character === '\r') index += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}
