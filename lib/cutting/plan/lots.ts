// One dye batch per project: the pieces of a project in one fabric are all
// planned on stock of one lot, unless a supervisor overrode that project.
import type { CutPiece, FabricPlanOptions, StockItem } from "./schemas";

export const newLot = (options: FabricPlanOptions) => options.newRoll?.lot ?? "new";

/** The key pieces are grouped by: the project, or the piece itself when overridden. */
export const lotGroupKey = (piece: CutPiece, overridden: ReadonlySet<number>) =>
  overridden.has(piece.projectId) ? `piece:${piece.id}` : `project:${piece.projectId}`;

/**
 * Chooses a lot for each group: the stock lot whose length left fits the
 * group's estimated need most tightly (lots holding offcuts first), else new
 * rolls, else the lot with most left. Groups needing most are placed first,
 * or least (the planner tries both: which wastes less depends on the batch).
 */
export function assignLots(
  groups: ReadonlyMap<string, { needMm: number }>,
  stock: readonly StockItem[],
  hasNewRolls: boolean,
  newLotName: string,
  excluded: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
  isLargestFirst = true,
): Map<string, string> {
  const remaining = new Map<string, number>();
  const hasOffcut = new Set<string>();
  for (const item of stock) {
    remaining.set(item.lot, (remaining.get(item.lot) ?? 0) + item.lengthMm);
    if (item.isOffcut) hasOffcut.add(item.lot);
  }
  const lots = [...remaining.keys()].sort((a, b) => Number(hasOffcut.has(b)) - Number(hasOffcut.has(a)));
  const assignment = new Map<string, string>();
  const order = [...groups.entries()].sort(
    (a, b) =>
      (isLargestFirst ? b[1].needMm - a[1].needMm : a[1].needMm - b[1].needMm) || a[0].localeCompare(b[0]),
  );
  for (const [key, { needMm }] of order) {
    const allowed = lots.filter((lot) => !excluded.get(key)?.has(lot));
    const fitting = allowed.filter((lot) => remaining.get(lot)! >= needMm);
    const tightest = fitting.sort((a, b) => remaining.get(a)! - remaining.get(b)!)[0];
    const fullest = [...allowed].sort((a, b) => remaining.get(b)! - remaining.get(a)!)[0];
    const lot = tightest ?? (hasNewRolls ? newLotName : (fullest ?? newLotName));
    assignment.set(key, lot);
    if (remaining.has(lot)) remaining.set(lot, remaining.get(lot)! - needMm);
  }
  return assignment;
}
