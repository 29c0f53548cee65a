/**
 * Maps every item through `task` with at most `limit` tasks running at once, keeping the input order in the result.
 * Rejects with the first failure; callers that must not fail (e.g. counting) catch inside `task`.
 */
export async function mapWithConcurrency<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`The concurrency limit must be a whole number of at least 1, not ${limit}.`);
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as Item, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
