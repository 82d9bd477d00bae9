// Releasing a hold: the polygon goes back to the status it had before the
// hold (recorded when the problem was reported; else the status before it in
// the upstream's history when that was waiting or in progress in the
// department; else the department's first waiting value). Supervisors always;
// a department's operators when its workflow allows it.
import { holdReleasedRemark } from "@/lib/polygons/app-remarks";
import { hasRole, mayWorkInDepartment, type SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { statusHistoryOf } from "@/lib/polygons/polygons";
import { markProblemsReleased, openProblemOf } from "@/lib/polygons/problems";
import { displayStatus, stageInDepartment } from "@/lib/workflow/rules";
import type { DepartmentWorkflow } from "@/lib/workflow/schemas";
import { loadWorkflow } from "@/lib/workflow/store";
import type { ReleaseHoldBody } from "./schemas";

export type ReleaseResult = {
  productionPolygonId: number;
  productionDepartmentId: number;
  previousStatusValue: number;
  statusValue: number;
};

/** The department whose hold this is: where the open problem was reported, else where the polygon was waiting or at work. */
async function departmentOfHold(
  db: Database,
  upstream: ProductionApiClient,
  productionPolygonId: number,
  holdWorkflows: DepartmentWorkflow[],
  previousValue: number | null,
) {
  const [problem, entries, departments] = await Promise.all([
    openProblemOf(db, productionPolygonId),
    upstream.polygonDepartment.getByPolygon({ productionPolygonId }),
    upstream.department.getAll(),
  ]);
  const planned = entries.flatMap((entry) => {
    const department = departments.find((d) => d.id === entry.productionDepartmentId);
    const workflow =
      department && holdWorkflows.find((w) => w.departmentCode === department.code.toUpperCase());
    return department && workflow ? [{ departmentId: department.id, workflow }] : [];
  });
  const reported = problem && planned.find((p) => p.departmentId === problem.productionDepartmentId);
  if (reported) return { ...reported, statusBeforeHold: problem.statusBeforeHold };
  const wasHere = planned.find((p) => {
    const stage = previousValue === null ? "elsewhere" : stageInDepartment(p.workflow, previousValue);
    return stage === "waiting" || stage === "started";
  });
  return wasHere
    ? { ...wasHere, statusBeforeHold: previousValue }
    : planned[0]
      ? { ...planned[0], statusBeforeHold: null }
      : null;
}

export async function releaseHold(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  productionPolygonId: number,
  { remark }: ReleaseHoldBody,
): Promise<ReleaseResult> {
  const [polygon, workflow] = await Promise.all([
    upstream.polygon.getById({ id: productionPolygonId }),
    loadWorkflow(db),
  ]);
  // A refusal is read at the tablet: in the employee's language, like the screen around it.
  const t = getTranslator(employee.locale);
  const [current, previous] = statusHistoryOf(polygon);
  const currentValue = current?.productionStatusValue ?? null;
  const holdWorkflows = workflow.departments.filter((d) => d.onHoldValue === currentValue);
  if (currentValue === null || holdWorkflows.length === 0) {
    const status =
      currentValue === null
        ? t("holdRefusals.noStatus")
        : displayStatus(workflow.statuses, currentValue, employee.locale).label;
    throw new AppError(
      "conflict",
      t("holdRefusals.notOnHoldTitle"),
      t("holdRefusals.notOnHold", { polygon: String(productionPolygonId), status }),
    );
  }
  const hold = await departmentOfHold(
    db,
    upstream,
    productionPolygonId,
    holdWorkflows,
    previous?.productionStatusValue ?? null,
  );
  if (!hold) {
    throw new AppError(
      "conflict",
      t("holdRefusals.noDepartmentTitle"),
      t("holdRefusals.noDepartment", { polygon: String(productionPolygonId) }),
    );
  }
  if (!hasRole(employee, "supervisor")) {
    if (!mayWorkInDepartment(employee, hold.departmentId))
      throw new AppError(
        "forbidden",
        t("holdRefusals.notYourDepartmentTitle"),
        t("holdRefusals.notYourDepartment"),
      );
    if (!hold.workflow.operatorMayRelease)
      throw new AppError(
        "forbidden",
        t("holdRefusals.supervisorReleasesTitle"),
        t("holdRefusals.supervisorReleases"),
      );
  }
  const statusValue = hold.statusBeforeHold ?? hold.workflow.waitingValues[0]!;
  await upstream.status.setStatusForPolygons({
    productionPolygonIds: [productionPolygonId],
    statusValue,
    remarks: holdReleasedRemark(remark),
  });
  await markProblemsReleased(db, productionPolygonId, {
    releasedByName: employee.displayName,
    releaseRemark: remark,
  });
  return {
    productionPolygonId,
    productionDepartmentId: hold.departmentId,
    previousStatusValue: currentValue,
    statusValue,
  };
}
