// The supervisor's "set status": any value of the workflow's catalogue, with
// a reason that goes into the upstream's history. Leaving a hold this way
// closes the polygon's open problems (with the reason as their release remark).
import type { SessionEmployee } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { markProblemsReleased } from "@/lib/polygons/problems";
import { displayStatus } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import type { SetPolygonStatusBody } from "./schemas";

export type SetStatusResult = {
  productionPolygonId: number;
  previousStatusValue: number | null;
  statusValue: number;
};

export async function setPolygonStatus(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  productionPolygonId: number,
  { statusValue, reason }: SetPolygonStatusBody,
): Promise<SetStatusResult> {
  const workflow = await loadWorkflow(db);
  if (!workflow.statuses.some((s) => s.value === statusValue)) {
    throw new AppError("invalid_input", "Invalid input", `Status ${statusValue} is not in the workflow.`, {
      statusValue: ["Choose a status from the list"],
    });
  }
  const polygon = await upstream.polygon.getById({ id: productionPolygonId });
  const previousStatusValue = currentStatusOf(polygon)?.productionStatusValue ?? null;
  if (previousStatusValue === statusValue) {
    const label = displayStatus(workflow.statuses, statusValue, "en").label;
    throw new AppError(
      "conflict",
      "Already at this status",
      `Polygon ${productionPolygonId} is at ${label} already.`,
    );
  }
  await upstream.status.setStatusForPolygons({
    productionPolygonIds: [productionPolygonId],
    statusValue,
    remarks: reason,
  });
  const onHoldValues = new Set(workflow.departments.map((d) => d.onHoldValue));
  if (previousStatusValue !== null && onHoldValues.has(previousStatusValue) && !onHoldValues.has(statusValue))
    await markProblemsReleased(db, productionPolygonId, {
      releasedByName: employee.displayName,
      releaseRemark: reason,
    });
  return { productionPolygonId, previousStatusValue, statusValue };
}
