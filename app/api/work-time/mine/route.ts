// GET /api/work-time/mine – the signed-in employee's running time entry (the timer on every floor screen), or running: null.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { myTimer } from "@/lib/work-time/running";

export const GET = defineRoute({ roles: "signed-in" }, async ({ employee }) =>
  myTimer(await appDatabase(), employee.employeeId, new Date()),
);
