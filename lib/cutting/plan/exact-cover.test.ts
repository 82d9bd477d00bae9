import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBpp } from "./bpp";
import { coverExactly } from "./exact-cover";
import { martelloTothL2 } from "./plan-bound";
import { lowWastePatterns } from "./whole-rolls";

const dir = path.resolve(import.meta.dirname, "../../../tests/fixtures/bpp");

describe("rolls at the cheap bound by exact cover", () => {
  it.each(["Falkenauer_t60_00", "Falkenauer_t120_00"])(
    "covers the triplets %s with n / 3 exactly full rolls",
    (name) => {
      const { lengths, capacity } = parseBpp(name, fs.readFileSync(path.join(dir, `${name}.txt`), "utf8"));
      const distinct = [...new Set(lengths)].sort((a, b) => b - a);
      const demands = distinct.map((s) => lengths.filter((l) => l === s).length);
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

  it("proves that no cover exists when the patterns cannot hold every piece", () => {
    // 50, 30, 20 twice each on rolls of 100: 50+50 and 30+30+20+20 cover them; 50+50 and 30+30+20 do not.
    const distinct = [50, 30, 20];
    expect(
      coverExactly(
        distinct,
        [2, 2, 2],
        100,
        [
          [2, 0, 0],
          [0, 2, 2],
        ],
        2,
        Infinity,
      ).status,
    ).toBe("found");
    expect(
      coverExactly(
        distinct,
        [2, 2, 2],
        100,
        [
          [2, 0, 0],
          [0, 2, 1],
        ],
        9,
        Infinity,
      ),
    ).toEqual({
      status: "none",
    });
    // 50+30+20 twice covers them too.
    expect(coverExactly(distinct, [2, 2, 2], 100, [[1, 1, 1]], 3, Infinity)).toEqual({
      status: "found",
      patterns: [
        [1, 1, 1],
        [1, 1, 1],
      ],
    });
    // A pattern that needs more pieces than there are is never taken: one 50 only.
    expect(
      coverExactly(
        distinct,
        [1, 2, 2],
        100,
        [
          [2, 0, 0],
          [1, 1, 1],
          [0, 1, 1],
        ],
        3,
        Infinity,
      ),
    ).toEqual({
      status: "found",
      patterns: [
        [1, 1, 1],
        [0, 1, 1],
      ],
    });
    // But not in one roll.
    expect(coverExactly(distinct, [2, 2, 2], 100, [[1, 1, 1]], 1, Infinity).status).toBe("none");
  });
});
