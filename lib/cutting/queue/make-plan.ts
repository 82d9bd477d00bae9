// A department's cut plan from its inputs: each fabric planned (planBatches),
// in the shape the routes answer with. What runs the planner is here alone.
import { processWide } from "@/lib/base/process-wide";
import { currentRequestId } from "@/lib/base/request-context";
import { planBatches, toQueueFabricPlan } from "./fabric-batches";
import type { PlanInputs } from "./plan-inputs";
import type { CuttingPlan } from "./schemas";

/** The plans made in this process, each with the request it was made in (none: in the background). */
const made = processWide("cutting-plans-made", () => ({ count: 0, requestIds: new Map<string, number>() }));
export const cuttingPlansMade = (): number => made.count;
/** How many plans were made inline in this request: a request should make none. */
export const cuttingPlansMadeIn = (requestId: string): number => made.requestIds.get(requestId) ?? 0;

export async function makeCuttingPlan(inputs: PlanInputs, budgetMs?: number): Promise<CuttingPlan> {
  made.count++;
  const requestId = currentRequestId();
  if (requestId) made.requestIds.set(requestId, (made.requestIds.get(requestId) ?? 0) + 1);
  const { batches, withoutFabric, minOffcutMm } = inputs;
  const plans = await planBatches(batches, minOffcutMm, budgetMs);
  const fabrics = batches.map((batch, i) => toQueueFabricPlan(batch, plans[i]!));
  if (withoutFabric.length > 0)
    fabrics.push({
      materialCode: "",
      eanCode: null,
      usedMm: 0,
      lowerBoundMm: 0,
      rolls: [],
      unplanned: withoutFabric,
    });
  return { fabrics };
}
