// What a department's cut plan is made from, read on the request thread as
// plain data: its lines per fabric without what is cut of them so far, the
// stock, and the newest roll event those reads include. The key names these
// inputs: the same inputs need no new plan (docs/cutting.md, "The plan is made
// beside the requests").
import { createHash } from "node:crypto";
import { max } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { rollEvents } from "@/lib/db/schema";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { listRolls } from "../rolls/rolls-store";
import { cutScopeOf, cutsSoFar, withoutCutPieces } from "./cut-so-far";
import { batchesOnStock, sentence, type FabricBatch, type QueuePlanOptions } from "./fabric-batches";
import { cuttingQueue } from "./queue-lines";
import type { QueueTakePlan } from "./schemas";

export type PlanInputs = {
  batches: FabricBatch[];
  /** Lines that name no fabric (or no plannable size), with the sentence why. */
  withoutFabric: { productionPolygonId: number; reason: string }[];
  /** What the lines take rather than cut from a roll: listed, not planned. */
  takes: QueueTakePlan[];
  minOffcutMm: number;
  /** The newest roll event the stock and the cuts so far include: later cuts are not in the plan. */
  rollEventId: number;
  /** A digest of everything above that the plan follows from. */
  key: string;
};

/** The newest roll event's id: every change of a roll writes one. */
export async function newestRollEventId(db: Database): Promise<number> {
  const [last] = await db.select({ id: max(rollEvents.id) }).from(rollEvents);
  return last?.id ?? 0;
}

const keyOf = (inputs: Omit<PlanInputs, "key">) =>
  createHash("sha256")
    .update(
      JSON.stringify({
        minOffcutMm: inputs.minOffcutMm,
        withoutFabric: inputs.withoutFabric,
        takes: inputs.takes,
        batches: inputs.batches.map(({ eanCode, pieces, stock, unplanned, orderChecks }) => ({
          eanCode,
          pieces,
          stock,
          unplanned,
          orderChecks,
        })),
      }),
    )
    .digest("base64url")
    .slice(0, 22);

export async function planInputsOf(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  options: QueuePlanOptions,
): Promise<PlanInputs> {
  const { lines, takes: queueTakes } = await cuttingQueue(db, upstream, departmentId);
  // One snapshot of the stock, the cuts so far and the newest event: a cut written meanwhile is
  // either in all three or in none (and then a cut after the plan: cuts-since.ts).
  const { inStock, so, rollEventId } = await db.transaction(
    async (tx) => ({
      inStock: await listRolls(tx, { status: "in-stock" }),
      so: await cutsSoFar(tx, ...cutScopeOf(lines)),
      rollEventId: await newestRollEventId(tx),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const made = await batchesOnStock(inStock, lines, options.factsOf);
  // What the cutter has cut already is not planned again (a line stays until all its pieces are cut).
  const batches = withoutCutPieces(made.batches, so);
  const withoutFabric = made.withoutFabric.map((l) => ({
    productionPolygonId: l.productionPolygonId,
    reason: sentence("reason" in l.need ? l.need.reason : "its order line names no fabric"),
  }));
  const takes = queueTakes.map(({ productionPolygonId, name, eanCode, quantity }) => ({
    productionPolygonId,
    name,
    eanCode,
    quantity,
  }));
  const inputs = { batches, withoutFabric, takes, minOffcutMm: options.minOffcutMm, rollEventId };
  return { ...inputs, key: keyOf(inputs) };
}
