// The route's one call: who may see the plan (a cutter of that department, a
// supervisor, an admin), only of a department that cuts, with the workshop's
// offcut minimum and the CPQ's facts.
import type { SessionEmployee } from "@/lib/base/roles";
import { env } from "@/lib/env";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { appDatabase } from "@/lib/server/app-database";
import { assertCuttingDepartment } from "../cut-list/cutting-department";
import { cpqFabricFacts } from "./cpq-facts";
import { cuttingPlanOf } from "./plan-of-queue";

export async function departmentCuttingPlan(
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
) {
  await assertCuttingDepartment(upstream, employee, departmentId);
  return cuttingPlanOf(await appDatabase(), upstream, departmentId, {
    minOffcutMm: env().OFFCUT_MIN_LENGTH_MM,
    factsOf: cpqFabricFacts(upstream),
  });
}
