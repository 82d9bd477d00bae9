// The worker task that plans one fabric (docs/cutting.md, "The plan is made
// beside the requests"): planFabric on a worker thread of the pool, on plain
// data in and out. HiGHS is loaded on that thread, once, by the `highs`
// package's own script from node_modules (highs.ts), never from elsewhere.
import { defineTask } from "@/lib/workers/task";
import { planFabric } from "./planner";
import type { FabricPlan, FabricPlanInput } from "./schemas";

export type PlanFabricTask = { input: FabricPlanInput; timeLimitMs: number };

export default defineTask(
  "lib/cutting/plan/plan-fabric.task.ts",
  ({ input, timeLimitMs }: PlanFabricTask): Promise<FabricPlan> => planFabric(input, { timeLimitMs }),
  // Kept on the request thread (kept-plans.ts): at 100,000 polygons tens of thousands of pieces.
  { answersAsJson: true },
);
