import { t } from '@lingui/core/macro';
import { format, isValid } from 'date-fns';

/** Within this of now, either way, a time reads 'just now': the server's and the browser's clocks may differ a little. */
const JUST_NOW_MS = 60_000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in the largest unit that fits (as date-fns' formatDistanceStrict chose it before: 30 days, 12 months). */
function ageInUnit(ageMs: number, from: Date, to: Date): [number, Intl.RelativeTimeFormatUnit] {
  if (ageMs < HOUR) return [Math.floor(ageMs / MINUTE), 'minute'];
  if (ageMs < DAY) return [Math.floor(ageMs / HOUR), 'hour'];
  if (ageMs < 30 * DAY) return [Math.floor(ageMs / DAY), 'day'];
  const months = (to.getFullYear() - from.getFullYear()) * 12 + to.getMonth() - from.getMonth() - (to.getDate() < from.getDate() ? 1 : 0);
  return months < 12 ? [Math.max(months, 1), 'month'] : [Math.floor(months / 12), 'year'];
}

/**
 * '5 minutes ago', 'hace 3 días', '2시간 전' in `locale`; 'just now' from a minute ahead to a minute ago; a time further
 * ahead (something is wrong with a clock or the data) as its date and time rather than 'in 2 hours'; or 'Invalid date'.
 */
export function formatRelativeTime(date: Date, locale: string, now: Date = new Date()): string {
  if (!isValid(date)) return t`Invalid date`;
  const age = now.getTime() - date.getTime();
  if (age < -JUST_NOW_MS) return formatDateTime(date, locale);
  if (age < JUST_NOW_MS) return t`just now`;
  const [amount, unit] = ageInUnit(age, date, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-amount, unit);
}

function formatted(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  return isValid(date) ? new Intl.DateTimeFormat(locale, options).format(date) : t`Invalid date`;
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const MINUTE_FORMAT: Intl.DateTimeFormatOptions = { ...DAY_FORMAT, hour: 'numeric', minute: '2-digit' };

/** A day in `locale`: 'Nov 21, 2026', '21 nov 2026', '2026년 11월 21일'. */
export function formatDate(date: Date, locale: string): string {
  return formatted(date, locale, DAY_FORMAT);
}

/** A day and time in `locale`: 'Nov 21, 2026, 2:05 PM'. */
export function formatDateTime(date: Date, locale: string): string {
  return formatted(date, locale, MINUTE_FORMAT);
}

/** A day and time to the second in `locale` (a conversation's messages): 'Nov 21, 2026, 2:05:09 PM'. */
export function formatDateTimeWithSeconds(date: Date, locale: string): string {
  return formatted(date, locale, { ...MINUTE_FORMAT, second: '2-digit' });
}

/** 24-hour time of day: '09:00' (the schedule's times, as the create form takes them). */
export function formatTimeOfDay(date: Date): string {
  return isValid(date) ? format(date, 'HH:mm') : t`Invalid date`;
}

/** 'yyyy-MM-dd HH:mm' in local time, or 'N/A' (report detail). */
export function formatIsoMinute(date: Date): string {
  return isValid(date) ? format(date, 'yyyy-MM-dd HH:mm') : t`N/A`;
}
