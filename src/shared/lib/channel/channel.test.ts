import { describe, expect, it } from 'vitest';

import { channelLabel, channelNumber } from './channel';

describe('channelNumber', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1', 1],
    ['10', 10],
    [' 2 ', 2],
    // Older servers sent the label.
    ['Channel 3', 3],
    ['channel 12', 12],
    ['Channel3', 3],
    ['SMS', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (channel, expected) => {
    expect(channelNumber(channel)).toBe(expected);
  });
});

describe('channelLabel', () => {
  it.each<[string | null | undefined, string]>([
    ['1', 'Channel 1'],
    ['10', 'Channel 10'],
    ['Channel 3', 'Channel 3'],
    ['CHANNEL 4', 'Channel 4'],
    ['WhatsApp', 'WhatsApp'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (channel, expected) => {
    expect(channelLabel(channel)).toBe(expected);
  });

  it('never doubles the prefix', () => {
    expect(channelLabel(channelLabel('7'))).toBe('Channel 7');
  });
});
