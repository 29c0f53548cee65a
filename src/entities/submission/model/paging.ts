/** Raw Data loads submissions 50 at a time (spec section 9). */
export const SUBMISSIONS_PAGE_SIZE = 50;

/** More pages exist while the current page is below the total pages (spec section 4). */
export function hasMorePages(page: number, total: number, pageSize: number): boolean {
  if (!(pageSize > 0) || !Number.isFinite(total)) return false;
  return page < Math.ceil(Math.max(total, 0) / pageSize);
}

/** Page 1 replaces the list, later pages append; an id already listed is not added again. */
export function appendPage<Item extends { id: string }>(existing: readonly Item[], next: readonly Item[], page: number): Item[] {
  const result = page <= 1 ? [] : [...existing];
  const seen = new Set(result.map((item) => item.id));
  for (const item of next) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    result.push(item);
  }
  return result;
}
