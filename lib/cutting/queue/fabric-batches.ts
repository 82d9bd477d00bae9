// A cutting department's queue as the planner takes it: its waiting lines
// grouped by fabric, each line's pieces from its product's rule, each fabric
// on its rolls and offcuts in stock; and each fabric's plan (planFabric) in
// the shape the routes answer with.
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { runTask, workerThreads } from "@/lib/workers/pool";
import planFabricTask from "../plan/plan-fabric.task";
import type { CutPiece, FabricPlan, FabricPlanInput, StockItem } from "../plan/schemas";
import { listRolls, type Roll } from "../rolls/rolls-store";
import { cutSizes } from "../sizes/cut-sizes";
import type { QueueLine } from "./queue-lines";
import type { QueueFabricPlan } from "./schemas";

/** What the CPQ says of a fabric beyond the stock: its width and pattern repeat (null: unknown). */
export type FabricFactsOf = (
  eanCode: string,
  productionProjectId: number,
) => Promise<{ widthMm: number | null; patternRepeatMm: number | null } | null>;

export type QueuePlanOptions = {
  minOffcutMm: number;
  factsOf?: FabricFactsOf;
  /** Planning time of all fabrics together; each gets its share, at most 1.5 s. */
  budgetMs?: number;
};

/** One fabric's planner input, with the stock it came from: what the plan, the checker and the bench share. */
export type FabricBatch = {
  eanCode: string;
  name: string | null;
  pieces: CutPiece[];
  stock: StockItem[];
  rolls: Map<string, Roll>;
  /** Lines whose cut sizes could not be made, with the sentence why. */
  unplanned: { productionPolygonId: number; reason: string }[];
  /** Each line's pieces against its order spec (docs/cutting.md, "One amount"): all its pieces, cut or not. */
  orderChecks?: OrderCheck[];
};

/** A line's fabric as its cut sizes take it (the pieces' lengths added up) and as its order spec says. */
export type OrderCheck = { productionPolygonId: number; cutMm: number; orderMm: number | null };

const mostCommon = (values: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
};

/** The planner's inputs per fabric (by EAN), from the queue's lines and the rolls in stock. */
export async function fabricBatchesOf(
  db: Database,
  lines: readonly QueueLine[],
  factsOf?: FabricFactsOf,
): Promise<{ batches: FabricBatch[]; withoutFabric: QueueLine[] }> {
  return batchesOnStock(await listRolls(db, { status: "in-stock" }), lines, factsOf);
}

/** The planner's inputs per fabric (by EAN), from the queue's lines and these rolls in stock. */
export async function batchesOnStock(
  inStock: readonly Roll[],
  lines: readonly QueueLine[],
  factsOf?: FabricFactsOf,
): Promise<{ batches: FabricBatch[]; withoutFabric: QueueLine[] }> {
  const byFabric = new Map<string, QueueLine[]>();
  for (const line of lines)
    if (line.fabric) byFabric.set(line.fabric.eanCode, [...(byFabric.get(line.fabric.eanCode) ?? []), line]);
  const batches: FabricBatch[] = [];
  for (const [eanCode, fabricLines] of [...byFabric].sort(([a], [b]) => a.localeCompare(b))) {
    const rolls = inStock.filter((r) => r.materialCode === eanCode && r.lengthLeftMm > 0);
    const facts = await factsOf?.(eanCode, fabricLines[0]!.productionProjectId).catch(() => null);
    // The stock's width first: the planner cuts from what lies on the rack.
    const rollWidthMm = mostCommon(rolls.map((r) => r.widthMm)) ?? facts?.widthMm ?? null;
    const patternRepeatMm = facts?.patternRepeatMm ?? 0;
    const batch: FabricBatch = {
      eanCode,
      name: fabricLines[0]!.fabric!.name,
      pieces: [],
      // A roll without a lot is a dye batch of its own: it cannot be shown to match another.
      stock: rolls.map((r) => ({
        id: String(r.id),
        lot: r.lot ?? `roll ${r.id}`,
        widthMm: r.widthMm,
        lengthMm: r.lengthLeftMm,
        isOffcut: r.isOffcut,
      })),
      rolls: new Map(rolls.map((r) => [String(r.id), r])),
      unplanned: [],
      orderChecks: [],
    };
    for (const line of fabricLines) {
      const { need, productionPolygonId } = line;
      if ("reason" in need) batch.unplanned.push({ productionPolygonId, reason: need.reason });
      else if (rollWidthMm === null)
        batch.unplanned.push({ productionPolygonId, reason: "no roll of its fabric is in stock" });
      else {
        // A plain fabric may be turned; a patterned one would run its pattern sideways.
        const fabric = { code: eanCode, rollWidthMm, patternRepeatMm, isTurnable: patternRepeatMm === 0 };
        const sizes = cutSizes(need.line, fabric, need.rule);
        if (sizes.isPlannable) {
          batch.pieces.push(...sizes.pieces);
          batch.orderChecks!.push({
            productionPolygonId,
            cutMm: sizes.pieces.reduce((sum, p) => sum + p.lengthMm, 0),
            orderMm: line.fabric?.orderMm ?? null,
          });
        } else batch.unplanned.push({ productionPolygonId, reason: sizes.reason });
      }
    }
    batches.push(batch);
  }
  return { batches, withoutFabric: lines.filter((l) => !l.fabric) };
}

/** A reason as a sentence: the planner's speak of the piece ("is 3000 mm wide, …"), the others of the line. */
export const sentence = (reason: string) => {
  const text = reason.startsWith("is ") ? `A piece ${reason}` : reason[0]!.toUpperCase() + reason.slice(1);
  return text.endsWith(".") ? text : `${text}.`;
};

/** The answer's shape of one fabric's plan: roll ids as numbers, lots as the rolls have them. */
export function toQueueFabricPlan(batch: FabricBatch, plan: FabricPlan): QueueFabricPlan {
  const unplanned = new Map<string, { productionPolygonId: number; reason: string }>();
  for (const u of [...batch.unplanned, ...plan.unplanned])
    unplanned.set(`${u.productionPolygonId}:${u.reason}`, {
      productionPolygonId: u.productionPolygonId,
      reason: sentence(u.reason),
    });
  return {
    materialCode: batch.eanCode,
    eanCode: batch.eanCode,
    usedMm: plan.usedMm,
    lowerBoundMm: plan.lowerBoundMm,
    rolls: plan.rolls
      .filter((roll) => roll.cuts.length > 0)
      .map((roll) => ({
        rollId: Number(roll.rollId),
        lot: batch.rolls.get(roll.rollId)?.lot ?? null,
        widthMm: roll.widthMm,
        lengthMm: roll.lengthMm,
        isOffcut: roll.isOffcut,
        cuts: [...roll.cuts]
          .sort((a, b) => a.offsetMm - b.offsetMm || a.acrossMm - b.acrossMm)
          .map(({ productionPolygonId, offsetMm, lengthMm, widthMm, acrossMm }) => ({
            productionPolygonId,
            offsetMm,
            lengthMm,
            widthMm,
            acrossMm,
          })),
      })),
    unplanned: [...unplanned.values()],
    ...(batch.orderChecks?.length ? { orderChecks: batch.orderChecks } : {}),
  };
}

/**
 * One fabric's planner input: plain data, as the worker thread takes it. Side by side is the
 * cutting table's setting (CUT_SIDE_BY_SIDE); it is in the input, so its digest follows it.
 */
export const fabricInputOf = (
  batch: FabricBatch,
  minOffcutMm: number,
  isSideBySideAllowed = env().CUT_SIDE_BY_SIDE,
): FabricPlanInput => ({
  fabric: batch.eanCode,
  eanCode: batch.eanCode,
  pieces: batch.pieces,
  stock: batch.stock,
  minOffcutMm,
  isSideBySideAllowed,
});

/**
 * Each fabric's planning time: the budget shared out over the fabrics, as
 * many at once as the pool has threads; at least 200 ms, at most `maxMs`.
 */
export const fabricTimeLimitMs = (budgetMs: number, fabrics: number, maxMs = 1_500): number =>
  Math.min(maxMs, Math.max(200, (budgetMs * workerThreads()) / Math.max(1, fabrics)));

/** Plans every fabric of these batches on the worker pool (side by side where there are threads), within the budget. */
export function planBatches(
  batches: readonly FabricBatch[],
  minOffcutMm: number,
  budgetMs = 8_000,
): Promise<FabricPlan[]> {
  const timeLimitMs = fabricTimeLimitMs(budgetMs, batches.length);
  return Promise.all(
    batches.map((batch) =>
      runTask(planFabricTask, { input: fabricInputOf(batch, minOffcutMm), timeLimitMs }),
    ),
  );
}
