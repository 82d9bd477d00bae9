// Moving polygons' status: by production polygon id, by CPQ ("WT") polygon id,
// by project number and line numbers, or a whole project. Who may set which
// value: supervisors any, packers the packed value, operators their departments' values.
import { type z } from "zod";
import { hasRole, type SessionEmployee } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import {
  setStatusForPolygonsBody,
  setStatusForProjectBody,
  setStatusForWtPolygonLineNumbersBody,
  setStatusForWtPolygonsBody,
} from "@/lib/production-api/schemas";
import { markStatusListsStale, notePolygon } from "@/lib/shared-lists/status-lists";
import { maySetStatusValue, ownDepartmentWorkflows, packedStatusValue } from "./department-workflow";

export { setStatusForPolygonsBody, setStatusForProjectBody, setStatusForWtPolygonsBody };
export const setStatusForLineNumbersBody = setStatusForWtPolygonLineNumbersBody;

/** The stations' lists learn a few polygons' new status at once; many at a time: refreshed soon. */
async function followPolygons(upstream: ProductionApiClient, productionPolygonIds: number[]) {
  if (productionPolygonIds.length > 20) return markStatusListsStale();
  const polygons = await Promise.all(productionPolygonIds.map((id) => upstream.polygon.getById({ id })));
  polygons.forEach(notePolygon);
}

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
  await followPolygons(upstream, body.productionPolygonIds);
}

export async function setStatusForWtPolygons(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  body: z.output<typeof setStatusForWtPolygonsBody>,
): Promise<void> {
  await assertMaySetStatus(db, upstream, employee, body.statusValue);
  await upstream.status.setStatusForWtPolygons(body);
  markStatusListsStale();
}

/** Answers the production polygon ids that were set. */
export async function setStatusForLineNumbers(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  body: z.output<typeof setStatusForLineNumbersBody>,
): Promise<{ productionPolygonIds: number[] }> {
  await assertMaySetStatus(db, upstream, employee, body.statusValue);
  const productionPolygonIds = await upstream.status.setStatusForWtPolygonLineNumbers(body);
  await followPolygons(upstream, productionPolygonIds);
  return { productionPolygonIds };
}

export async function setStatusForProject(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  body: z.output<typeof setStatusForProjectBody>,
): Promise<void> {
  await assertMaySetStatus(db, upstream, employee, body.statusValue);
  await upstream.status.setStatusForProject(body);
  markStatusListsStale();
}
