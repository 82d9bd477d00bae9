// "Undo my last move" at a station: puts back the status and the department
// work times the employee's newest step in this department replaced, through
// the one write path (the route then puts the working time back). When the polygon moved on since (its status is no longer
// the one the step set), nothing is undone (409): undoing would undo
// someone else's work too. The station asks first (previewLastMove): the
// employee sees the line, the step, who and when, and the undo that follows
// names that move, so a newer one is never undone in its place (409).
import { z } from "zod";
import { idNumber } from "@/lib/base/params";
import { undoneAtStationRemark } from "@/lib/polygons/app-remarks";
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { lineSummary, lineSummaryOf } from "@/lib/polygons/order-specs";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { displayStatus } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import { claimMoveUndone, findLastMove, releaseMoveClaim } from "./station-move-log";

export type UndoMoveResult = {
  productionPolygonId: number;
  step: "start" | "finish";
  /** The value the step had set, and the one put back. */
  undoneStatusValue: number;
  statusValue: number;
  /** The step's moment (ISO): its working-time entries carry it (lib/work-time/undo-step.ts). */
  stepAt: string;
};

/** What "Undo my last move" would reverse, said before it is done. */
export type UndoMovePreview = {
  /** The move's id: the undo that follows names it. */
  moveId: number;
  productionPolygonId: number;
  projectNumber: string | null;
  lineNumber: number | null;
  step: "start" | "finish";
  /** The status the step set, and the one the undo puts back. */
  statusValue: number;
  previousStatusValue: number | null;
  /** Who made the step (the employee's own moves only are undone). */
  by: string;
  at: string;
};

const nothingToUndo = () =>
  new AppError("not_found", "Nothing to undo", "You have no move left to undo here.");

export async function previewLastMove(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
): Promise<UndoMovePreview> {
  const move = await findLastMove(db, employee.employeeId, departmentId);
  if (!move) throw nothingToUndo();
  const polygon = await upstream.polygon.getById({ id: move.productionPolygonId });
  // The line's name matters less than the question: without its order spec it is named by its job code.
  const line = await lineSummaryOf(upstream, polygon).catch(() => lineSummary(undefined, polygon.polygonId));
  return {
    moveId: move.id,
    productionPolygonId: move.productionPolygonId,
    projectNumber: line.projectNumber,
    lineNumber: line.lineNumber,
    step: move.step === "finish" ? "finish" : "start",
    statusValue: move.statusValue,
    previousStatusValue: move.previousStatusValue,
    by: employee.displayName,
    at: move.movedAt.toISOString(),
  };
}

export async function undoLastMove(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
  /** The move the question showed; when a newer move came since, nothing is undone (409). */
  moveId?: number,
): Promise<UndoMoveResult> {
  const move = await findLastMove(db, employee.employeeId, departmentId);
  if (!move) throw nothingToUndo();
  if (moveId !== undefined && move.id !== moveId) {
    throw new AppError(
      "conflict",
      "Cannot undo: you made a newer move",
      "Your last move here is no longer the one you were shown. Nothing was undone; ask again.",
    );
  }
  const [polygon, workflow] = await Promise.all([
    upstream.polygon.getById({ id: move.productionPolygonId }),
    loadWorkflow(db),
  ]);
  const current = currentStatusOf(polygon)?.productionStatusValue ?? null;
  const label = (value: number | null) =>
    value === null ? "no status" : displayStatus(workflow.statuses, value, "en").label;
  if (current !== move.statusValue || move.previousStatusValue === null) {
    throw new AppError(
      "conflict",
      "Cannot undo: the line moved on",
      `Polygon ${move.productionPolygonId} is at ${label(current)} now, no longer at ${label(move.statusValue)}. Nothing was undone.`,
    );
  }
  if (!(await claimMoveUndone(db, move.id)))
    throw new AppError("conflict", "Already undone", "This move was undone a moment ago.");
  try {
    await upstream.status.setStatusForPolygons({
      productionPolygonIds: [move.productionPolygonId],
      statusValue: move.previousStatusValue,
      remarks: undoneAtStationRemark,
    });
    await upstream.polygonDepartment.update({
      id: move.polygonDepartmentId,
      startAt: move.previousStartAt,
      finishAt: move.previousFinishAt,
    });
  } catch (error) {
    await releaseMoveClaim(db, move.id);
    throw error;
  }
  return {
    productionPolygonId: move.productionPolygonId,
    step: move.step === "finish" ? "finish" : "start",
    undoneStatusValue: move.statusValue,
    statusValue: move.previousStatusValue,
    stepAt: move.movedAt.toISOString(),
  };
}

export const undoMoveBody = z.object({
  /** The move the question showed (GET …/undo); when a newer one came since, nothing is undone (409). */
  moveId: idNumber.optional(),
});
