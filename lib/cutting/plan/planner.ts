// The cut planner for one fabric: every piece to a roll or an offcut of one
// lot per project, cuts ordered along the roll, and the plan's lower bound.
// The rules and the objective are told in docs/cutting.md.
import { getHighs } from "./highs";
import { assignLots, lotGroupKey, newLot } from "./lots";
import { planLot, consumedMm, type LotHints, type StockBin } from "./lot-plan";
import { fabricBound, isEachPieceItsStrip } from "./plan-bound";
import { buildShelves, totalShelfLength } from "./shelves";
import {
  fabricPlanInputSchema,
  type CutPiece,
  type FabricPlan,
  type FabricPlanInput,
  type RollPlan,
  type Unplanned,
} from "./schemas";

export type PlanOptions = { timeLimitMs?: number };

const mostCommon = (values: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
};

export async function planFabric(
  input: FabricPlanInput,
  { timeLimitMs = 1_500 }: PlanOptions = {},
): Promise<FabricPlan> {
  const started = performance.now();
  const options = fabricPlanInputSchema.parse(input);
  const { pieces, newRoll, minOffcutMm, isSideBySideAllowed } = options;
  const unplanned: Unplanned[] = [];
  const reject = (piece: CutPiece, reason: string) =>
    unplanned.push({ productionPolygonId: piece.productionPolygonId, pieceId: piece.id, reason });

  // One width per fabric: stock of another width (rare) is left out of this plan.
  const rollWidthMm = newRoll?.widthMm ?? mostCommon(options.stock.map((s) => s.widthMm)) ?? 0;
  const stock = options.stock.filter((s) => s.widthMm === rollWidthMm && s.lengthMm > 0);
  const longestMm = Math.max(newRoll?.lengthMm ?? 0, ...stock.map((s) => s.lengthMm));
  const plannable: CutPiece[] = [];
  for (const piece of pieces) {
    if (piece.fabric !== options.fabric) reject(piece, `is cut from ${piece.fabric}, not ${options.fabric}`);
    else if (rollWidthMm === 0) reject(piece, "no roll of this fabric in stock");
    else if (piece.widthMm > rollWidthMm)
      reject(piece, `is ${piece.widthMm} mm wide, the roll ${rollWidthMm} mm`);
    else if (piece.lengthMm > longestMm)
      reject(piece, `is ${piece.lengthMm} mm long, the longest roll has ${longestMm} mm`);
    else plannable.push(piece);
  }

  const overridden = new Set(options.lotOverrideProjectIds);
  const groups = new Map<string, CutPiece[]>();
  for (const piece of plannable) {
    const key = lotGroupKey(piece, overridden);
    groups.set(key, [...(groups.get(key) ?? []), piece]);
  }
  // The need of a project is its shelves' length (plus a margin for roll ends): what its lot must hold.
  const needs = new Map(
    [...groups].map(([key, ps]) => [
      key,
      {
        needMm: Math.ceil(totalShelfLength(buildShelves(ps, rollWidthMm, false, isSideBySideAllowed)) * 1.05),
      },
    ]),
  );
  const newLotName = newLot(options);

  const planLots = (assignment: Map<string, string>, deadline: number, hints: LotHints = {}) => {
    const byLot = new Map<string, CutPiece[]>();
    for (const [key, ps] of groups)
      byLot.set(assignment.get(key)!, [...(byLot.get(assignment.get(key)!) ?? []), ...ps]);
    const lots = [...byLot.keys()];
    const now = performance.now();
    const results = lots.map((lot, index) => {
      const lotPieces = byLot.get(lot)!;
      const bins = binsOfLot(lot, stock, newRoll, newLotName, lotPieces.length);
      return planLot(
        lotPieces,
        bins,
        rollWidthMm,
        minOffcutMm,
        now + ((deadline - now) * (index + 1)) / lots.length,
        { ...hints, isSideBySideAllowed },
      );
    });
    return {
      rolls: results.flatMap((r) => r.rolls),
      leftOver: results.flatMap((r) => r.unpacked),
      // One lot of every piece: the bound its whole-rolls search proved, in rolls (lot-plan.ts).
      rollsBound: results.length === 1 ? results[0]!.rollsBound : undefined,
    };
  };

  const usedOf = (rolls: readonly RollPlan[]) =>
    rolls.reduce((sum, roll) => sum + consumedMm(roll.lengthMm, cutLength(roll), minOffcutMm), 0);
  // Quick plans (no search) until every project has a lot that holds it, or no other lot is left.
  const settle = (isLargestFirst: boolean) => {
    const excluded = new Map<string, Set<string>>();
    const assign = () =>
      assignLots(needs, stock, newRoll !== undefined, newLotName, excluded, isLargestFirst);
    const firstAssignment = assign();
    let current = { assignment: firstAssignment, plan: planLots(firstAssignment, 0) };
    let best = current;
    for (let round = 0; round < 8 && current.plan.leftOver.length > 0; round++) {
      let isChanged = false;
      for (const key of new Set(current.plan.leftOver.map((p) => lotGroupKey(p, overridden)))) {
        const lot = current.assignment.get(key)!;
        if (lot === newLotName || excluded.get(key)?.has(lot)) continue;
        excluded.set(key, new Set([...(excluded.get(key) ?? []), lot]));
        isChanged = true;
      }
      if (!isChanged) break;
      const assignment = assign();
      current = { assignment, plan: planLots(assignment, 0) };
      // A later round may leave more out (the lot it tries is smaller): the round that planned most wins.
      if (current.plan.leftOver.length < best.plan.leftOver.length) best = current;
    }
    return best;
  };
  // Every project on new rolls: one lot, so strips are shared across projects that stock would split.
  const allNew = () => {
    const assignment = new Map([...groups.keys()].map((key) => [key, newLotName]));
    return { assignment, plan: planLots(assignment, 0) };
  };
  // Without stock every project goes to the new rolls' lot: both orders give the same plan.
  const candidates =
    stock.length === 0 ? [settle(true)] : [settle(true), settle(false), ...(newRoll ? [allNew()] : [])];
  const settled = candidates.sort(
    (a, b) => a.plan.leftOver.length - b.plan.leftOver.length || usedOf(a.plan.rolls) - usedOf(b.plan.rolls),
  )[0]!;
  const { assignment } = settled;
  let plan = settled.plan;

  const leftOverIds = new Set(plan.leftOver.map((p) => p.id));
  const planned = plannable.filter((p) => !leftOverIds.has(p.id));
  const bins = [...stock.map((s) => s.lengthMm), ...(newRoll ? [newRoll.lengthMm] : [])];
  const isPlainBinPacking =
    stock.every((s) => !s.isOffcut) && new Set(bins).size === 1 && minOffcutMm >= (bins[0] ?? 0);
  let usedMm = usedOf(plan.rolls);
  // Plain bin packing whose pieces each take a strip: the bound's LP is the search's too (its columns
  // carry over, price-and-dive.ts), so it gets a smaller share here and the search raises the bound after.
  const isBinPacking =
    isPlainBinPacking &&
    plan.leftOver.length === 0 &&
    !planned.some((p) => p.isTurnable) &&
    isEachPieceItsStrip(planned, rollWidthMm, isSideBySideAllowed);
  const bound = await fabricBound(
    planned,
    rollWidthMm,
    isPlainBinPacking ? bins[0] : undefined,
    started + timeLimitMs * (isBinPacking ? 0.1 : 0.7),
    isSideBySideAllowed,
    isPlainBinPacking ? plan.rolls.length : Infinity,
  );
  let lowerBoundMm = bound.boundMm;
  // Search only when the plan may still improve: the same lots, now with time to empty rolls.
  if (usedMm > lowerBoundMm) {
    const searched = planLots(assignment, started + timeLimitMs * 0.95, {
      patterns: bound.patterns,
      columns: bound.columns,
      highs: await getHighs(),
      isWholeRolls: isPlainBinPacking,
    });
    const searchedUsed = usedOf(searched.rolls);
    if (isBinPacking && searched.leftOver.length === 0 && searched.rollsBound !== undefined)
      lowerBoundMm = Math.max(lowerBoundMm, searched.rollsBound * bins[0]!);
    if (searched.leftOver.length <= plan.leftOver.length && searchedUsed < usedMm) {
      plan = searched;
      usedMm = searchedUsed;
    }
  }
  for (const piece of plan.leftOver) reject(piece, "not enough fabric of one lot in stock for its project");
  const rolls = plan.rolls;
  const gapPercent = lowerBoundMm > 0 ? ((usedMm - lowerBoundMm) / lowerBoundMm) * 100 : 0;
  return {
    materialCode: options.fabric,
    eanCode: options.eanCode,
    usedMm,
    lowerBoundMm,
    gapPercent,
    rolls,
    unplanned,
  };
}

const cutLength = (roll: RollPlan) =>
  roll.cuts.reduce((end, cut) => Math.max(end, cut.offsetMm + cut.lengthMm), 0);

/** A lot's stock in the order it is used: offcuts (shortest first), part-used rolls, full rolls, new rolls. */
function binsOfLot(
  lot: string,
  stock: readonly StockBin[] | readonly Omit<StockBin, "isNew">[],
  newRoll: { widthMm: number; lengthMm: number } | undefined,
  newLotName: string,
  pieceCount: number,
): StockBin[] {
  const own: StockBin[] = stock
    .filter((s) => s.lot === lot)
    .map((s) => ({ ...s, isNew: false }))
    .sort(
      (a, b) =>
        Number(b.isOffcut) - Number(a.isOffcut) || a.lengthMm - b.lengthMm || a.id.localeCompare(b.id),
    );
  if (lot !== newLotName || !newRoll) return own;
  const fresh = Array.from({ length: pieceCount }, (_, i) => ({
    id: `new-${i + 1}`,
    lot,
    widthMm: newRoll.widthMm,
    lengthMm: newRoll.lengthMm,
    isOffcut: false,
    isNew: true,
  }));
  return [...own, ...fresh];
}
