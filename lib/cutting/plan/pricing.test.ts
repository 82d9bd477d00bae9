import { describe, expect, it } from "vitest";
import { patternPricer, pricingGrids } from "./pricing";
import { seededRandom } from "./prng";

/** The most a pattern is worth, by trying every pattern (small instances only). */
function bruteBest(
  distinct: readonly number[],
  maxCounts: readonly number[],
  duals: readonly number[],
  capacity: number,
) {
  let best = 0;
  const walk = (t: number, room: number, value: number) => {
    best = Math.max(best, value);
    if (t >= distinct.length) return;
    for (let n = 0; n <= maxCounts[t]! && n * distinct[t]! <= room; n++)
      walk(t + 1, room - n * distinct[t]!, value + n * duals[t]!);
  };
  walk(0, capacity, 0);
  return best;
}

describe("the pricing of the bin-packing LP on grids", () => {
  it("gives patterns that fit, and an upper bound on every pattern's worth, on every grid", () => {
    const random = seededRandom(42);
    for (let trial = 0; trial < 40; trial++) {
      const capacity = [1_000, 10_000, 100_000][trial % 3]!;
      const types = 4 + Math.floor(random() * 6);
      const distinct = [
        ...new Set(Array.from({ length: types }, () => 1 + Math.floor(random() * capacity * 0.45))),
      ].sort((a, b) => b - a);
      const demands = distinct.map(() => 1 + Math.floor(random() * 4));
      const duals = distinct.map((s) => (random() < 0.15 ? 0 : (s / capacity) * (0.8 + 0.4 * random())));
      // Every table counts as large here, so the rolls of 10,000 and 100,000 are priced on coarser grids too.
      const grids = pricingGrids(distinct, demands, capacity, 60_000_000, 0);
      expect(grids.length > 1).toBe(capacity > 2_000);
      const pricer = patternPricer(distinct, demands, capacity, grids);
      const maxCounts = distinct.map((s, t) => Math.min(demands[t]!, Math.floor(capacity / s)));
      const best = bruteBest(distinct, maxCounts, duals, capacity);
      grids.forEach((_, grid) => {
        const priced = pricer(duals, demands, grid);
        expect(priced.counts.reduce((s, n, t) => s + n * distinct[t]!, 0)).toBeLessThanOrEqual(capacity);
        priced.counts.forEach((n, t) => expect(n).toBeLessThanOrEqual(maxCounts[t]!));
        expect(priced.value).toBeCloseTo(
          priced.counts.reduce((s, n, t) => s + n * duals[t]!, 0),
          9,
        );
        expect(priced.value).toBeLessThanOrEqual(best + 1e-9);
        expect(priced.upper).toBeGreaterThanOrEqual(best - 1e-9);
      });
      // The finest grid is the lengths' common divisor here: the best pattern exactly.
      const finest = pricer(duals, demands, grids.length - 1);
      expect(finest.value).toBeCloseTo(best, 9);
      expect(finest.upper).toBeCloseTo(best, 9);
    }
  });
});
