// The job a time entry is about, read from the upstream: the polygon's work in
// the department (its productionValue is the planned minutes), the product of
// its order line, and where it stands in the department's workflow.
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { lineSummaryOf } from "@/lib/polygons/order-specs";
import { notPlannedIn, polygonInDepartment } from "@/lib/polygons/polygon-in-department";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { Job } from "./entries";

export async function jobOf(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  productionPolygonId: number,
  locale: Locale,
) {
  const { department, workflowAll, work, polygon, stage } = await polygonInDepartment(
    db,
    upstream,
    departmentId,
    productionPolygonId,
  );
  if (!work) throw notPlannedIn(department, productionPolygonId, workflowAll, locale);
  const summary = await lineSummaryOf(upstream, polygon);
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
