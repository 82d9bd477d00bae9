// The amounts a job ticket shows (docs/cutting.md, "One amount"): for each
// fabric a line is cut from a roll, the pieces the Cut list cuts, worked out
// by the plan's own code (queueLinesOfItem and batchesOnStock: the same rule,
// roll width and pattern repeat), with the order spec's quantity beside them
// and a flag when the two differ by more than the admin's tolerance.
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { CutAmountsLine, CutAmountsOf, MaterialCut } from "@/lib/polygons/cut-amounts";
import { orderSpecsOf, type KeptOrderSpecItem } from "@/lib/polygons/order-specs";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { CutPiece } from "../plan/schemas";
import { listRolls, type Roll } from "../rolls/rolls-store";
import { cpqFabricFacts } from "./cpq-facts";
import { batchesOnStock, sentence, type FabricFactsOf } from "./fabric-batches";
import { compareWithOrder } from "./line-materials";
import { queueLinesOfItem, type QueueLine } from "./queue-lines";

/** Alike pieces together, longest first: "2 × 2930 × 2800". */
export function piecesInGroups(pieces: readonly CutPiece[]): MaterialCut["pieces"] {
  const groups = new Map<string, MaterialCut["pieces"][number]>();
  for (const { lengthMm, widthMm } of pieces) {
    const key = `${lengthMm}x${widthMm}`;
    const group = groups.get(key) ?? { count: 0, lengthMm, widthMm };
    group.count++;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.lengthMm - a.lengthMm || b.widthMm - a.widthMm);
}

export type CutAmountOptions = { factsOf?: FabricFactsOf; tolerancePercent: number };

/** A line as the amounts are worked out for it: its order-spec item (undefined: not in the spec). */
export type LineWithItem = { line: CutAmountsLine; item: KeptOrderSpecItem | undefined };

/**
 * The cut amounts of these lines (every fabric each is cut from), by
 * production polygon id, on these rolls in stock: all the pieces of the line,
 * cut or not yet.
 */
export async function cutAmountsOfItems(
  inStock: readonly Roll[],
  entries: readonly LineWithItem[],
  { factsOf, tolerancePercent }: CutAmountOptions,
): Promise<Map<number, MaterialCut[]>> {
  const amounts = new Map<number, MaterialCut[]>();
  // Each line once, however often it is asked for.
  const unique = [...new Map(entries.map((e) => [e.line.id, e])).values()];
  const queueLines: QueueLine[] = unique.flatMap(
    ({ line, item }) =>
      queueLinesOfItem(item, {
        productionPolygonId: line.id,
        productionProjectId: line.productionProjectId,
        polygonId: line.polygonId,
      }).lines,
  );
  const { batches } = await batchesOnStock(inStock, queueLines, factsOf);
  for (const { line } of unique) {
    const cuts: MaterialCut[] = [];
    for (const batch of batches) {
      const pieces = batch.pieces.filter((p) => p.productionPolygonId === line.id);
      const unplanned = batch.unplanned.find((u) => u.productionPolygonId === line.id);
      if (pieces.length === 0 && !unplanned) continue;
      const check = batch.orderChecks?.find((c) => c.productionPolygonId === line.id);
      const cutMm = check?.cutMm ?? 0;
      const orderMm = check?.orderMm ?? null;
      cuts.push({
        eanCode: batch.eanCode,
        pieces: piecesInGroups(pieces),
        cutMm,
        orderMm,
        ...(pieces.length > 0
          ? compareWithOrder(cutMm, orderMm, tolerancePercent)
          : { differsPercent: null, isFlagged: false }),
        reason: unplanned ? sentence(unplanned.reason) : null,
      });
    }
    if (cuts.length > 0) amounts.set(line.id, cuts);
  }
  return amounts;
}

/** The cut amounts of these lines, their order specs and the rolls in stock read here. */
export async function cutAmountsOf(
  db: Database,
  upstream: ProductionApiClient,
  lines: readonly CutAmountsLine[],
  options: CutAmountOptions,
): Promise<Map<number, MaterialCut[]>> {
  if (lines.length === 0) return new Map();
  const specs = await orderSpecsOf(
    upstream,
    lines.map((l) => l.productionProjectId),
  );
  const entries = lines.map((line) => ({
    line,
    item: specs.get(line.productionProjectId)?.orderSpec.items.find((i) => i.id === line.polygonId),
  }));
  return cutAmountsOfItems(await listRolls(db, { status: "in-stock" }), entries, options);
}

/** The cut amounts as the plan's route makes its plan: the CPQ's fabric facts, the admin's tolerance. */
export const cutAmountsFor =
  (db: Database, upstream: ProductionApiClient): CutAmountsOf =>
  (lines) =>
    cutAmountsOf(db, upstream, lines, {
      factsOf: cpqFabricFacts(upstream),
      tolerancePercent: env().CUT_SIZE_TOLERANCE_PERCENT,
    });
