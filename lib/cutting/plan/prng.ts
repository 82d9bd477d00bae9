// A small seeded random source (mulberry32) for the property tests and the
// bench, so a failing batch can be made again from its seed; the same idea as
// the demo data's, kept here because one feature does not import another.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
export const randomInt = (next: () => number, min: number, max: number) =>
  min + Math.floor(next() * (max - min + 1));

export const pickOne = <T>(next: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};
