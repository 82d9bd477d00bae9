import { describe, expect, it } from "vitest";
import { bySize, loadBpp } from "@/tests/support/bpp-instances";
import { coverExactly, type CoverResult } from "./exact-cover";
import { martelloTothL2 } from "./plan-bound";
import { lowWastePatterns } from "./whole-rolls";

describe("rolls at the cheap bound by exact cover", () => {
  it.each(["Falkenauer_t60_00", "Falkenauer_t120_00"])(
    "covers the triplets %s with n / 3 exactly full rolls",
    (name) => {
      const { lengths, capacity } = loadBpp(name);
      const { distinct, demands } = bySize(lengths);
      const rolls = martelloTothL2(lengths, capacity);
      expect(rolls).toBe(lengths.length / 3);
      const waste = rolls * capacity - lengths.reduce((s, l) => s + l, 0);
      const pool = lowWastePatterns(distinct, demands, capacity, waste, Infinity, 10_000);
      expect(pool.isComplete).toBe(true);
      const cover = coverExactly(
        distinct,
        demands,
        capacity,
        pool.patterns,
        rolls,
        performance.now() + 30_000,
      );
      if (cover.status !== "found") throw new Error(`${name}: ${cover.status}`);
      expect(cover.patterns).toHaveLength(rolls);
      // Every piece exactly once, every roll full.
      expect(distinct.map((_, t) => cover.patterns.reduce((s, p) => s + p[t]!, 0))).toEqual(demands);
      for (const p of cover.patterns) expect(p.reduce((s, n, t) => s + n * distinct[t]!, 0)).toBe(capacity);
    },
    60_000,
  );

  // Pieces of 50, 30 and 20 on rolls of 100, with these patterns and at most this many rolls.
  it.each<[string, number[], number[][], number, Partial<CoverResult>]>([
    [
      "50+50 and 30+30+20+20 cover two of each",
      [2, 2, 2],
      [
        [2, 0, 0],
        [0, 2, 2],
      ],
      2,
      { status: "found" },
    ],
    [
      "50+50 and 30+30+20 cannot: a proof, not a stop",
      [2, 2, 2],
      [
        [2, 0, 0],
        [0, 2, 1],
      ],
      9,
      { status: "none" },
    ],
    [
      "50+30+20 twice covers them too",
      [2, 2, 2],
      [[1, 1, 1]],
      3,
      {
        status: "found",
        patterns: [
          [1, 1, 1],
          [1, 1, 1],
        ],
      },
    ],
    [
      "a pattern that needs more pieces than there are is never taken (one 50 only)",
      [1, 2, 2],
      [
        [2, 0, 0],
        [1, 1, 1],
        [0, 1, 1],
      ],
      3,
      {
        status: "found",
        patterns: [
          [1, 1, 1],
          [0, 1, 1],
        ],
      },
    ],
    ["50+30+20 twice is not one roll", [2, 2, 2], [[1, 1, 1]], 1, { status: "none" }],
  ])("%s", (_, demands, patterns, maxRolls, expected) => {
    expect(coverExactly([50, 30, 20], demands, 100, patterns, maxRolls, Infinity)).toMatchObject(expected);
  });
});
