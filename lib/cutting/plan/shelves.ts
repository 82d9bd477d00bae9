// Stage one of the two-stage guillotine plan: pieces grouped side by side
// across the roll into shelves (strips cut off across the whole width).
// Only pieces narrower than half the roll share a shelf (docs/cutting.md).
import type { LpPattern } from "./lower-bound";
import type { CutPiece } from "./schemas";

export type Shelf = {
  /** Length of the strip along the roll: its longest piece. */
  lengthMm: number;
  /** Pieces with their place across the width. */
  pieces: { piece: CutPiece; acrossMm: number }[];
  usedWidthMm: number;
};

export const isShareable = (piece: CutPiece, rollWidthMm: number) => piece.widthMm * 2 < rollWidthMm;

const byLengthThenWidth = (a: CutPiece, b: CutPiece) =>
  b.lengthMm - a.lengthMm || b.widthMm - a.widthMm || a.id.localeCompare(b.id);

/**
 * Builds shelves: each wide piece alone; narrow pieces, longest first, go to
 * the first (or, with `bestFit`, the fullest) shelf they fit across, so a
 * shelf's first piece is its longest and sets its length.
 */
export function buildShelves(pieces: readonly CutPiece[], rollWidthMm: number, bestFit: boolean): Shelf[] {
  const shelves: Shelf[] = [];
  const open: Shelf[] = [];
  for (const piece of [...pieces].sort(byLengthThenWidth)) {
    if (!isShareable(piece, rollWidthMm)) {
      shelves.push({
        lengthMm: piece.lengthMm,
        pieces: [{ piece, acrossMm: 0 }],
        usedWidthMm: piece.widthMm,
      });
      continue;
    }
    let target: Shelf | undefined;
    for (const shelf of open) {
      if (shelf.usedWidthMm + piece.widthMm > rollWidthMm) continue;
      if (!bestFit) {
        target = shelf;
        break;
      }
      if (!target || shelf.usedWidthMm > target.usedWidthMm) target = shelf;
    }
    if (target) {
      target.pieces.push({ piece, acrossMm: target.usedWidthMm });
      target.usedWidthMm += piece.widthMm;
      continue;
    }
    const shelf: Shelf = {
      lengthMm: piece.lengthMm,
      pieces: [{ piece, acrossMm: 0 }],
      usedWidthMm: piece.widthMm,
    };
    open.push(shelf);
    shelves.push(shelf);
  }
  return shelves;
}

export const totalShelfLength = (shelves: readonly Shelf[]) =>
  shelves.reduce((sum, s) => sum + s.lengthMm, 0);

/**
 * Shelves after the bound's LP: its patterns, most used first, are cut as
 * often as the LP takes them (rounded up) while their pieces are left;
 * the rest go by first fit. Widths are checked again in millimetres.
 */
export function buildShelvesFromPatterns(
  pieces: readonly CutPiece[],
  rollWidthMm: number,
  patterns: readonly LpPattern[],
): Shelf[] {
  const left = new Map<string, CutPiece[]>();
  for (const piece of [...pieces].sort(byLengthThenWidth)) {
    const key = `${piece.lengthMm}x${piece.widthMm}`;
    left.set(key, [...(left.get(key) ?? []), piece]);
  }
  const shelves: Shelf[] = [];
  for (const pattern of [...patterns].sort((a, b) => b.x - a.x)) {
    if (pattern.pieces.reduce((s, p) => s + p.widthMm * p.count, 0) > rollWidthMm) continue;
    for (let copy = 0; copy < Math.ceil(pattern.x - 1e-6); copy++) {
      const isAvailable = pattern.pieces.every(
        (p) => (left.get(`${p.lengthMm}x${p.widthMm}`)?.length ?? 0) >= p.count,
      );
      if (!isAvailable) break;
      const chosen = pattern.pieces
        .flatMap((p) => left.get(`${p.lengthMm}x${p.widthMm}`)!.splice(0, p.count))
        .sort(byLengthThenWidth);
      let acrossMm = 0;
      const placed = chosen.map((piece) => {
        const at = acrossMm;
        acrossMm += piece.widthMm;
        return { piece, acrossMm: at };
      });
      shelves.push({ lengthMm: chosen[0]!.lengthMm, pieces: placed, usedWidthMm: acrossMm });
    }
  }
  const rest = [...left.values()].flat();
  return [...shelves, ...buildShelves(rest, rollWidthMm, false)];
}
