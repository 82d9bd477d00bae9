// GET /api/supervisor/work-in-progress – per department and status of its workflow: polygons and production value.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { workInProgress } from "@/lib/supervisor/work-in-progress";

export const GET = defineRoute({ roles: ["supervisor"] }, async ({ upstream }) =>
  workInProgress(await appDatabase(), upstream),
);
