// Moving a polygon one step in a department (a job-ticket scan or the Start
// and Done buttons) and reporting a problem (on hold). Only what the
// department's workflow allows from the polygon's current status; else nothing moves.
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { Locale, SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { localDepartmentName } from "@/lib/workflow/department-name";
import { displayStatus, nextStep } from "@/lib/workflow/rules";
import { notPlannedIn, polygonInDepartment } from "@/lib/polygons/polygon-in-department";
import { insertProblem, type Photo } from "@/lib/polygons/problems";
import { logError } from "@/lib/base/log";
import { recordStationMove } from "./station-move-log";
import { unmatchedEntriesOf } from "./material-wait";

/** The polygon, its work in the department, the department's workflow and its stage there, or a refusal. */
async function placeInDepartment(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  productionPolygonId: number,
  locale: Locale,
) {
  const { department, workflowAll, workflow, work, stage, currentValue, polygon } = await polygonInDepartment(
    db,
    upstream,
    departmentId,
    productionPolygonId,
  );
  // Floor refusals in the employee's language, the department by its name there.
  const t = getTranslator(locale);
  const name = localDepartmentName(workflowAll, department, locale);
  if (!workflow) {
    throw new AppError(
      "conflict",
      t("floorRefusals.noWorkflowTitle"),
      t("floorRefusals.noWorkflow", { department: name }),
    );
  }
  if (!work) throw notPlannedIn(department, productionPolygonId, workflowAll, locale);
  const notHere = () =>
    new AppError(
      "conflict",
      t("floorRefusals.notNowTitle"),
      t("floorRefusals.notNow", {
        ticket: ticketCode(productionPolygonId),
        status:
          currentValue === null
            ? t("floorRefusals.noStatus")
            : displayStatus(workflowAll.statuses, currentValue, locale).label,
        department: name,
      }),
    );
  return { department, workflow, entry: work, stage, notHere, currentValue, polygon };
}

/**
 * A ticket scan of a line still waiting for material asks first, as the card's
 * buttons do (components/stations/material-wait.tsx): a 409 `material-wait`
 * with the counts, which the tablet words; the scan confirmed goes through.
 */
async function assertNotWaitingForMaterial(
  upstream: ProductionApiClient,
  polygon: { id: number; materials: { hasDefect: boolean }[] },
  step: "start" | "finish",
) {
  const unmatchedMaterials = (await unmatchedEntriesOf(upstream, [polygon.id])).get(polygon.id) ?? 0;
  const materialDefects = polygon.materials.filter((m) => m.hasDefect).length;
  if (unmatchedMaterials === 0 && materialDefects === 0) return;
  throw new AppError(
    "material_wait",
    "Waiting for material",
    `${ticketCode(polygon.id)} still waits for material: scan its ticket again to go on anyway.`,
    {},
    { step, unmatchedMaterials, materialDefects },
  );
}

/** The step about to be made, as a guard of another feature sees it. */
export type StepAbout = {
  departmentId: number;
  productionPolygonId: number;
  step: "start" | "finish";
  /** The status the step would set. */
  statusValue: number;
  employee: SessionEmployee;
};

/**
 * Another feature's say before a station step (given by the route, which composes the
 * features): resolves to let it go on, throws an AppError to refuse it.
 */
export type StepGuard = (about: StepAbout) => Promise<void>;

/**
 * One step: waiting → started (startAt), started → done (finishAt); without a
 * started value waiting → done. `expected` (a button's step) must be that step.
 * `at` is when the step was made (the press, for a step the outbox sent later).
 * `asksMaterial`: a scan not yet confirmed, refused while the line waits for material.
 * `beforeStep`: what the route's other features say first, in order; any may refuse by
 * throwing (a line whose pieces are on the Cut list is not done at cutting's station:
 * lib/cutting/cut-list/pieces-on-cut-list.ts). Nothing has moved when one refuses.
 */
export async function advancePolygon(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
  productionPolygonId: number,
  expected?: "start" | "finish",
  at = new Date(),
  asksMaterial = false,
  beforeStep: readonly StepGuard[] = [],
) {
  const { workflow, entry, stage, notHere, currentValue, polygon } = await placeInDepartment(
    db,
    upstream,
    departmentId,
    productionPolygonId,
    employee.locale,
  );
  const step = nextStep(workflow, stage);
  if (!step || (expected && step.step !== expected)) throw notHere();
  if (asksMaterial) await assertNotWaitingForMaterial(upstream, polygon, step.step);
  for (const guard of beforeStep) {
    await guard({
      departmentId,
      productionPolygonId,
      step: step.step,
      statusValue: step.statusValue,
      employee,
    });
  }
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
    employee.locale,
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
