// A kept plan less the cuts written since its inputs were read: the piece a
// cut took (and its strip) is no longer offered, so a second scan checked
// against the same kept plan takes the next piece, never the one cut.
import { describe, expect, it } from "vitest";
import { planAfterCuts, type CutSince } from "./cuts-since";
import type { CuttingPlan } from "./schemas";

const piece = (productionPolygonId: number, offsetMm: number, lengthMm: number, acrossMm = 0) => ({
  productionPolygonId,
  offsetMm,
  lengthMm,
  widthMm: 700,
  acrossMm,
});
const roll = (rollId: number, lengthMm: number, cuts: ReturnType<typeof piece>[]) => ({
  rollId,
  lot: "L1",
  widthMm: 1400,
  lengthMm,
  isOffcut: false,
  cuts,
});
const plan: CuttingPlan = {
  fabrics: [
    {
      materialCode: "8712345000011",
      eanCode: "8712345000011",
      usedMm: 6000,
      lowerBoundMm: 5800,
      rolls: [
        // Line 7 twice, each its own strip; then a strip of lines 8 and 9 side by side.
        roll(1, 20_000, [
          piece(7, 0, 1500),
          piece(7, 1500, 1200),
          piece(8, 2700, 900),
          piece(9, 2700, 800, 700),
        ]),
        roll(3, 10_000, [piece(10, 0, 2000)]),
      ],
      unplanned: [],
    },
  ],
};
const cutOf = (rollId: number, productionPolygonId: number, strip?: number[]): CutSince => ({
  rollId,
  detail: {
    productionPolygonId,
    plannedLengthMm: 1000,
    boundLengthMm: 1000,
    ...(strip
      ? {
          strip: {
            lengthMm: 900,
            pieces: strip.map((id) => ({
              productionPolygonId: id,
              lengthMm: 800,
              widthMm: 700,
              acrossMm: 700,
              boundLengthMm: 800,
            })),
          },
        }
      : {}),
  },
});
const cutsOn = (p: CuttingPlan, rollId: number) =>
  p.fabrics[0]!.rolls.find((r) => r.rollId === rollId)?.cuts.map((c) => [c.productionPolygonId, c.offsetMm]);

describe("a kept plan less the cuts since", () => {
  it("is the plan itself when nothing was cut since", () => {
    expect(planAfterCuts(plan, [])).toBe(plan);
  });

  it("takes the first piece of the line on its roll and moves the rest up by its strip", () => {
    const after = planAfterCuts(plan, [cutOf(1, 7)]);
    expect(cutsOn(after, 1)).toEqual([
      [7, 0],
      [8, 1200],
      [9, 1200],
    ]);
    expect(after.fabrics[0]!.rolls[0]!.lengthMm).toBe(18_500);
    // The kept plan itself is left as it was: the next request takes the cuts off it again.
    expect(cutsOn(plan, 1)).toHaveLength(4);
  });

  it("takes the second piece for a second cut of the line, and the line is gone from the roll", () => {
    const after = planAfterCuts(plan, [cutOf(1, 7), cutOf(1, 7)]);
    expect(cutsOn(after, 1)).toEqual([
      [8, 0],
      [9, 0],
    ]);
  });

  it("takes a whole strip with the cut that opened it; a piece from that strip takes nothing more", () => {
    const strip = cutOf(1, 8, [9]);
    const fromStrip: CutSince = { rollId: 1, detail: { ...cutOf(1, 9).detail, fromStripEventId: 40 } };
    const after = planAfterCuts(plan, [strip, fromStrip]);
    expect(cutsOn(after, 1)).toEqual([
      [7, 0],
      [7, 1500],
    ]);
  });

  it("takes a piece the plan lays on another roll from there, and drops a roll left without cuts", () => {
    const after = planAfterCuts(plan, [cutOf(2, 10)]);
    expect(cutsOn(after, 3)).toBeUndefined();
    expect(cutsOn(after, 1)).toHaveLength(4);
  });
});
