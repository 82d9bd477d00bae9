// GET /api/work-time/departments/{id} – who works on which polygon of the department, running or paused, with their time so far.
import { appDatabase } from "@/lib/route/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/route/params";
import { workersInDepartment } from "@/lib/work-time/running";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["operator", "supervisor"], params: idParams }, async ({ params }) =>
  workersInDepartment(await appDatabase(), params.id, new Date()),
);
