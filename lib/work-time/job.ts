// The job a time entry is about, read from the upstream: the polygon's work in
// the department (its productionValue is the planned minutes), the product of
// its order line, and where it stands in the department's workflow.
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lineSummary, orderSpecsOf } from "@/lib/polygons/order-specs";
import { statusHistoryOf } from "@/lib/polygons/polygons";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { stageInDepartment, workflowOfDepartment } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import type { Job } from "./entries";

export async function jobOf(
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
  const work = entries.find((e) => e.productionDepartmentId === departmentId);
  if (!work)
    throw new AppError(
      "conflict",
      "Not for this department",
      `Polygon ${productionPolygonId} has no work planned in ${department.name}.`,
    );
  const specs = await orderSpecsOf(upstream, [polygon.productionProjectId]);
  const summary = lineSummary(specs.get(polygon.productionProjectId), polygon.polygonId);
  const workflow = workflowOfDepartment(workflowAll, department.code);
  const [current, previous] = statusHistoryOf(polygon);
  const stage = workflow
    ? stageInDepartment(
        workflow,
        current?.productionStatusValue ?? null,
        previous?.productionStatusValue ?? null,
      )
    : "elsewhere";
  const job: Job = {
    productionPolygonId,
    productionDepartmentId: departmentId,
    departmentName: department.name,
    productionProjectId: polygon.productionProjectId,
    product: summary.product ?? summary.description,
    plannedMinutes: work.productionValue,
  };
  return { job, stage };
}
