// Stage one of the two-stage guillotine plan: pieces grouped side by side
// across the roll into shelves (strips cut off across the whole width).
// Pieces share a shelf where they fit across the roll, unless the cutting
// table's setting cuts one piece per strip (docs/cutting.md, "Side by side").
import type { LpPattern } from "./lower-bound";
import type { CutPiece } from "./schemas";

export type Shelf = {
  /** Length of the strip along the roll: its longest piece. */
  lengthMm: number;
  /** Pieces with their place across the width. */
  pieces: { piece: CutPiece; acrossMm: number }[];
  usedWidthMm: number;
};

/**
 * Whether a piece may have others beside it in its strip: where side by side is allowed (the
 * cutting table's setting), any piece narrower than the roll; the strip's widths decide the rest.
 */
export const isShareable = (piece: CutPiece, rollWidthMm: number, isSideBySideAllowed = true) =>
  isSideBySideAllowed && piece.widthMm < rollWidthMm;

/** Half the roll or wider: a piece that shares a strip with few others as it lies. */
const isHalfOrWider = (widthMm: number, rollWidthMm: number) => widthMm * 2 >= rollWidthMm;

const byLengthThenWidth = (a: CutPiece, b: CutPiece) =>
  b.lengthMm - a.lengthMm || b.widthMm - a.widthMm || a.id.localeCompare(b.id);

/**
 * Builds shelves: a piece that may not share alone; the others, longest first,
 * go to the first (or, with `bestFit`, the fullest) shelf they fit across, so a
 * shelf's first piece is its longest and sets its length.
 */
export function buildShelves(
  pieces: readonly CutPiece[],
  rollWidthMm: number,
  bestFit: boolean,
  isSideBySideAllowed = true,
): Shelf[] {
  const shelves: Shelf[] = [];
  const open: Shelf[] = [];
  for (const piece of [...pieces].sort(byLengthThenWidth)) {
    if (!isShareable(piece, rollWidthMm, isSideBySideAllowed)) {
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

/**
 * The pieces as the planner may lay them to share more: a turnable piece of
 * half the roll or wider but shorter than half the roll is turned, so it
 * becomes a narrow piece. Same ids; only the sizes swap.
 */
export function turnForSharing(pieces: readonly CutPiece[], rollWidthMm: number): CutPiece[] {
  return pieces.map((p) =>
    p.isTurnable && isHalfOrWider(p.widthMm, rollWidthMm) && !isHalfOrWider(p.lengthMm, rollWidthMm)
      ? { ...p, lengthMm: p.widthMm, widthMm: p.lengthMm }
      : p,
  );
}

/** The pieces laid short side along: a turnable piece goes the way its strip is shortest. */
export function turnShortSideAlong(pieces: readonly CutPiece[], rollWidthMm: number): CutPiece[] {
  return pieces.map((p) =>
    p.isTurnable && p.widthMm < p.lengthMm && p.lengthMm <= rollWidthMm
      ? { ...p, lengthMm: p.widthMm, widthMm: p.lengthMm }
      : p,
  );
}

/**
 * Flips turnable pieces one at a time, keeping a flip when the strips (first
 * or best fit) get shorter in total; four passes at most, or until `deadline`.
 */
export function improveOrientation(
  pieces: readonly CutPiece[],
  rollWidthMm: number,
  deadline: number,
  isSideBySideAllowed = true,
): CutPiece[] {
  const current = [...pieces];
  const lengthOf = (layout: readonly CutPiece[]) =>
    Math.min(
      totalShelfLength(buildShelves(layout, rollWidthMm, false, isSideBySideAllowed)),
      totalShelfLength(buildShelves(layout, rollWidthMm, true, isSideBySideAllowed)),
    );
  let total = lengthOf(current);
  for (let pass = 0; pass < 4; pass++) {
    let isImproved = false;
    for (let i = 0; i < current.length && performance.now() < deadline; i++) {
      const p = current[i]!;
      if (!p.isTurnable || p.lengthMm > rollWidthMm) continue;
      current[i] = { ...p, lengthMm: p.widthMm, widthMm: p.lengthMm };
      const flipped = lengthOf(current);
      if (flipped < total) {
        total = flipped;
        isImproved = true;
      } else current[i] = p;
    }
    if (!isImproved) break;
  }
  // Small batches: pairs of flips too, which single flips cannot reach (two pieces that share only turned).
  const turnable = current.flatMap((p, i) =>
    p.isTurnable && p.lengthMm <= rollWidthMm && p.widthMm <= rollWidthMm ? [i] : [],
  );
  if (turnable.length > 40) return current;
  const flip = (i: number) => {
    const p = current[i]!;
    current[i] = { ...p, lengthMm: p.widthMm, widthMm: p.lengthMm };
  };
  for (let a = 0; a < turnable.length; a++) {
    for (let b = a + 1; b < turnable.length && performance.now() < deadline; b++) {
      flip(turnable[a]!);
      flip(turnable[b]!);
      const flipped = lengthOf(current);
      if (flipped < total) total = flipped;
      else {
        flip(turnable[a]!);
        flip(turnable[b]!);
      }
    }
  }
  return current;
}

/** One strip of these pieces (as laid, at least one) side by side, the longest first. */
export function shelfOf(laid: readonly CutPiece[]): Shelf {
  const chosen = [...laid].sort(byLengthThenWidth);
  let acrossMm = 0;
  const pieces = chosen.map((piece) => {
    const at = acrossMm;
    acrossMm += piece.widthMm;
    return { piece, acrossMm: at };
  });
  return { lengthMm: chosen[0]!.lengthMm, pieces, usedWidthMm: acrossMm };
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
  isSideBySideAllowed = true,
): Shelf[] {
  const left = [...pieces].sort(byLengthThenWidth);
  /** Takes `count` pieces of this laid size, turning turnable ones when that is how the LP laid them. */
  const take = (lengthMm: number, widthMm: number, count: number): CutPiece[] | undefined => {
    const found: number[] = [];
    for (let i = 0; i < left.length && found.length < count; i++) {
      const p = left[i]!;
      const fits =
        (p.lengthMm === lengthMm && p.widthMm === widthMm) ||
        (p.isTurnable && p.lengthMm === widthMm && p.widthMm === lengthMm);
      if (fits) found.push(i);
    }
    if (found.length < count) return undefined;
    return found
      .reverse()
      .map((i) => left.splice(i, 1)[0]!)
      .map((p) => ({ ...p, lengthMm, widthMm }));
  };
  const shelves: Shelf[] = [];
  for (const pattern of [...patterns].sort((a, b) => b.x - a.x)) {
    if (pattern.pieces.reduce((s, p) => s + p.widthMm * p.count, 0) > rollWidthMm) continue;
    if (!isSideBySideAllowed && pattern.pieces.reduce((s, p) => s + p.count, 0) > 1) continue;
    for (let copy = 0; copy < Math.ceil(pattern.x - 1e-6); copy++) {
      const snapshot = [...left];
      const parts = pattern.pieces.map((p) => take(p.lengthMm, p.widthMm, p.count));
      if (parts.some((part) => part === undefined)) {
        left.splice(0, left.length, ...snapshot);
        break;
      }
      shelves.push(shelfOf(parts.flatMap((part) => part!)));
    }
  }
  return [...shelves, ...buildShelves(left, rollWidthMm, false, isSideBySideAllowed)];
}
