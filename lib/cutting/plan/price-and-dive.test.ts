import { describe, expect, it } from "vitest";
import { bySize, fitDecreasing, loadBpp } from "@/tests/support/bpp-instances";
import { getHighs } from "./highs";
import { diveWholeRolls } from "./price-and-dive";

/** An instance of tests/fixtures/bpp by size (largest first), and first-fit decreasing's rolls as seeds. */
function load(name: string) {
  const { lengths, capacity } = loadBpp(name);
  const { distinct, demands } = bySize(lengths);
  const seeds = fitDecreasing(lengths, capacity).map((bin) =>
    distinct.map((s) => bin.filter((i) => lengths[i] === s).length),
  );
  return { distinct, demands, capacity, seeds };
}

describe("whole rolls by price-and-dive", () => {
  // Published optima: the triplets fill every roll with three pieces (n / 3 rolls); u120_00 is
  // OR-Library's (binpack1: 48). A generous deadline: the dive stops as soon as it reaches the bound.
  it.each<[string, number]>([
    ["Falkenauer_t120_00", 40],
    ["Falkenauer_t120_01", 40],
    ["Falkenauer_u120_00", 48],
  ])(
    "finds the optimum of %s (%i rolls) where first-fit needs more",
    async (name, optimum) => {
      const { distinct, demands, capacity, seeds } = load(name);
      expect(seeds.length).toBeGreaterThan(optimum);
      const { patterns, columns } = diveWholeRolls(
        await getHighs(),
        distinct,
        demands,
        capacity,
        seeds,
        seeds.length,
        optimum,
        performance.now() + 60_000,
      );
      expect(patterns).toHaveLength(optimum);
      // Every piece exactly once, no roll over-full.
      expect(distinct.map((_, t) => patterns!.reduce((s, roll) => s + roll[t]!, 0))).toEqual(demands);
      for (const roll of patterns!)
        expect(roll.reduce((s, n, t) => s + n * distinct[t]!, 0)).toBeLessThanOrEqual(capacity);
      expect(columns.length).toBeGreaterThan(0);
    },
    90_000,
  );

  it("answers no packing when none beats the one it has", async () => {
    // 45, 45, 35, 35, 35 on rolls of 100 need three rolls (two pieces a roll at most).
    const { patterns } = diveWholeRolls(
      await getHighs(),
      [45, 35],
      [2, 3],
      100,
      [],
      3,
      2,
      performance.now() + 10_000,
    );
    expect(patterns).toBe(undefined);
  });
});
