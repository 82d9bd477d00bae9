// A department's cut plan from its inputs: each fabric planned on the worker
// pool (planBatches), in the shape the routes answer with. A fabric whose
// input is as it was keeps its plan: after a cut, only the fabric cut from is
// planned again.
import { createHash } from "node:crypto";
import { processWide } from "@/lib/base/process-wide";
import { currentRequestId } from "@/lib/base/request-context";
import type { FabricPlan } from "../plan/schemas";
import { fabricInputOf, planBatches, toQueueFabricPlan } from "./fabric-batches";
import type { PlanInputs } from "./plan-inputs";
import type { CuttingPlan } from "./schemas";

/** The plans made in this process, each with the request it was made in (none: in the background). */
const made = processWide("cutting-plans-made", () => ({ count: 0, requestIds: new Map<string, number>() }));
export const cuttingPlansMade = (): number => made.count;
/** How many plans were made inline in this request: a request should make none. */
export const cuttingPlansMadeIn = (requestId: string): number => made.requestIds.get(requestId) ?? 0;

/** Each fabric's plan by the digest of its planner input. */
export type FabricPlans = Map<string, FabricPlan>;

const digestOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("base64url");

export async function makeCuttingPlan(
  inputs: PlanInputs,
  { budgetMs, before = new Map() }: { budgetMs?: number; before?: FabricPlans } = {},
): Promise<{ plan: CuttingPlan; fabricPlans: FabricPlans }> {
  made.count++;
  const requestId = currentRequestId();
  if (requestId) made.requestIds.set(requestId, (made.requestIds.get(requestId) ?? 0) + 1);
  const { batches, withoutFabric, takes, minOffcutMm } = inputs;
  const digests = batches.map((batch) => digestOf(fabricInputOf(batch, minOffcutMm)));
  const toPlan = batches.filter((_, i) => !before.has(digests[i]!));
  const planned = await planBatches(toPlan, minOffcutMm, budgetMs);
  const fabricPlans: FabricPlans = new Map();
  for (const [i, digest] of digests.entries())
    fabricPlans.set(digest, before.get(digest) ?? planned[toPlan.indexOf(batches[i]!)]!);
  const fabrics = batches.map((batch, i) => toQueueFabricPlan(batch, fabricPlans.get(digests[i]!)!));
  if (withoutFabric.length > 0)
    fabrics.push({
      materialCode: "",
      eanCode: null,
      usedMm: 0,
      lowerBoundMm: 0,
      rolls: [],
      unplanned: withoutFabric,
    });
  return { plan: { fabrics, takes }, fabricPlans };
}
