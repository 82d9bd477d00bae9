import { describe, expect, it } from "vitest";
import { cutSizes } from "./cut-sizes";
import type { ProductTypeRule } from "./schemas";

const pleatedCurtain: ProductTypeRule = {
  productType: "pleated curtain",
  kind: "curtain",
  hemAllowanceMm: 100,
  headingAllowanceMm: 150,
  sideAllowanceMm: 50,
  joinAllowanceMm: 30,
  defaultFullness: 2,
};
const rollerBlind: ProductTypeRule = {
  productType: "roller blind",
  kind: "blind",
  hemAllowanceMm: 60,
  rollAllowanceMm: 250,
  sideAllowanceMm: 0,
  isTurnAllowed: true,
};

describe("curtains", () => {
  it("cuts whole pattern repeats and as many widths as the fullness needs", () => {
    // 2000 wide at the default fullness 2: 4000 + 2 x 50 side hems = 4100 mm of fabric across.
    // The roll is 1400 wide; a join takes 30: n widths give 1400n - 30(n - 1) = 1370n + 30 >= 4100
    // -> n >= 2.97 -> 3 widths. Drop 2500 + 100 hem + 150 heading = 2750, in repeats of 640 mm:
    // 2750 / 640 = 4.3 -> 5 repeats = 3200 mm per width.
    const sizes = cutSizes(
      { productionPolygonId: 7, projectId: 1, widthMm: 2000, heightMm: 2500 },
      { code: "VELVET-12", rollWidthMm: 1400, patternRepeatMm: 640 },
      pleatedCurtain,
    );
    expect(sizes).toEqual({
      isPlannable: true,
      isTurned: false,
      pieces: [1, 2, 3].map((i) => ({
        id: `7-${i}`,
        productionPolygonId: 7,
        projectId: 1,
        fabric: "VELVET-12",
        lengthMm: 3200,
        widthMm: 1400,
      })),
    });
  });

  it("takes the line's own fullness and cuts a plain fabric to the exact drop", () => {
    // 1200 x 1.5 = 1800 + 100 = 1900 across; 1370n + 30 >= 1900 -> n = 2 (1.36 rounded up).
    // Plain fabric: the drop is 2200 + 250 = 2450 exactly.
    const sizes = cutSizes(
      { productionPolygonId: 8, projectId: 1, widthMm: 1200, heightMm: 2200, fullness: 1.5 },
      { code: "LINEN", rollWidthMm: 1400 },
      pleatedCurtain,
    );
    expect(sizes.isPlannable && sizes.pieces.map((p) => [p.lengthMm, p.widthMm])).toEqual([
      [2450, 1400],
      [2450, 1400],
    ]);
  });

  it("needs one width when the fabric across fits the roll", () => {
    // 600 x 2 + 100 = 1300 <= 1400: one width, no join.
    const sizes = cutSizes(
      { productionPolygonId: 9, projectId: 2, widthMm: 600, heightMm: 1000 },
      { code: "LINEN", rollWidthMm: 1400 },
      pleatedCurtain,
    );
    expect(sizes.isPlannable && sizes.pieces.length).toBe(1);
  });
});

describe("blinds", () => {
  it("may not be laid the other way on a fabric that may not be turned", () => {
    const sizes = cutSizes(
      { productionPolygonId: 2, projectId: 5, widthMm: 900, heightMm: 1500 },
      { code: "STRIPE", rollWidthMm: 2000 },
      rollerBlind,
    );
    expect(sizes.isPlannable && sizes.pieces.map((p) => p.isTurnable)).toEqual([false]);
  });

  it("is one piece along the roll when it fits the width", () => {
    // 1200 + 0 side = 1200 across a 2000 roll; length 1500 + 60 hem + 250 on the roller = 1810.
    const sizes = cutSizes(
      { productionPolygonId: 3, projectId: 5, widthMm: 1200, heightMm: 1500 },
      { code: "SCREEN", rollWidthMm: 2000, isTurnable: true },
      rollerBlind,
    );
    expect(sizes).toEqual({
      isPlannable: true,
      isTurned: false,
      pieces: [
        {
          id: "3-1",
          productionPolygonId: 3,
          projectId: 5,
          fabric: "SCREEN",
          lengthMm: 1810,
          widthMm: 1200,
          isTurnable: true,
        },
      ],
    });
  });

  it("is turned when wider than the roll and the fabric may be turned", () => {
    // 2400 wide > the 2000 roll; turned, its 1810 mm length lies across (fits 2000) and 2400 runs along.
    const sizes = cutSizes(
      { productionPolygonId: 4, projectId: 5, widthMm: 2400, heightMm: 1500 },
      { code: "SCREEN", rollWidthMm: 2000, isTurnable: true },
      rollerBlind,
    );
    expect(sizes).toMatchObject({
      isPlannable: true,
      isTurned: true,
      pieces: [{ lengthMm: 2400, widthMm: 1810 }],
    });
  });

  it("is not plannable when the fabric may not be turned, with the reason", () => {
    const sizes = cutSizes(
      { productionPolygonId: 4, projectId: 5, widthMm: 2400, heightMm: 1500 },
      { code: "STRIPE", rollWidthMm: 2000, isTurnable: false },
      rollerBlind,
    );
    expect(sizes).toEqual({
      isPlannable: false,
      productionPolygonId: 4,
      reason: "2400 mm wide with its side hems, the roll is 2000 mm, and fabric STRIPE may not be turned",
    });
  });

  it("is not plannable when the product type forbids turning", () => {
    const sizes = cutSizes(
      { productionPolygonId: 4, projectId: 5, widthMm: 2400, heightMm: 1500 },
      { code: "SCREEN", rollWidthMm: 2000, isTurnable: true },
      { ...rollerBlind, productType: "duo blind", isTurnAllowed: false },
    );
    expect(sizes.isPlannable === false && sizes.reason).toBe(
      "2400 mm wide with its side hems, the roll is 2000 mm, and a duo blind may not be made turned",
    );
  });

  it("is not plannable when it is too big either way", () => {
    // 2400 wide, 2300 + 60 + 250 = 2610 long: neither fits across a 2000 roll.
    const sizes = cutSizes(
      { productionPolygonId: 6, projectId: 5, widthMm: 2400, heightMm: 2300 },
      { code: "SCREEN", rollWidthMm: 2000, isTurnable: true },
      rollerBlind,
    );
    expect(sizes.isPlannable === false && sizes.reason).toBe(
      "2400 mm wide and 2610 mm long with allowances: wider than the 2000 mm roll either way",
    );
  });
});
