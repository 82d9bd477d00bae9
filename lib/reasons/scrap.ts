// A scrapped part: the polygon goes back to the first waiting value of the
// department that must redo it (the reporter chooses it among the polygon's
// planned departments), so it shows again in that department's queue. The
// status is written through the route's upstream, so the kept lists follow.
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { workflowOfDepartment } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import { activeReason } from "./catalogue";
import { reasonText, recordReasonEvent } from "./events";
import type { ScrapBody } from "./schemas";

/** The departments that can redo the polygon: those it has work planned in, with a workflow that has a waiting value. */
export async function scrapTargets(db: Database, upstream: ProductionApiClient, productionPolygonId: number) {
  const [workflow, entries, departments] = await Promise.all([
    loadWorkflow(db),
    upstream.polygonDepartment.getByPolygon({ productionPolygonId }),
    upstream.department.getAll(),
  ]);
  const planned = new Set(entries.map((e) => e.productionDepartmentId));
  return departments.flatMap((department) => {
    const waitingValue = workflowOfDepartment(workflow, department.code)?.waitingValues[0];
    if (!planned.has(department.id) || waitingValue === undefined) return [];
    return [{ id: department.id, code: department.code, name: department.name, waitingValue }];
  });
}
export type ScrapTarget = Awaited<ReturnType<typeof scrapTargets>>[number];

export async function reportScrap(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  body: ScrapBody,
) {
  const reason = await activeReason(db, "scrap", body.reasonId);
  const targets = await scrapTargets(db, upstream, body.productionPolygonId);
  if (!targets.some((t) => t.id === body.departmentId)) {
    throw new AppError(
      "conflict",
      "Not for this department",
      `Polygon ${body.productionPolygonId} has no work planned in department ${body.departmentId}.`,
    );
  }
  const redo = targets.find((t) => t.id === body.redoDepartmentId);
  if (!redo) {
    throw new AppError(
      "invalid_input",
      "Invalid input",
      `Polygon ${body.productionPolygonId} cannot go back to department ${body.redoDepartmentId}.`,
      { redoDepartmentId: ["Choose a department this polygon is planned in"] },
    );
  }
  await upstream.status.setStatusForPolygons({
    productionPolygonIds: [body.productionPolygonId],
    statusValue: redo.waitingValue,
    remarks: `Scrap (${redo.name}): ${reasonText(reason.labelEn, body.reasonRemark)}`,
  });
  const event = await recordReasonEvent(db, employee, {
    reason,
    productionPolygonId: body.productionPolygonId,
    place: "station",
    productionDepartmentId: body.departmentId,
    redoDepartmentId: redo.id,
    remark: body.reasonRemark,
  });
  return {
    productionPolygonId: body.productionPolygonId,
    redoDepartment: redo,
    statusValue: redo.waitingValue,
    reasonEventId: event.id,
  };
}
