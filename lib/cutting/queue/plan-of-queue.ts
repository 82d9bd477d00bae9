// The cut plan of a cutting department's queue: its waiting lines grouped by
// fabric (fabric-batches.ts), each fabric planned on its rolls and offcuts in
// stock. Kept per department and made in the background (kept-plans.ts): a
// fabric takes up to 1.5 s to plan, and every screen and cutting table asks.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { QueuePlanOptions } from "./fabric-batches";
import { keptCuttingPlan } from "./kept-plans";
import type { CuttingPlan } from "./schemas";

export {
  fabricBatchesOf,
  planBatches,
  toQueueFabricPlan,
  type FabricBatch,
  type FabricFactsOf,
  type QueuePlanOptions,
} from "./fabric-batches";

/** The department's newest cut plan, less what was cut since; never made inline (but the first is waited for). */
export function cuttingPlanOf(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  options: QueuePlanOptions,
): Promise<CuttingPlan> {
  return keptCuttingPlan(db, upstream, departmentId, options);
}
