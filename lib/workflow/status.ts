// Moving polygons' status: by production polygon id, by CPQ ("WT") polygon id,
// by project number and line numbers, or a whole project. Who may set which
// value: supervisors any, packers the packed value, operators their departments' values.
import { type z } from "zod";
import { hasRole, type SessionEmployee } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { setStatusForPolygonsBody } from "@/lib/production-api/schemas";
import { maySetStatusValue, ownDepartmentWorkflows, packedStatusValue } from "./department-workflow";

export { setStatusForPolygonsBody };

export async function assertMaySetStatus(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  statusValue: number,
): Promise<void> {
  const mayAlwaysSet =
    hasRole(employee, "supervisor") || (hasRole(employee, "packer") && statusValue === packedStatusValue);
  if (mayAlwaysSet) return;
  const ownWorkflows = await ownDepartmentWorkflows(db, upstream, employee);
  if (!maySetStatusValue(employee, statusValue, ownWorkflows)) {
    throw new AppError(
      "forbidden",
      "You may not set this status",
      `Status ${statusValue} belongs to another department's work.`,
    );
  }
}

export async function setStatusForPolygons(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  body: z.output<typeof setStatusForPolygonsBody>,
): Promise<void> {
  await assertMaySetStatus(db, upstream, employee, body.statusValue);
  await upstream.status.setStatusForPolygons(body);
}
