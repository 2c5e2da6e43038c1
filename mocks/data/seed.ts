// Deterministic "randomness": the same key always gives the same number, so generated data is repeatable.

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 PRNG seeded from a key; returns floats in [0, 1). */
export function seeded(key: string): () => number {
  let a = hash(key);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max] picked by the key. */
export function pickInt(key: string, min: number, max: number): number {
  return min + (hash(key) % (max - min + 1));
}

/** `count` distinct items of `list`, in list order, chosen by the key. */
export function pickSome<T>(key: string, list: readonly T[], count: number): T[] {
  const rand = seeded(key);
  const order = list.map((item, i) => ({ item, i, r: rand() })).sort((a, b) => a.r - b.r);
  return order
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.item);
}

/** Days since 2020-01-01 for a YYYY-MM-DD day: a stable base for ids that survive the passing days. */
export function dayNumber(day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.UTC(2020, 0, 1)) / 86_400_000);
}
