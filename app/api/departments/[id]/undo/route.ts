// POST /api/departments/{id}/undo – undo the employee's last move at this station (status and work times put back); 409 when the line moved on since.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { undoLastMove } from "@/lib/stations/undo-move";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: idParams, audit: "department.undo-move" },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return undoLastMove(await appDatabase(), upstream, employee, params.id);
  },
);
