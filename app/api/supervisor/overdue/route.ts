// GET /api/supervisor/overdue?offset&limit – polygons past their status threshold, planned finish or delivery, oldest first.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { overdueList } from "@/lib/supervisor/overdue";
import { pageQuery } from "@/lib/supervisor/placed";

export const GET = defineRoute({ roles: ["supervisor"], query: pageQuery }, async ({ upstream, query }) =>
  overdueList(await appDatabase(), upstream, query),
);
