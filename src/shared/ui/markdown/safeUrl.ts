const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * react-markdown's urlTransform: an absolute http(s) or mailto address passes as written; anything else (javascript:,
 * data:, relative paths that would route inside the app) is removed, so the element keeps its text but no target.
 */
export function safeUrl(url: string): string | undefined {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
