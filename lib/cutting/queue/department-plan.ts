// The route's one call: who may see the plan (a cutter of that department, a
// supervisor, an admin), the workshop's offcut minimum and the CPQ's facts.
import type { SessionEmployee } from "@/lib/auth/roles";
import { mayWorkInDepartment } from "@/lib/auth/roles";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { appDatabase } from "@/lib/server/app-database";
import { cpqFabricFacts } from "./cpq-facts";
import { cuttingPlanOf } from "./plan-of-queue";

export async function departmentCuttingPlan(
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
) {
  if (!mayWorkInDepartment(employee, departmentId))
    throw new AppError(
      "forbidden",
      "Not your department",
      "You see the cut plan of your own departments only.",
    );
  return cuttingPlanOf(await appDatabase(), upstream, departmentId, {
    minOffcutMm: env().OFFCUT_MIN_LENGTH_MM,
    factsOf: cpqFabricFacts(upstream),
  });
}
