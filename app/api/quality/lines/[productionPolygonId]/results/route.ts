// GET /api/quality/lines/{productionPolygonId}/results – the line's check results at every department, newest first: who, when, the values and the photos' URLs.
import { resultsOfLine } from "@/lib/quality/results";
import { lineParams, lineResultsSchema } from "@/lib/quality/schemas";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const GET = defineRoute(
  { roles: "signed-in", params: lineParams, response: lineResultsSchema },
  async ({ params }) => ({ results: await resultsOfLine(await appDatabase(), params.productionPolygonId) }),
);
