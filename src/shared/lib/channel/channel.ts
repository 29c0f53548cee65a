import { t } from '@lingui/core/macro';

/*
 * A channel is its number, sent as text ('1'..'N'); screens call it 'Channel N'. Older servers sent the label itself
 * ('Channel 3'), so both spellings are read here, in one place, and nothing else adds or strips the prefix.
 */

const CHANNEL = /^(?:channel\s*)?(\d+)$/i;

/** The channel's number: 3 for '3' or a legacy 'Channel 3'; null when the value is missing or not a channel number. */
export function channelNumber(channel: string | null | undefined): number | null {
  const match = CHANNEL.exec(channel?.trim() ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

/** 'Channel 3' for '3' and for a legacy 'Channel 3', in the app's language; any other text as given; '' when there is none. */
export function channelLabel(channel: string | null | undefined): string {
  const number = channelNumber(channel);
  return number === null ? (channel?.trim() ?? '') : t`Channel ${number}`;
}
