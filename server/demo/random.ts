/**
 * A small seeded random source for the demo data: the same seed gives the same sequence on every machine and Node
 * version (Math.random cannot be seeded), so a demo seeded with the same `now` is the same data.
 */

/** A 32-bit hash of a string (FNV-1a), to key a generator by e.g. a survey id. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  integer(min: number, max: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  /** One element, each equally likely; throws on an empty list (a bug in the demo tables). */
  pick<T>(items: readonly T[]): T;
  /** One element, each as likely as its weight. */
  pickWeighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A shuffled copy. */
  shuffled<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and well spread for 32-bit seeds; not for anything secret. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const at = <T>(items: readonly T[], index: number): T => {
    const item = items[index];
    if (item === undefined) throw new Error(`Random pick from a list of ${items.length}`);
    return item;
  };
  return {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => at(items, Math.floor(next() * items.length)),
    pickWeighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let threshold = next() * total;
      for (const item of items) {
        threshold -= weight(item);
        if (threshold < 0) return item;
      }
      return at(items, items.length - 1);
    },
    shuffled: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [at(copy, other), at(copy, index)];
      }
      return copy;
    },
  };
}
