// Moving a polygon one step in a department (a job-ticket scan or the Start
// and Done buttons) and reporting a problem (on hold). Only what the
// department's workflow allows from the polygon's current status; else nothing moves.
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { SessionEmployee } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { displayStatus, nextStep } from "@/lib/workflow/rules";
import { notPlannedIn, polygonInDepartment } from "@/lib/polygons/polygon-in-department";
import { insertProblem, type Photo } from "@/lib/polygons/problems";
import { logError } from "@/lib/base/log";
import { recordStationMove } from "./station-move-log";

/** The polygon, its work in the department, the department's workflow and its stage there, or a refusal. */
async function placeInDepartment(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  productionPolygonId: number,
) {
  const { department, workflowAll, workflow, work, stage, currentValue } = await polygonInDepartment(
    db,
    upstream,
    departmentId,
    productionPolygonId,
  );
  if (!workflow) {
    throw new AppError(
      "conflict",
      "This department has no workflow",
      `An administrator sets up ${department.name}'s workflow.`,
    );
  }
  if (!work) throw notPlannedIn(department, productionPolygonId);
  const notHere = () =>
    new AppError(
      "conflict",
      "Not for this department now",
      `${ticketCode(productionPolygonId)} is at ${currentValue === null ? "no status" : displayStatus(workflowAll.statuses, currentValue, "en").label}, not waiting for or in progress in ${department.name}.`,
    );
  return { department, workflow, entry: work, stage, notHere, currentValue };
}

/**
 * One step: waiting → started (startAt), started → done (finishAt); without a
 * started value waiting → done. `expected` (a button's step) must be that step.
 * `at` is when the step was made (the press, for a step the outbox sent later).
 */
export async function advancePolygon(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
  productionPolygonId: number,
  expected?: "start" | "finish",
  at = new Date(),
) {
  const { workflow, entry, stage, notHere, currentValue } = await placeInDepartment(
    db,
    upstream,
    departmentId,
    productionPolygonId,
  );
  const step = nextStep(workflow, stage);
  if (!step || (expected && step.step !== expected)) throw notHere();
  const now = at.toISOString();
  // startAt/finishAt hold the plan until the work happens; then the real times. The times go
  // first: when the status move then fails they are put back, so the step is made whole or not
  // at all (a status entry cannot be taken back, only followed by another).
  const polygonDepartment = await upstream.polygonDepartment.update({
    id: entry.id,
    ...(step.step === "start"
      ? { startAt: now }
      : { finishAt: now, ...(stage === "waiting" ? { startAt: now } : {}) }),
  });
  try {
    await upstream.status.setStatusForPolygons({
      productionPolygonIds: [productionPolygonId],
      statusValue: step.statusValue,
    });
  } catch (error) {
    await upstream.polygonDepartment
      .update({ id: entry.id, startAt: entry.startAt, finishAt: entry.finishAt })
      .catch((undoError: unknown) =>
        logError(`[stations] could not put back the times of work ${entry.id}:`, undoError),
      );
    throw error;
  }
  // What "undo my last move" puts back (undo-move.ts).
  await recordStationMove(db, {
    employeeId: employee.employeeId,
    productionDepartmentId: departmentId,
    productionPolygonId,
    polygonDepartmentId: entry.id,
    step: step.step,
    statusValue: step.statusValue,
    previousStatusValue: currentValue,
    previousStartAt: entry.startAt,
    previousFinishAt: entry.finishAt,
    movedAt: at,
  });
  return { productionPolygonId, step: step.step, statusValue: step.statusValue, polygonDepartment };
}

/** On hold with the remark (also in the upstream's status entry) and the photo kept here. */
export async function reportProblem(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
  productionPolygonId: number,
  report: { remark: string; photo: Photo | null },
) {
  const { workflow, stage, notHere, currentValue } = await placeInDepartment(
    db,
    upstream,
    departmentId,
    productionPolygonId,
  );
  if (stage !== "waiting" && stage !== "started") throw notHere();
  await upstream.status.setStatusForPolygons({
    productionPolygonIds: [productionPolygonId],
    statusValue: workflow.onHoldValue,
    remarks: report.remark,
  });
  return insertProblem(db, {
    productionPolygonId,
    productionDepartmentId: departmentId,
    remark: report.remark,
    photo: report.photo,
    reportedBy: employee.hubEmployeeId,
    reportedByName: employee.displayName,
    statusBeforeHold: currentValue,
  });
}
