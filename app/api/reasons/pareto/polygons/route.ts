// GET /api/reasons/pareto/polygons?reasonId&days&department&kind – the polygons behind one bar of the Pareto chart, newest first.
import { paretoPolygons } from "@/lib/reasons/pareto";
import { paretoPolygonsQuery } from "@/lib/reasons/schemas";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute(
  { roles: ["supervisor"], query: paretoPolygonsQuery },
  async ({ upstream, query }) => paretoPolygons(await appDatabase(), upstream, query),
);
