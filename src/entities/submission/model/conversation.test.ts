import { describe, expect, it } from 'vitest';

import type { ConversationLog, SubmissionDetail } from '@/shared/api';

import { conversationLogCsv, displayedContent, isAssistantEntry, logExportFileName, roleLabel } from './conversation';

describe('isAssistantEntry', () => {
  it.each<[string, boolean]>([
    ['assistant', true],
    ['Assistant', true],
    [' ASSISTANT ', true],
    ['user', false],
    ['respondent', false],
    ['', false],
  ])('%j -> %s', (role, expected) => {
    expect(isAssistantEntry({ role })).toBe(expected);
  });
});

describe('roleLabel', () => {
  it.each<[string, string]>([
    ['assistant', 'Assistant'],
    ['user', 'User'],
    ['Respondent', 'Respondent'],
    ['  user ', 'User'],
    ['', 'Unknown'],
  ])('%j -> %s', (role, expected) => {
    expect(roleLabel(role)).toBe(expected);
  });
});

describe('displayedContent', () => {
  it.each<[ConversationLog['content'], string]>([
    ['Sí, claro.', 'Sí, claro.'],
    ['  Ok  ', '  Ok  '],
    // The spec's text.
    ['', '[No content]'],
    ['   ', '[No content]'],
    [null, '[No content]'],
    [undefined, '[No content]'],
  ])('%j -> %j', (content, expected) => {
    expect(displayedContent({ content })).toBe(expected);
  });
});

describe('conversationLogCsv', () => {
  const BOM = '\uFEFF';
  const detail: Pick<SubmissionDetail, 'channel' | 'conversation_logs'> = {
    channel: '2',
    conversation_logs: [
      { id: 1, role: 'assistant', content: '¿Encontró todos los productos que buscaba?', timestamp_str: '2026-11-20T15:32:10.000Z' },
      { id: 2, role: 'respondent', content: 'Sí, "todo" bien', timestamp_str: '2026-11-20T15:32:31.000Z' },
      { id: 3, role: 'respondent', content: '', timestamp_str: '2026-11-20T15:32:40.000Z' },
      { id: 4, role: 'respondent', content: null, timestamp_str: null },
      { id: 5, role: 'respondent', content: '=10', timestamp_str: '2026-11-20T15:33:02.000Z' },
    ],
  };

  it.each<[string, boolean, string[]]>([
    [
      'the detail dialog: Timestamp, Role, Message',
      false,
      [
        '"Timestamp","Role","Message"',
        '"2026-11-20T15:32:10.000Z","assistant","¿Encontró todos los productos que buscaba?"',
        '"2026-11-20T15:32:31.000Z","respondent","Sí, ""todo"" bien"',
        '"2026-11-20T15:32:40.000Z","respondent",""',
        '"","respondent",""',
        `"2026-11-20T15:33:02.000Z","respondent","'=10"`,
      ],
    ],
    [
      'the row action: with Channel',
      true,
      [
        '"Timestamp","Role","Message","Channel"',
        '"2026-11-20T15:32:10.000Z","assistant","¿Encontró todos los productos que buscaba?","2"',
        '"2026-11-20T15:32:31.000Z","respondent","Sí, ""todo"" bien","2"',
        '"2026-11-20T15:32:40.000Z","respondent","","2"',
        '"","respondent","","2"',
        `"2026-11-20T15:33:02.000Z","respondent","'=10","2"`,
      ],
    ],
  ])('%s', (_case, withChannel, lines) => {
    const csv = conversationLogCsv(detail, { withChannel });
    expect(csv).toBe(`${BOM}${lines.join('\r\n')}\r\n`);
    expect(csv).not.toContain('[No content]');
  });

  it('writes an empty channel cell when the submission has none', () => {
    const csv = conversationLogCsv({ channel: null, conversation_logs: [{ id: 1, role: 'respondent', content: 'Hola' }] }, { withChannel: true });
    expect(csv.split('\r\n')[1]).toBe('"","respondent","Hola",""');
  });

  it('has the header only without logs', () => {
    expect(conversationLogCsv({ conversation_logs: [] }, { withChannel: false })).toBe(`${BOM}"Timestamp","Role","Message"\r\n`);
  });
});

describe('logExportFileName', () => {
  it.each<[string, Date, string]>([
    ['sub-001-0342', new Date(2026, 10, 21, 10, 30), 'submission-sub-001-0342_logs_2026-11-21.csv'],
    // The local day: 2026-11-22T03:00Z is still Nov 21 in Mexico City.
    ['42', new Date('2026-11-22T03:00:00Z'), 'submission-42_logs_2026-11-21.csv'],
  ])('%s on %s -> %s', (id, now, expected) => {
    expect(logExportFileName(id, now)).toBe(expected);
  });
});
