// Strips by an integer program (price-and-branch, docs/cutting.md "A closer
// plan"): the strips the bound's column generation priced, the best strips
// found by first fit, and every piece alone are the columns; HiGHS chooses
// how many of each to cut so that every piece is covered and the strips are
// shortest in total. First fit lays the longest pieces first and cannot look
// ahead: on a batch of wide and narrow curtains it left 14 % more fabric than
// this program finds.
import type { Highs } from "highs";
import { solveIntegerCover } from "./integer-cover";
import { typeKeyOf, type LpPattern } from "./lower-bound";
import type { CutPiece } from "./schemas";
import { shelfOf, totalShelfLength, type Shelf } from "./shelves";

/** Pieces of one size (as given) in a column, laid as the column lays them. */
type Entry = { row: number; count: number; lengthMm: number; widthMm: number };
type Column = { entries: Entry[]; cost: number; key: string };

/**
 * Shorter strips for `pieces` than `incumbent` (strips of the same pieces), when
 * HiGHS finds them before `deadline`; else undefined. `columns` are strips as
 * laid sizes (the bound's LP's), any of whose pieces may be of other lots: only
 * this lot's sizes count, each as often as the lot has it.
 */
export function shelvesByProgram(
  highs: Highs,
  pieces: readonly CutPiece[],
  rollWidthMm: number,
  columns: readonly LpPattern[],
  incumbent: readonly Shelf[],
  deadline: number,
): Shelf[] | undefined {
  const rows: CutPiece[][] = [];
  const rowOfKey = new Map<string, number>();
  const rowOfId = new Map<string, number>();
  for (const piece of pieces) {
    const key = typeKeyOf(piece);
    let row = rowOfKey.get(key);
    if (row === undefined) {
      row = rows.push([]) - 1;
      rowOfKey.set(key, row);
    }
    rows[row]!.push(piece);
    rowOfId.set(piece.id, row);
  }

  const byKey = new Map<string, Column>();
  const add = (
    laid: readonly { lengthMm: number; widthMm: number; count: number; row?: number; typeKey?: string }[],
  ) => {
    const counts = new Map<string, Entry>();
    for (const p of laid) {
      const row = p.row ?? (p.typeKey === undefined ? undefined : rowOfKey.get(p.typeKey));
      if (row === undefined) continue;
      const key = `${row}:${p.lengthMm}x${p.widthMm}`;
      const entry = counts.get(key) ?? { row, count: 0, lengthMm: p.lengthMm, widthMm: p.widthMm };
      entry.count = Math.min(entry.count + p.count, rows[row]!.length);
      counts.set(key, entry);
    }
    const entries = [...counts.values()].filter((e) => e.count > 0).sort((a, b) => a.row - b.row);
    // Widths in millimetres: the LP priced on coarser units, where a strip may not fit as laid.
    if (entries.length === 0 || entries.reduce((s, e) => s + e.widthMm * e.count, 0) > rollWidthMm) return;
    const key = entries.map((e) => `${e.row}:${e.lengthMm}x${e.widthMm}*${e.count}`).join(",");
    if (!byKey.has(key)) byKey.set(key, { entries, cost: Math.max(...entries.map((e) => e.lengthMm)), key });
    return key;
  };
  // Every piece alone, as given and turned: the program always has a cover.
  rows.forEach(([piece], row) => {
    add([{ ...piece!, count: 1, row }]);
    if (piece!.isTurnable) add([{ lengthMm: piece!.widthMm, widthMm: piece!.lengthMm, count: 1, row }]);
  });
  for (const pattern of columns) add(pattern.pieces);
  // The incumbent's strips, as its start: the program can always do as well as they do.
  const startKeys = incumbent.map((shelf) =>
    add(shelf.pieces.map(({ piece }) => ({ ...piece, count: 1, row: rowOfId.get(piece.id) }))),
  );
  const list = [...byKey.values()];
  const start = list.map((c) => startKeys.filter((key) => key === c.key).length);
  const incumbentMm = totalShelfLength(incumbent);
  const copies = solveIntegerCover(highs, {
    counts: list.map((c) => {
      const counts = new Array<number>(rows.length).fill(0);
      for (const e of c.entries) counts[e.row]! += e.count;
      return counts;
    }),
    costs: list.map((c) => c.cost),
    demands: rows.map((r) => r.length),
    start,
    deadline,
    isPartition: false,
    objectiveBound: incumbentMm - 0.5,
  });
  if (!copies) return undefined;
  const shelves = shelvesOf(list, copies, rows);
  return totalShelfLength(shelves) < incumbentMm ? shelves : undefined;
}

/** The chosen columns as strips; a column covering more than is left of a size drops the extra. */
function shelvesOf(list: readonly Column[], copies: readonly number[], rows: readonly CutPiece[][]): Shelf[] {
  const left = rows.map((r) => [...r]);
  const shelves: Shelf[] = [];
  list.forEach((column, j) => {
    for (let copy = 0; copy < copies[j]!; copy++) {
      const laid = column.entries.flatMap((e) =>
        left[e.row]!.splice(0, e.count).map((piece) => ({
          ...piece,
          lengthMm: e.lengthMm,
          widthMm: e.widthMm,
        })),
      );
      if (laid.length > 0) shelves.push(shelfOf(laid));
    }
  });
  return shelves;
}
