/**
 * A report's weeks: a week starts on Monday 00:00 in the survey's time zone (the SQL counts it with
 * `date_trunc('week', created_at at time zone tz)`, which is ISO's Monday) and is named by that Monday's date.
 */
import { formatInTimeZone } from 'date-fns-tz';

const DAY_MS = 86_400_000;

/** Calendar days counted at UTC midnight, so a time zone's daylight-saving shifts never move a day. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The Monday (yyyy-MM-dd) of the week a calendar day falls in; day 0, 1970-01-01, was a Thursday. */
export function mondayOf(day: string): string {
  const number = dayNumber(day);
  return dayOfNumber(number - ((number + 3) % 7));
}

/** The Monday of the week an instant falls in, in `timeZone`. */
export function weekOf(instant: Date, timeZone: string): string {
  return mondayOf(formatInTimeZone(instant, timeZone, 'yyyy-MM-dd'));
}

/** Every week from `first`'s to `last`'s (Mondays, yyyy-MM-dd), in order; none when `last` is before `first`. */
export function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let day = dayNumber(mondayOf(first)); day <= dayNumber(last); day += 7) weeks.push(dayOfNumber(day));
  return weeks;
}

/** How a week is named in a report: by its Monday. */
export function weekName(monday: string, language: 'en' | 'ko'): string {
  return language === 'en' ? `Week of ${monday}` : `${monday} 주`;
}
