// A polygon as one department sees it (a station move, a work-time job): the
// department, the polygon's work planned there, the department's workflow and
// the polygon's stage in it ("elsewhere" where the department has no workflow).
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { stageInDepartment, workflowOfDepartment } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import { statusHistoryOf } from "./polygons";

export async function polygonInDepartment(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  productionPolygonId: number,
) {
  const [department, workflowAll, entries, polygon] = await Promise.all([
    upstream.department.getById({ id: departmentId }),
    loadWorkflow(db),
    upstream.polygonDepartment.getByPolygon({ productionPolygonId }),
    upstream.polygon.getById({ id: productionPolygonId }),
  ]);
  const workflow = workflowOfDepartment(workflowAll, department.code);
  const [current, previous] = statusHistoryOf(polygon);
  const currentValue = current?.productionStatusValue ?? null;
  return {
    department,
    workflowAll,
    workflow,
    /** The polygon's work in the department; none where it is not planned there (notPlannedIn). */
    work: entries.find((e) => e.productionDepartmentId === departmentId),
    polygon,
    currentValue,
    stage: workflow
      ? stageInDepartment(workflow, currentValue, previous?.productionStatusValue ?? null)
      : ("elsewhere" as const),
  };
}

export const notPlannedIn = (department: { name: string }, productionPolygonId: number) =>
  new AppError(
    "conflict",
    "Not for this department",
    `Polygon ${productionPolygonId} has no work planned in ${department.name}.`,
  );
