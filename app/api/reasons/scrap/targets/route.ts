// GET /api/reasons/scrap/targets?productionPolygonId – the departments a scrapped polygon can go back to (planned, with a workflow).
import { z } from "zod";
import { mayWorkInDepartment } from "@/lib/base/roles";
import { AppError } from "@/lib/errors";
import { scrapTargets } from "@/lib/reasons/scrap";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { positiveIntParam } from "@/lib/base/params";

export const GET = defineRoute(
  {
    roles: ["operator", "supervisor"],
    query: z.object({ productionPolygonId: positiveIntParam("productionPolygonId") }),
  },
  async ({ upstream, employee, query }) => {
    const targets = await scrapTargets(await appDatabase(), upstream, query.productionPolygonId);
    // An operator asks only of a line planned in one of their departments (supervisors of any).
    if (targets.length > 0 && !targets.some((target) => mayWorkInDepartment(employee, target.id)))
      throw new AppError(
        "forbidden",
        "Not your department",
        "This line has no work planned in your department.",
      );
    return targets;
  },
);
