import { t } from '@lingui/core/macro';
import { format, isValid, parseISO } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';

/** Z, or an offset as +HH, +HHMM or +HH:MM (PostgreSQL's text form writes '+00'). */
const HAS_TIMEZONE = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a server timestamp: ours are ISO 8601 in UTC ('2026-11-21T14:05:00.000Z'); an older server's without a timezone
 * (e.g. '2026-11-21 14:05:00') is UTC too, not local time.
 * Returns an invalid Date for anything unreadable, so callers check with `isValidDate`.
 */
export function parseServerTimestamp(value: string | null | undefined): Date {
  if (!value) return new Date(Number.NaN);
  const trimmed = value.trim().replace(' ', 'T');
  if (DATE_ONLY.test(trimmed)) return parseISO(`${trimmed}T00:00:00Z`);
  return parseISO(HAS_TIMEZONE.test(trimmed) ? trimmed : `${trimmed}Z`);
}

/** A calendar day 'yyyy-MM-dd' at 00:00 local time (how the schedule fields are meant). */
export function parseCalendarDate(value: string | null | undefined): Date {
  if (!value || !DATE_ONLY.test(value)) return new Date(Number.NaN);
  return parseISO(value);
}

export function isValidDate(date: Date): boolean {
  return isValid(date);
}

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

/**
 * An IANA zone with its offset at `at`: 'America/Mexico_City (GMT-6)'. Staff screens show every instant in the viewer's
 * own zone (the browser's, which date-fns formats in); this names a zone where another one is shown.
 */
export function timeZoneLabel(timeZone: string, at: Date): string {
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(isValid(at) ? at : new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${timeZone} (${offset})` : timeZone;
  } catch {
    // An unknown zone name: shown as the server sent it.
    return timeZone;
  }
}

/** 'yyyy-MM-dd HH:mm' in local time, or 'N/A' (report detail). */
export function formatIsoMinute(date: Date): string {
  return isValid(date) ? format(date, 'yyyy-MM-dd HH:mm') : t`N/A`;
}

/** 'yyyy-MM-dd' in local time (file names, API dates). */
export function formatIsoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** UTC midnight `days` days before `now`'s UTC day: the start of the dashboard's 'Last 7 days' window. */
export function utcMidnightDaysAgo(now: Date, days: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days));
}

/** Spec section 9: 'Recent Responses' counts from UTC midnight this many days back. */
export const RECENT_RESPONSES_DAYS = 7;

/**
 * Where the Dashboard's 'Recent Responses' start at `now`: UTC midnight seven days back, inclusive (the server counts
 * from here: src/shared/api/contract/dashboard.ts).
 */
export function recentResponsesSince(now: Date): Date {
  return utcMidnightDaysAgo(now, RECENT_RESPONSES_DAYS);
}

/** The instant a wall-clock date and time in an IANA timezone denote, e.g. 09:00 in America/Mexico_City. */
export function zonedDateTimeToUtc(day: string, time: string, timeZone: string): Date {
  return fromZonedTime(`${day}T${time}:00`, timeZone);
}

/** The browser's IANA timezone name (sent with a new survey). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
