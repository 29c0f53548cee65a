/**
 * Noto Sans KR's 130 unicode-range faces are 25 kB of CSS (gzip): fetched after the first paint instead of blocking it.
 * Korean text shows in the fallback font until its slices arrive.
 */
export function loadHangulFont(): Promise<unknown> {
  return import('@fontsource-variable/noto-sans-kr');
}
