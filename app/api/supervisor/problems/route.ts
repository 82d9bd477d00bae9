// GET /api/supervisor/problems?offset&limit – polygons on hold with the remark, photo and who reported it, newest first.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { pageQuery } from "@/lib/supervisor/placed";
import { problemList } from "@/lib/supervisor/problems";

export const GET = defineRoute({ roles: ["supervisor"], query: pageQuery }, async ({ upstream, query }) =>
  problemList(await appDatabase(), upstream, query),
);
