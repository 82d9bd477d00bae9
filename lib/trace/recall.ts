// A recall in one step: every line of the lot that has not shipped goes on
// hold, with the reason in the upstream's history and kept as the line's open
// problem (the department whose hold it is, and the status before it), so
// that each hold is released as any other (POST /api/holds/{id}/release).
// Supervisors and admins only (the route); audited by the route's wrapper.
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { getTranslator } from "@/lib/i18n/messages";
import { insertProblem } from "@/lib/polygons/problems";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { stageInDepartment } from "@/lib/workflow/rules";
import type { Workflow } from "@/lib/workflow/schemas";
import { loadWorkflow } from "@/lib/workflow/store";
import type { RecallBody, RecallResult, TracedLine } from "./schemas";
import { traceLot } from "./trace-lot";

/**
 * The upstream takes a list of polygons per status write; a recall is sent in
 * parts of at most 20, the most the shared lists follow polygon by polygon
 * (lib/shared-lists/write-path.ts): the lot's page shows the holds at once.
 */
const idsPerWrite = 20;

/** The department whose hold this is: where the line waits or is at work, else where it was last done, else its first. */
async function holdPlaceOf(
  upstream: ProductionApiClient,
  workflow: Workflow,
  line: TracedLine & { status: number },
) {
  const [entries, departments] = await Promise.all([
    upstream.polygonDepartment.getByPolygon({ productionPolygonId: line.productionPolygonId }),
    upstream.department.getAll(),
  ]);
  const planned = entries.flatMap((entry) => {
    const department = departments.find((d) => d.id === entry.productionDepartmentId);
    const flow =
      department && workflow.departments.find((w) => w.departmentCode === department.code.toUpperCase());
    return department && flow ? [{ departmentId: department.id, flow }] : [];
  });
  const stageOf = (p: (typeof planned)[number]) => stageInDepartment(p.flow, line.status);
  return (
    planned.find((p) => ["waiting", "started"].includes(stageOf(p))) ??
    planned.find((p) => stageOf(p) === "done") ??
    planned[0] ??
    null
  );
}

export async function recallLot(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  lot: string,
  { materialCode, reason }: RecallBody,
): Promise<RecallResult> {
  const [trace, workflow] = await Promise.all([
    // The statuses as the upstream has them now: a line held meanwhile is not held twice.
    traceLot(db, upstream, lot, { materialCode }, employee.locale, { isFresh: true }),
    loadWorkflow(db),
  ]);
  const result: RecallResult = {
    lot,
    materialCode: materialCode ?? null,
    held: [],
    alreadyOnHold: [],
    shipped: [],
    notHeld: [],
  };
  const toHold: { line: TracedLine & { status: number }; departmentId: number; onHoldValue: number }[] = [];
  for (const line of trace.lines) {
    if (line.shipped) result.shipped.push(line.productionPolygonId);
    else if (line.isOnHold) result.alreadyOnHold.push(line.productionPolygonId);
    else if (line.status === null) result.notHeld.push(line.productionPolygonId);
    else {
      const withStatus = { ...line, status: line.status };
      const place = await holdPlaceOf(upstream, workflow, withStatus);
      if (!place) result.notHeld.push(line.productionPolygonId);
      else
        toHold.push({
          line: withStatus,
          departmentId: place.departmentId,
          onHoldValue: place.flow.onHoldValue,
        });
    }
  }
  const remark = getTranslator(employee.locale)("trace.recallRemark", { lot, reason });
  for (const onHoldValue of new Set(toHold.map((h) => h.onHoldValue))) {
    const ids = toHold.filter((h) => h.onHoldValue === onHoldValue).map((h) => h.line.productionPolygonId);
    for (let i = 0; i < ids.length; i += idsPerWrite) {
      await upstream.status.setStatusForPolygons({
        productionPolygonIds: ids.slice(i, i + idsPerWrite),
        statusValue: onHoldValue,
        remarks: remark,
      });
    }
  }
  for (const { line, departmentId } of toHold) {
    await insertProblem(db, {
      productionPolygonId: line.productionPolygonId,
      productionDepartmentId: departmentId,
      remark,
      photo: null,
      reportedBy: employee.hubEmployeeId,
      reportedByName: employee.displayName,
      statusBeforeHold: line.status,
    });
    result.held.push({
      productionPolygonId: line.productionPolygonId,
      productionDepartmentId: departmentId,
      statusBeforeHold: line.status,
    });
  }
  return result;
}
