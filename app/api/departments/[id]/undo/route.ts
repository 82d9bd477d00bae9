// POST /api/departments/{id}/undo {moveId?} – undo the employee's last move at this station (status, work times and working time put back); 409 when the line moved on since, or when moveId is not the last move any more.
// GET /api/departments/{id}/undo – what that undo would reverse (line, step, who, when), without reversing it.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { previewLastMove, undoLastMove, undoMoveBody } from "@/lib/stations/undo-move";
import { undoStationStepTime } from "@/lib/work-time/undo-step";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: idParams, body: undoMoveBody, audit: "department.undo-move" },
  async ({ upstream, employee, params, body }) => {
    assertMayWorkInDepartment(employee, params.id);
    const db = await appDatabase();
    const undone = await undoLastMove(db, upstream, employee, params.id, body.moveId);
    // The route composes the two features (as station-step.ts does): the time follows the status back.
    const job = { productionDepartmentId: params.id, productionPolygonId: undone.productionPolygonId };
    const workTime = await undoStationStepTime(db, job, undone.step, new Date(undone.stepAt));
    return { ...undone, workTime };
  },
);

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: idParams },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return previewLastMove(await appDatabase(), upstream, employee, params.id);
  },
);
