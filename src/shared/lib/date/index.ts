export {
  parseServerTimestamp,
  parseCalendarDate,
  isValidDate,
  formatRelativeTime,
  formatUsDate,
  formatUsDateTime,
  formatUsDateTimeWithSeconds,
  formatIsoMinute,
  formatIsoDay,
  utcMidnightDaysAgo,
  zonedDateTimeToUtc,
  browserTimeZone,
} from './date';
