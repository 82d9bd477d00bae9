// GET /api/reasons/scrap/targets?productionPolygonId – the departments a scrapped polygon can go back to (planned, with a workflow).
import { z } from "zod";
import { scrapTargets } from "@/lib/reasons/scrap";
import { appDatabase } from "@/lib/route/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { positiveIntParam } from "@/lib/route/params";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  {
    roles: ["operator", "supervisor"],
    query: z.object({ productionPolygonId: positiveIntParam("productionPolygonId") }),
  },
  async ({ upstream, query }) => scrapTargets(await appDatabase(), upstream, query.productionPolygonId),
);
