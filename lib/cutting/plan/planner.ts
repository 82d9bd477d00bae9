// The cut planner for one fabric: every piece to a roll or an offcut of one
// lot per project, cuts ordered along the roll, and the plan's lower bound.
// The rules and the objective are told in docs/cutting.md.
import { assignLots, lotGroupKey, newLot } from "./lots";
import { planLot, consumedMm, type StockBin } from "./lot-plan";
import { fabricBound } from "./plan-bound";
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
  { timeLimitMs = 1_000 }: PlanOptions = {},
): Promise<FabricPlan> {
  const started = performance.now();
  const options = fabricPlanInputSchema.parse(input);
  const { pieces, newRoll, minOffcutMm } = options;
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
  const needs = new Map(
    [...groups].map(([key, ps]) => [
      key,
      { needMm: Math.ceil(ps.reduce((s, p) => s + p.lengthMm * p.widthMm, 0) / rollWidthMm) },
    ]),
  );
  const newLotName = newLot(options);
  const excluded = new Map<string, Set<string>>();
  const deadline = started + timeLimitMs * 0.45;

  let rolls: RollPlan[] = [];
  let leftOver: CutPiece[] = [];
  for (let round = 0; round < 4; round++) {
    const assignment = assignLots(needs, stock, newRoll !== undefined, newLotName, excluded);
    const byLot = new Map<string, CutPiece[]>();
    for (const [key, ps] of groups)
      byLot.set(assignment.get(key)!, [...(byLot.get(assignment.get(key)!) ?? []), ...ps]);
    rolls = [];
    leftOver = [];
    const lots = [...byLot.keys()];
    lots.forEach((lot, index) => {
      const lotPieces = byLot.get(lot)!;
      const lotDeadline = started + (timeLimitMs * 0.45 * (index + 1)) / lots.length;
      const result = planLot(
        lotPieces,
        binsOfLot(lot, stock, newRoll, newLotName, lotPieces.length),
        rollWidthMm,
        minOffcutMm,
        Math.min(deadline, lotDeadline),
      );
      rolls.push(...result.rolls);
      leftOver.push(...result.unpacked);
    });
    // A project that did not fit its lot tries another lot (or new rolls) in the next round.
    const retry = new Set(leftOver.map((p) => lotGroupKey(p, overridden)));
    if (retry.size === 0) break;
    for (const key of retry) {
      const lot = assignment.get(key)!;
      if (lot === newLotName) continue;
      excluded.set(key, new Set([...(excluded.get(key) ?? []), lot]));
    }
  }
  for (const piece of leftOver) reject(piece, "not enough fabric of one lot in stock for its project");

  const planned = plannable.filter((p) => !leftOver.includes(p));
  const usedMm = rolls.reduce(
    (sum, roll) => sum + consumedMm(roll.lengthMm, cutLength(roll), minOffcutMm),
    0,
  );
  const bins = [...stock.map((s) => s.lengthMm), ...(newRoll ? [newRoll.lengthMm] : [])];
  const isPlainBinPacking =
    stock.every((s) => !s.isOffcut) && new Set(bins).size === 1 && minOffcutMm >= (bins[0] ?? 0);
  const lowerBoundMm = Math.min(
    usedMm,
    await fabricBound(
      planned,
      rollWidthMm,
      isPlainBinPacking ? bins[0] : undefined,
      started + timeLimitMs * 0.95,
    ),
  );
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
