// "Undo my last move" at a station: puts back the status and the department
// work times the employee's newest step in this department replaced, through
// the one write path (the route then puts the working time back). When the polygon moved on since (its status is no longer
// the one the step set), nothing is undone (409): undoing would undo
// someone else's work too.
import { undoneAtStationRemark } from "@/lib/polygons/app-remarks";
import type { SessionEmployee } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
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

export async function undoLastMove(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
): Promise<UndoMoveResult> {
  const move = await findLastMove(db, employee.employeeId, departmentId);
  if (!move) throw new AppError("not_found", "Nothing to undo", "You have no move left to undo here.");
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
