// An independent check of a cut plan: it shares no code with the planner and
// reads only the plan, the pieces and the stock, so a planner bug cannot hide
// behind a helper both use. Returns every rule broken, as sentences.
import type { CutPiece, FabricPlan, StockItem } from "./schemas";

export type CheckInput = {
  pieces: readonly CutPiece[];
  stock: readonly StockItem[];
  /** Rolls the plan may add, not in stock yet. */
  newRoll?: { widthMm: number; lengthMm: number };
  lotOverrideProjectIds?: readonly number[];
  /** The cutting table's setting: false, no two cuts share a strip. */
  isSideBySideAllowed?: boolean;
};

export function checkPlan(plan: FabricPlan, input: CheckInput): string[] {
  const problems: string[] = [];
  const pieceById = new Map(input.pieces.map((p) => [p.id, p]));
  const stockById = new Map(input.stock.map((s) => [s.id, s]));
  const seen = new Map<string, number>();
  const count = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);
  const projectLots = new Map<number, Set<string>>();
  const rollIds = new Set<string>();

  for (const roll of plan.rolls) {
    if (rollIds.has(roll.rollId)) problems.push(`roll ${roll.rollId} appears twice`);
    rollIds.add(roll.rollId);
    const inStock = stockById.get(roll.rollId);
    const limit = inStock ?? (roll.isNew ? input.newRoll : undefined);
    if (!limit) {
      problems.push(`roll ${roll.rollId} is neither in stock nor a new roll`);
      continue;
    }
    if (inStock && inStock.lot !== roll.lot)
      problems.push(`roll ${roll.rollId} is of lot ${inStock.lot}, the plan says ${roll.lot}`);
    for (const cut of roll.cuts) {
      const piece = pieceById.get(cut.pieceId);
      count(cut.pieceId);
      if (!piece) {
        problems.push(`cut ${cut.pieceId} on roll ${roll.rollId} is no piece of this batch`);
        continue;
      }
      if (piece.productionPolygonId !== cut.productionPolygonId)
        problems.push(`cut ${cut.pieceId} names the wrong line`);
      const isAsGiven = piece.lengthMm === cut.lengthMm && piece.widthMm === cut.widthMm;
      const isTurned =
        piece.isTurnable === true && piece.lengthMm === cut.widthMm && piece.widthMm === cut.lengthMm;
      if (!isAsGiven && !isTurned)
        problems.push(
          `cut ${cut.pieceId} is ${cut.lengthMm}x${cut.widthMm} mm, the piece ${piece.lengthMm}x${piece.widthMm}`,
        );
      if (cut.offsetMm < 0 || cut.offsetMm + cut.lengthMm > limit.lengthMm)
        problems.push(
          `cut ${cut.pieceId} ends at ${cut.offsetMm + cut.lengthMm} mm, roll ${roll.rollId} has ${limit.lengthMm} mm`,
        );
      if (cut.acrossMm < 0 || cut.acrossMm + cut.widthMm > limit.widthMm)
        problems.push(
          `cut ${cut.pieceId} reaches ${cut.acrossMm + cut.widthMm} mm across, roll ${roll.rollId} is ${limit.widthMm} mm wide`,
        );
      if (!input.lotOverrideProjectIds?.includes(piece.projectId)) {
        const lots = projectLots.get(piece.projectId) ?? new Set<string>();
        lots.add(roll.lot);
        projectLots.set(piece.projectId, lots);
      }
    }
    problems.push(...overlaps(roll.rollId, roll.cuts, input.isSideBySideAllowed ?? true));
  }
  for (const [projectId, lots] of projectLots)
    if (lots.size > 1) problems.push(`project ${projectId} is cut from lots ${[...lots].sort().join(", ")}`);
  for (const u of plan.unplanned) count(u.pieceId);
  for (const piece of input.pieces) {
    const times = seen.get(piece.id) ?? 0;
    if (times !== 1) problems.push(`piece ${piece.id} is planned ${times} times`);
  }
  return problems;
}

type Rect = { pieceId: string; offsetMm: number; lengthMm: number; acrossMm: number; widthMm: number };

/** Pairwise: two cuts on one roll may not share any area, nor a strip where side by side is off. */
function overlaps(rollId: string, cuts: readonly Rect[], isSideBySideAllowed: boolean): string[] {
  const problems: string[] = [];
  const sorted = [...cuts].sort((a, b) => a.offsetMm - b.offsetMm);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      if (b.offsetMm >= a.offsetMm + a.lengthMm) break;
      const isAcrossApart = b.acrossMm >= a.acrossMm + a.widthMm || a.acrossMm >= b.acrossMm + b.widthMm;
      if (!isAcrossApart) problems.push(`cuts ${a.pieceId} and ${b.pieceId} overlap on roll ${rollId}`);
      else if (!isSideBySideAllowed)
        problems.push(`cuts ${a.pieceId} and ${b.pieceId} lie side by side on roll ${rollId}, which is off`);
    }
  }
  return problems;
}
