// GET /api/board/targets – every department with a workflow and its daily target on the wall board.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentTargets } from "@/lib/board/department-targets";

export const GET = defineRoute({ roles: ["admin"] }, async ({ upstream }) =>
  departmentTargets(await appDatabase(), upstream),
);
