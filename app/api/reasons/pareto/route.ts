// GET /api/reasons/pareto?days&department&kind – reasons given in the last 7, 30 or 90 days, most frequent first, with the cumulative share.
import { reasonPareto } from "@/lib/reasons/pareto";
import { paretoQuery } from "@/lib/reasons/schemas";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute({ roles: ["supervisor"], query: paretoQuery }, async ({ query }) =>
  reasonPareto(await appDatabase(), query),
);
