// What a cutter does by hand, for comparison in the bench (docs/cutting.md,
// "Against cutting by hand"): first-fit decreasing as a cutter can do it.
import { packDecreasing } from "./bin-packing";
import { lotGroupKey } from "./lots";
import { consumedMm } from "./lot-plan";
import { buildShelves } from "./shelves";
import { fabricPlanInputSchema, type FabricPlanInput, type FabricPlanOptions } from "./schemas";

type HandBin = { lot: string; capacity: number; load: number };

/** Offcuts first, then part-used rolls, shortest first: what a cutter reaches for. */
const handOrder = (stock: FabricPlanOptions["stock"]) =>
  [...stock].sort((a, b) => Number(b.isOffcut) - Number(a.isOffcut) || a.lengthMm - b.lengthMm);

/**
 * By hand, project by project in the order the tickets come: the project's
 * pieces longest first, pieces side by side where they fit across and the
 * cutting table allows it (the strip as long as its longest), each strip into the first roll of one
 * lot with room. The lot is the first (offcuts first) whose rolls take the
 * whole project, else new rolls. Turned only where the cut sizes turn a blind
 * wider than the roll: turning to save fabric is the planner's.
 */
export function handCutUsedMm(input: FabricPlanInput): number {
  const { pieces, stock, newRoll, minOffcutMm, lotOverrideProjectIds, isSideBySideAllowed } =
    fabricPlanInputSchema.parse(input);
  const rollWidthMm = newRoll?.widthMm ?? stock[0]?.widthMm ?? 0;
  const bins: HandBin[] = handOrder(stock.filter((s) => s.widthMm === rollWidthMm)).map((s) => ({
    lot: s.lot,
    capacity: s.lengthMm,
    load: 0,
  }));
  const lots = [...new Set(bins.map((b) => b.lot))];
  const projects = new Map<string, typeof pieces>();
  const overridden = new Set(lotOverrideProjectIds);
  for (const piece of pieces) {
    const key = lotGroupKey(piece, overridden);
    projects.set(key, [...(projects.get(key) ?? []), piece]);
  }
  for (const projectPieces of projects.values()) {
    const strips = buildShelves(projectPieces, rollWidthMm, false, isSideBySideAllowed).map(
      (s) => s.lengthMm,
    );
    const fitted = lots.map((lot) => firstFit(strips, bins, lot)).find((placed) => placed !== null);
    if (fitted) {
      for (const [bin, length] of fitted) bin.load += length;
      continue;
    }
    if (!newRoll) continue;
    for (const length of strips) {
      if (length > newRoll.lengthMm) continue;
      let bin = bins.find((b) => b.lot === newRoll.lot && b.capacity - b.load >= length);
      if (!bin) bins.push((bin = { lot: newRoll.lot, capacity: newRoll.lengthMm, load: 0 }));
      bin.load += length;
    }
  }
  return bins.reduce((sum, b) => sum + consumedMm(b.capacity, b.load, minOffcutMm), 0);
}

/** The strips (longest first) each into the first roll of `lot` with room; null when one does not fit. */
function firstFit(strips: readonly number[], bins: readonly HandBin[], lot: string) {
  const room = new Map(bins.filter((b) => b.lot === lot).map((b) => [b, b.capacity - b.load]));
  const placed: [HandBin, number][] = [];
  for (const length of [...strips].sort((a, b) => b - a)) {
    const bin = [...room].find(([, left]) => left >= length)?.[0];
    if (!bin) return null;
    room.set(bin, room.get(bin)! - length);
    placed.push([bin, length]);
  }
  return placed;
}

/**
 * The first comparison: every piece its own strip across the whole
 * width, longest first, into the first offcut or roll with room, lots ignored.
 * Kept in the bench's table beside the cutter's way above.
 */
export function stripPerPieceUsedMm(input: FabricPlanInput): number {
  const { pieces, stock, newRoll, minOffcutMm } = fabricPlanInputSchema.parse(input);
  const ordered = handOrder(stock);
  const bins = [...ordered.map((s) => s.lengthMm), ...(newRoll ? pieces.map(() => newRoll.lengthMm) : [])];
  const packing = packDecreasing(
    pieces.map((p) => p.lengthMm),
    bins.map((capacity) => ({ capacity })),
    bins.map(() => false),
    false,
  );
  return packing.bins.reduce(
    (sum, items, b) =>
      sum +
      consumedMm(
        bins[b]!,
        items.reduce((s, i) => s + pieces[i]!.lengthMm, 0),
        minOffcutMm,
      ),
    0,
  );
}
