// The lower bound of one fabric's plan in millimetres: area, the pattern LP
// and, for plain bin packing, Martello and Toth's L2 (docs/cutting.md).
import { getHighs } from "./highs";
import type { Highs } from "highs";
import { patternLpBound, typeKeyOf, type LpPattern, type PieceType } from "./lower-bound";
import { wholeRollsBound } from "./price-and-dive";
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
  /** The cutting table's setting: false, every piece has its strip alone. */
  isSideBySideAllowed = true,
  /** Rolls of a packing found already: where L2 says as many, the LP is not solved (nothing can beat it). */
  incumbentRolls = Infinity,
): Promise<{ boundMm: number; patterns: LpPattern[]; columns: LpPattern[] }> {
  if (pieces.length === 0) return { boundMm: 0, patterns: [], columns: [] };
  const highs = await getHighs();
  const area = Math.ceil(pieces.reduce((s, p) => s + p.lengthMm * p.widthMm, 0) / rollWidthMm);
  const types = toPieceTypes(pieces, rollWidthMm, isSideBySideAllowed);
  const lp = patternLpBound(highs, types, rollWidthMm, deadline, 10);
  const strip = Math.ceil(lp.bound - 1e-6);
  let bound = Math.max(area, strip);
  if (binLengthMm !== undefined && isEachPieceItsStrip(pieces, rollWidthMm, isSideBySideAllowed))
    bound = Math.max(
      bound,
      binBound(
        highs,
        pieces.map((p) => p.lengthMm),
        binLengthMm,
        deadline,
        incumbentRolls,
      ) * binLengthMm,
    );
  return { boundMm: bound, patterns: lp.patterns, columns: lp.generated };
}

/** No two pieces as given fit side by side (or may not): each strip is one piece's length. */
export function isEachPieceItsStrip(
  pieces: readonly { widthMm: number }[],
  rollWidthMm: number,
  isSideBySideAllowed: boolean,
): boolean {
  const [first, second] = pieces.map((p) => p.widthMm).sort((a, b) => a - b);
  return !isSideBySideAllowed || second === undefined || first! + second > rollWidthMm;
}

/** Rolls needed at least for items of these lengths on rolls of one length: L2, or the pattern LP rounded up. */
export function binBound(
  highs: Highs,
  lengths: readonly number[],
  capacity: number,
  deadline: number,
  incumbentRolls = Infinity,
): number {
  // The cheap bounds first (L2 is never below the sum's): a packing at them is optimal, no LP needed.
  const l2 = martelloTothL2(lengths, capacity);
  if (l2 >= incumbentRolls) return l2;
  // The knapsack's table grows with items x capacity; past this the LP is skipped and L2 stands alone.
  if (lengths.length * capacity > lpCellLimit) return l2;
  // The LP of bin packing by the dive's column generation (price-and-dive.ts), with exchange columns.
  return wholeRollsBound(highs, lengths, capacity, l2, deadline);
}

/** Martello and Toth's L2 bound on the number of bins of size `capacity`. */
export function martelloTothL2(sizes: readonly number[], capacity: number): number {
  const alphas = [0, ...new Set(sizes.filter((s) => s * 2 <= capacity))];
  let best = 0;
  for (const alpha of alphas) {
    let big = 0;
    let middleCount = 0;
    let middleSum = 0;
    let smallSum = 0;
    for (const s of sizes) {
      if (s > capacity - alpha) big++;
      else if (s * 2 > capacity) {
        middleCount++;
        middleSum += s;
      } else if (s >= alpha) smallSum += s;
    }
    const spill = Math.max(0, Math.ceil((smallSum - (middleCount * capacity - middleSum)) / capacity));
    best = Math.max(best, big + middleCount + spill);
  }
  return best;
}

/** Groups equal pieces into types, for the pattern model. */
export function toPieceTypes(
  pieces: readonly { lengthMm: number; widthMm: number; isTurnable?: boolean }[],
  rollWidthMm: number,
  isSideBySideAllowed = true,
): PieceType[] {
  const byKey = new Map<string, PieceType>();
  for (const p of pieces) {
    const key = typeKeyOf(p);
    const type = byKey.get(key);
    if (type) type.demand++;
    else
      byKey.set(key, {
        lengthMm: p.lengthMm,
        widthMm: p.widthMm,
        demand: 1,
        // Where side by side is allowed, a piece narrower than the roll (as given or turned) may share.
        isShareable: isSideBySideAllowed && p.widthMm < rollWidthMm,
        isTurnedShareable: isSideBySideAllowed && p.lengthMm < rollWidthMm,
        isTurnable: p.isTurnable ?? false,
      });
  }
  return [...byKey.values()];
}
