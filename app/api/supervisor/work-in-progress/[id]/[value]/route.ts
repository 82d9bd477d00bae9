// GET /api/supervisor/work-in-progress/{departmentId}/{statusValue}?offset&limit – the polygons behind one number, a page at a time.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { positiveIntParam, statusValueParams } from "@/lib/base/params";
import { pageQuery } from "@/lib/supervisor/placed";
import { workInProgressList } from "@/lib/supervisor/work-in-progress";

const params = statusValueParams.extend({ id: positiveIntParam("id") });

export const GET = defineRoute(
  { roles: ["supervisor"], params, query: pageQuery },
  async ({ upstream, params: { id, value }, query }) =>
    workInProgressList(await appDatabase(), upstream, id, value, query),
);
