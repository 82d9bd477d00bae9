// PUT /api/board/targets/{id} – sets (or with null clears) a department's daily target on the wall board.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { setDepartmentTarget } from "@/lib/board/department-targets";
import { dailyTargetBody } from "@/lib/board/schemas";

export const PUT = defineRoute(
  { roles: ["admin"], params: idParams, body: dailyTargetBody, audit: "board.target.set" },
  async ({ params, body, upstream }) =>
    setDepartmentTarget(await appDatabase(), upstream, params.id, body.dailyTarget),
);
