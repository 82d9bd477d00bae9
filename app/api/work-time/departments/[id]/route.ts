// GET /api/work-time/departments/{id} – who works on which polygon of the department, running or paused, with their time so far.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { workersInDepartment } from "@/lib/work-time/running";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: idParams },
  async ({ employee, params }) => {
    // Who works in a department and their time: its own operators and supervisors only.
    assertMayWorkInDepartment(employee, params.id);
    return workersInDepartment(await appDatabase(), params.id, new Date());
  },
);
