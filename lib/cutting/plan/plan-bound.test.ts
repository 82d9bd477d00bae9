import { describe, expect, it } from "vitest";
import { getHighs } from "./highs";
import { binBound, fabricBound, martelloTothL2 } from "./plan-bound";
import type { CutPiece } from "./schemas";

const piece = (id: number, lengthMm: number, widthMm: number, isTurnable = false): CutPiece => ({
  id: String(id),
  productionPolygonId: id,
  projectId: 1,
  fabric: "F",
  lengthMm,
  widthMm,
  isTurnable,
});

describe("the lower bound", () => {
  it("beats the area bound when pieces cannot fill the width", async () => {
    // Three pieces 1000 x 600 on a 1400 roll: area says 3 x 600 x 1000 / 1400 = 1286 mm, but at most
    // two fit side by side, so even fractional strips need 1.5 x 1000 = 1500 mm.
    const { boundMm } = await fabricBound(
      [piece(1, 1000, 600), piece(2, 1000, 600), piece(3, 1000, 600)],
      1400,
      undefined,
      performance.now() + 5_000,
    );
    expect(boundMm).toBe(1500);
  });

  it("counts every piece alone where the cutting table cuts one piece per strip", async () => {
    const pieces = [piece(1, 1000, 600), piece(2, 900, 600), piece(3, 1200, 500, true)];
    const deadline = performance.now() + 5_000;
    // 1000 + 900 + 500 (the turnable one the short way): no two share.
    expect((await fabricBound(pieces, 1400, undefined, deadline, false)).boundMm).toBe(2400);
    // Allowed, the 600s lie side by side and the 500 beside them: one strip of 1000 at least.
    expect((await fabricBound(pieces, 1400, undefined, deadline, true)).boundMm).toBeLessThan(2400);
  });

  it("counts a lone piece as its strip, and lets a turnable one lie the short way", async () => {
    const deadline = performance.now() + 5_000;
    expect((await fabricBound([piece(1, 500, 1000)], 1400, undefined, deadline)).boundMm).toBe(500);
    // 2000 long x 800 wide: alone it costs 2000; turned (800 along, 2000 across) it does not fit a 1400 roll.
    expect((await fabricBound([piece(1, 2000, 800, true)], 1400, undefined, deadline)).boundMm).toBe(2000);
    // 1200 long x 900 wide, turnable: turned it is 900 along and 1200 across.
    expect((await fabricBound([piece(1, 1200, 900, true)], 1400, undefined, deadline)).boundMm).toBe(900);
  });

  it("counts rolls with Martello and Toth's L2 and the pattern LP", async () => {
    // Three items over half the roll (60) can never share: 3 rolls, the three 40s go with them.
    expect(martelloTothL2([60, 60, 60, 40, 40, 40], 100)).toBe(3);
    // Seven items of 34: two per roll of 100 -> 3.5 -> 4 rolls; L2 alone (alpha = 34) says 3.
    expect(martelloTothL2([34, 34, 34, 34, 34, 34, 34], 100)).toBe(3);
    expect(binBound(await getHighs(), [34, 34, 34, 34, 34, 34, 34], 100, performance.now() + 5_000)).toBe(4);
  });
});
