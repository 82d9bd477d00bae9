import { describe, expect, it } from "vitest";
import { bySize, loadBpp } from "@/tests/support/bpp-instances";
import { completeBins } from "./bin-completion";

describe("bin completion: an exact search for a few rolls", () => {
  it("packs Falkenauer's triplets t60_00 into its optimum, 20 rolls of three pieces with no waste", () => {
    const { lengths, capacity } = loadBpp("Falkenauer_t60_00", "t60_00");
    const { distinct, demands: counts } = bySize(lengths);
    const result = completeBins(distinct, counts, capacity, 20, performance.now() + 30_000);
    expect(result.status).toBe("found");
    if (result.status !== "found") return;
    expect(result.patterns).toHaveLength(20);
    for (const roll of result.patterns) {
      expect(roll.reduce((s, n) => s + n, 0)).toBe(3);
      expect(roll.reduce((s, n, t) => s + n * distinct[t]!, 0)).toBe(capacity);
    }
    // Every piece exactly once.
    expect(distinct.map((_, t) => result.patterns.reduce((s, roll) => s + roll[t]!, 0))).toEqual(counts);
  });

  it("proves that no packing needs fewer rolls, where the sizes' total alone would allow it", () => {
    // 45, 45, 35, 35, 35 on rolls of 100: 195 fits two rolls by length, but a roll holds at most two
    // of them (45 + 45 or 45 + 35 or 35 + 35), so five pieces need three rolls.
    expect(completeBins([45, 35], [2, 3], 100, 2, performance.now() + 5_000)).toEqual({ status: "none" });
    const three = completeBins([45, 35], [2, 3], 100, 3, performance.now() + 5_000);
    expect(three.status).toBe("found");
  });

  it("says when it stopped before knowing", () => {
    const { lengths, capacity } = loadBpp("Falkenauer_t120_00", "t120_00");
    const { distinct, demands: counts } = bySize(lengths);
    expect(completeBins(distinct, counts, capacity, 40, performance.now() + 5_000, 1).status).toBe("stopped");
  });
});
