// The planner's seeded random source (the search's shuffles, the property
// tests and the bench), so a failing batch can be made again from its seed:
// the kernel's mulberry32 (lib/base/prng.ts), which the demo data uses too.
export { mulberry32 as seededRandom } from "@/lib/base/prng";

/** An integer in [min, max], both included. */
export const randomInt = (next: () => number, min: number, max: number) =>
  min + Math.floor(next() * (max - min + 1));

export const pickOne = <T>(next: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};
