// The supervisor's views: polygons and projects per status value (optionally
// only those that have had it longer than a delay), one polygon with its
// history, a project's export and its order spec.
import { ProductionApiError } from "@/lib/production-api/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { statusHistoryOf } from "@/lib/polygons/polygons";

/** The upstream names the delay `statusAssignedBefore`; our routes call it `assignedBefore`. */
function renameDelayField(error: unknown): unknown {
  if (!(error instanceof ProductionApiError) || !("statusAssignedBefore" in error.fieldErrors)) return error;
  const { statusAssignedBefore, ...rest } = error.fieldErrors;
  return new ProductionApiError(error.operation, error.kind, error.status, error.title, error.detail, {
    ...rest,
    assignedBefore: statusAssignedBefore ?? [],
  });
}

async function withDelayField<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw renameDelayField(error);
  }
}

export async function polygonsForStatus(
  upstream: ProductionApiClient,
  statusValue: number,
  assignedBefore?: string,
) {
  return withDelayField(
    upstream.status.getPolygonsForStatusValue({ statusValue, statusAssignedBefore: assignedBefore }),
  );
}

export async function projectsForStatus(
  upstream: ProductionApiClient,
  statusValue: number,
  assignedBefore?: string,
) {
  return withDelayField(
    upstream.status.getProjectsForStatusValue({ statusValue, statusAssignedBefore: assignedBefore }),
  );
}

/** A polygon with its status history newest first, its department work and its packages. */
export async function polygonWithHistory(upstream: ProductionApiClient, id: number) {
  const polygon = await upstream.polygon.getById({ id });
  const [departments, packages] = await Promise.all([
    upstream.polygonDepartment.getByPolygon({ productionPolygonId: id }),
    upstream.polygonPackage.getByPolygon({ productionPolygonId: id }),
  ]);
  const statuses = statusHistoryOf(polygon);
  return { ...polygon, statuses, currentStatus: statuses[0] ?? null, departments, packages };
}

export async function projectExport(upstream: ProductionApiClient, productionProjectId: number) {
  return upstream.projectExport.get({ productionProjectId });
}

export async function projectOrderSpec(upstream: ProductionApiClient, productionProjectId: number) {
  return upstream.projectExport.getOrderSpec({ productionProjectId });
}
