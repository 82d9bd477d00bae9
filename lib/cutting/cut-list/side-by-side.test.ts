import { describe, expect, it } from "vitest";
import { sideBySideOf } from "./side-by-side";

const cut = (productionPolygonId: number, offsetMm: number | null, widthMm: number) => ({
  productionPolygonId,
  offsetMm,
  widthMm,
});

describe("the Cut list's line on side by side", () => {
  it("says the cutting table cuts one piece per strip where the setting is off", () => {
    const rolls = [{ widthMm: 2800, cuts: [cut(1, 0, 1150), cut(2, 1600, 1590)] }];
    expect(sideBySideOf(rolls, false)).toEqual({ isAllowed: false, rollWidthMm: 2800, apart: null });
  });

  it("names the first two pieces cut one after the other that would not fit across together", () => {
    const rolls = [
      // 1 and 2 share a strip; 3 then 4 are alone but fit (1,200 + 1,500), 4 then 5 do not (1,500 + 1,400).
      {
        widthMm: 2800,
        cuts: [cut(1, 0, 1000), cut(2, 0, 1000), cut(3, 900, 1200), cut(4, 1900, 1500), cut(5, 3000, 1400)],
      },
    ];
    expect(sideBySideOf(rolls, true)).toEqual({
      isAllowed: true,
      rollWidthMm: 2800,
      apart: { productionPolygonIds: [4, 5], acrossMm: 2900 },
    });
  });

  it("says nothing of full-width pieces or of two widths of one line", () => {
    const rolls = [
      { widthMm: 2800, cuts: [cut(1, 0, 2800), cut(2, 2000, 1500), cut(2, 4000, 1500), cut(3, 6000, 2800)] },
    ];
    expect(sideBySideOf(rolls, true).apart).toBeNull();
  });

  it("leaves strips already cut off out, and says the rule when no two pieces are apart", () => {
    const rolls = [
      { widthMm: 1400, cuts: [cut(1, null, 1000), cut(2, 0, 1000), cut(3, 500, 600), cut(4, 500, 700)] },
    ];
    expect(sideBySideOf(rolls, true)).toEqual({ isAllowed: true, rollWidthMm: 1400, apart: null });
  });
});
