/**
 * How long a provider asked us to wait, in milliseconds, from a Retry-After header: delay-seconds or an HTTP-date
 * (RFC 9110, 10.2.3). Undefined when the header is absent or unreadable, so the retries fall back to their backoff.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
