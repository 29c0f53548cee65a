export {
  parseServerTimestamp,
  parseCalendarDate,
  isValidDate,
  timeZoneLabel,
  formatIsoDay,
  utcMidnightDaysAgo,
  RECENT_RESPONSES_DAYS,
  recentResponsesSince,
  zonedDateTimeToUtc,
  browserTimeZone,
} from './date';
export { formatRelativeTime, formatDate, formatDateTime, formatDateTimeWithSeconds, formatTimeOfDay, formatIsoMinute } from './format';
