import { describe, expect, it } from "vitest";
import { fitDecreasing, loadBpp } from "@/tests/support/bpp-instances";
import { getHighs } from "./highs";
import { lowWastePatterns, packWholeRolls } from "./whole-rolls";

describe("whole rolls by price-and-branch", () => {
  it("packs Falkenauer's triplets t60_01 into 20 rolls of three pieces each, where first-fit needs more", async () => {
    const { lengths, capacity } = loadBpp("Falkenauer_t60_01");
    const ffd = fitDecreasing(lengths, capacity);
    expect(ffd.length).toBeGreaterThan(20);
    const packed = packWholeRolls(await getHighs(), lengths, capacity, ffd, performance.now() + 20_000);
    expect(packed?.bound).toBe(20);
    expect(packed?.bins).toHaveLength(20);
    // Every piece exactly once, every roll full with three pieces.
    expect(packed!.bins.flat().sort((a, b) => a - b)).toEqual(lengths.map((_, i) => i));
    for (const bin of packed!.bins) {
      expect(bin).toHaveLength(3);
      expect(bin.reduce((s, i) => s + lengths[i]!, 0)).toBe(capacity);
    }
  }, 60_000);

  it("answers nothing when the packing it is given is already at the bound", async () => {
    const sizes = [60, 40, 60, 40];
    expect(
      packWholeRolls(
        await getHighs(),
        sizes,
        100,
        [
          [0, 1],
          [2, 3],
        ],
        performance.now() + 5_000,
      ),
    ).toBe(undefined);
  });

  it("lists every pattern within the waste allowed, and only those", () => {
    // Sizes 50, 30, 20 (two of each) on rolls of 100 with no waste: 50+50, 50+30+20, 30+30+20+20.
    const { patterns, isComplete } = lowWastePatterns([50, 30, 20], [2, 2, 2], 100, 0, Infinity);
    expect(isComplete).toBe(true);
    expect(patterns.map((p) => p.join(",")).sort()).toEqual(["0,2,2", "1,1,1", "2,0,0"]);
  });
});
