export {
  parseServerTimestamp,
  parseCalendarDate,
  isValidDate,
  formatRelativeTime,
  formatUsDate,
  formatUsDateTime,
  formatIsoMinute,
  formatIsoDay,
  utcMidnightDaysAgo,
  zonedDateTimeToUtc,
  browserTimeZone,
} from './date';
