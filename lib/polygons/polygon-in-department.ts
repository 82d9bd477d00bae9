// A polygon as one department sees it (a station move, a work-time job): the
// department, the polygon's work planned there, the department's workflow and
// the polygon's stage in it ("elsewhere" where the department has no workflow).
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { localDepartmentName } from "@/lib/workflow/department-name";
import { stageInDepartment, workflowOfDepartment } from "@/lib/workflow/rules";
import type { Workflow } from "@/lib/workflow/schemas";
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

/** The refusal of a polygon with no work in the department, in the employee's language. */
export function notPlannedIn(
  department: { code: string; name: string },
  productionPolygonId: number,
  workflowAll: Pick<Workflow, "departments">,
  locale: Locale,
) {
  const t = getTranslator(locale);
  return new AppError(
    "conflict",
    t("floorRefusals.notPlannedTitle"),
    t("floorRefusals.notPlanned", {
      polygon: productionPolygonId,
      department: localDepartmentName(workflowAll, department, locale),
    }),
  );
}
