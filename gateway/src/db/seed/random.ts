// Deterministic pseudo-random numbers (mulberry32) so every demo seed produces the same content.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A string of `length` random decimal digits. */
  digits(length: number): string;
  /** An independent stream for one part of the seed, so adding content elsewhere does not shift it. */
  fork(label: string): Random;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit hash to turn labels into seeds. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = int(0, index);
      const held = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = held;
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    shuffle,
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
    fork: (label) => createRandom((seed ^ hashString(label)) >>> 0),
  };
}
