// The lower bound of one fabric's plan in millimetres (docs/cutting.md).
import { getHighs } from "./highs";
import type { Highs } from "highs";
import { martelloTothL2, patternLpBound, toPieceTypes, type LpPattern, type PieceType } from "./lower-bound";
import type { CutPiece } from "./schemas";

const lpCellLimit = 50_000_000;

/**
 * The larger of: the area bound; the two-stage pattern LP, rounded up; and,
 * when every roll has length `binLengthMm` and every started roll counts
 * whole (plain bin packing), the bin-count bound times that length.
 */
export async function fabricBound(
  pieces: readonly CutPiece[],
  rollWidthMm: number,
  binLengthMm: number | undefined,
  deadline: number,
): Promise<{ boundMm: number; patterns: LpPattern[] }> {
  if (pieces.length === 0) return { boundMm: 0, patterns: [] };
  const highs = await getHighs();
  const area = Math.ceil(pieces.reduce((s, p) => s + p.lengthMm * p.widthMm, 0) / rollWidthMm);
  const lp = patternLpBound(highs, toPieceTypes(pieces, rollWidthMm), rollWidthMm, deadline, 10);
  const strip = Math.ceil(lp.bound - 1e-6);
  let bound = Math.max(area, strip);
  const isNoneShared = pieces.every((p) => p.widthMm * 2 >= rollWidthMm);
  if (binLengthMm !== undefined && isNoneShared)
    bound = Math.max(
      bound,
      binBound(
        highs,
        pieces.map((p) => p.lengthMm),
        binLengthMm,
        deadline,
      ) * binLengthMm,
    );
  return { boundMm: bound, patterns: lp.patterns };
}

/** Rolls needed at least for items of these lengths on rolls of one length: L2, or the pattern LP rounded up. */
export function binBound(
  highs: Highs,
  lengths: readonly number[],
  capacity: number,
  deadline: number,
): number {
  const l2 = martelloTothL2(lengths, capacity);
  // The knapsack's table grows with items x capacity; past this the LP is skipped and L2 stands alone.
  if (lengths.length * capacity > lpCellLimit) return l2;
  const counts = new Map<number, number>();
  for (const l of lengths) counts.set(l, (counts.get(l) ?? 0) + 1);
  // In bin packing every pattern (a roll) costs 1; the item's length lies "across" the knapsack.
  const types: PieceType[] = [...counts].map(([l, demand]) => ({
    lengthMm: 1,
    widthMm: l,
    demand,
    isShareable: true,
  }));
  return Math.max(l2, Math.ceil(patternLpBound(highs, types, capacity, deadline).bound - 1e-6));
}
