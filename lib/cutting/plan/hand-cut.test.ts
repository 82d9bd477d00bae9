// The bench's "by hand" comparison on worked examples: what a cutter would use
// with first-fit decreasing as a cutter can do it (docs/cutting.md), against
// every piece its own strip with lots ignored.
import { describe, expect, it } from "vitest";
import { handCutUsedMm, stripPerPieceUsedMm } from "./hand-cut";
import type { CutPiece, FabricPlanInput, StockItem } from "./schemas";
import { piece, roll } from "@/tests/support/cut-stock";

const batch = (pieces: CutPiece[], stock: StockItem[], withNewRolls = false): FabricPlanInput => ({
  fabric: "LINEN",
  pieces,
  stock,
  minOffcutMm: 800,
  ...(withNewRolls ? { newRoll: { widthMm: 1400, lengthMm: 50_000, lot: "new" } } : {}),
});

describe("cutting by hand", () => {
  it("cuts two pieces narrower than half the roll side by side, one strip as long as the longer", () => {
    // 600 and 650 mm wide on a 1400 mm roll: one strip of 1500 mm, not 1500 + 1200.
    const input = batch([piece("p1", 1, 1500, 600), piece("p2", 1, 1200, 650)], [roll("r", "A", 10_000)]);
    expect(handCutUsedMm(input)).toBe(1500);
    expect(stripPerPieceUsedMm(input)).toBe(2700);
  });

  it("keeps a project on one lot: not half on an offcut of lot A and half on a roll of lot B", () => {
    // Two drops of 3000 mm. The offcut of lot A (3500) holds one; its rest of 500 is waste.
    const input = batch(
      [piece("p1", 7, 3000, 1400), piece("p2", 7, 3000, 1400)],
      [roll("o", "A", 3500, true), roll("r", "B", 20_000)],
    );
    expect(handCutUsedMm(input)).toBe(6000);
    expect(stripPerPieceUsedMm(input)).toBe(3500 + 3000);
  });

  it("takes the offcut first, and counts a rest shorter than the offcut minimum as used", () => {
    const input = batch([piece("p1", 1, 1000, 1400)], [roll("r", "A", 20_000), roll("o", "A", 1500, true)]);
    expect(handCutUsedMm(input)).toBe(1500);
  });

  it("opens a new roll when no lot in stock takes the whole project", () => {
    const input = batch(
      [piece("p1", 1, 4000, 1400), piece("p2", 2, 2000, 1400)],
      [roll("r", "A", 3000)],
      true,
    );
    // Project 2 fits the roll in stock (its rest of 1000 is kept); project 1 needs a new roll.
    expect(handCutUsedMm(input)).toBe(4000 + 2000);
  });
});
