import { format, isValid, parseISO } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';

/** Z, or an offset as +HH, +HHMM or +HH:MM (PostgreSQL's text form writes '+00'). */
const HAS_TIMEZONE = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// The server imports this module (it runs without the SPA's Lingui macros): the texts people read are in ./format.ts.

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
