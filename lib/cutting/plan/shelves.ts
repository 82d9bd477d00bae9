// Stage one of the two-stage guillotine plan: pieces grouped side by side
// across the roll into shelves (strips cut off across the whole width).
// Only pieces narrower than half the roll share a shelf (docs/cutting.md).
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
