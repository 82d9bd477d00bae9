// The one line the Cut list says of side by side (docs/cutting.md, "Side by
// side"): the cutting table cuts one piece per strip; or two pieces cut one
// after the other on a roll would not fit across it together; or the rule.
// Plain data in and out: the cutter's screen works it out from the list.

/** A roll as the Cut list lists it: its width and its cuts (offsetMm null: a strip already cut off). */
type ListedRoll = {
  widthMm: number;
  cuts: readonly { productionPolygonId: number; offsetMm: number | null; widthMm: number }[];
};

export type SideBySide = {
  /** The cutting table's setting (CUT_SIDE_BY_SIDE). */
  isAllowed: boolean;
  rollWidthMm: number | null;
  /** Two pieces cut one after the other on a roll that would not fit across it side by side; null: none. */
  apart: { productionPolygonIds: [number, number]; acrossMm: number } | null;
};

/**
 * Of a fabric's rolls as listed: the first two neighbouring strips of one piece each, of two
 * lines, each narrower than the roll, that would not fit side by side.
 */
export function sideBySideOf(rolls: readonly ListedRoll[], isAllowed: boolean): SideBySide {
  const rollWidthMm = rolls[0]?.widthMm ?? null;
  if (!isAllowed) return { isAllowed, rollWidthMm, apart: null };
  for (const roll of rolls) {
    const strips = new Map<number, ListedRoll["cuts"][number][]>();
    for (const cut of roll.cuts) {
      // A strip already cut off is not the plan's choice any more.
      if (cut.offsetMm === null) continue;
      strips.set(cut.offsetMm, [...(strips.get(cut.offsetMm) ?? []), cut]);
    }
    const ordered = [...strips].sort(([a], [b]) => a - b).map(([, cuts]) => cuts);
    for (let i = 0; i + 1 < ordered.length; i++) {
      const [a, b] = [ordered[i]!, ordered[i + 1]!];
      if (a.length !== 1 || b.length !== 1) continue;
      const [x, y] = [a[0]!, b[0]!];
      // A piece as wide as the roll shares with nothing; two widths of one line say nothing new.
      if (x.widthMm >= roll.widthMm || y.widthMm >= roll.widthMm) continue;
      if (x.productionPolygonId === y.productionPolygonId) continue;
      const acrossMm = x.widthMm + y.widthMm;
      if (acrossMm <= roll.widthMm) continue;
      const productionPolygonIds: [number, number] = [x.productionPolygonId, y.productionPolygonId];
      return { isAllowed, rollWidthMm: roll.widthMm, apart: { productionPolygonIds, acrossMm } };
    }
  }
  return { isAllowed, rollWidthMm, apart: null };
}
