// GET /api/supervisor/unmatched?offset&limit&sort&q – polygons still waiting for a material, sorted and filtered.
import { defineRoute } from "@/lib/route/define-route";
import { unmatchedList, unmatchedQuery } from "@/lib/supervisor/unmatched";

export const GET = defineRoute({ roles: ["supervisor"], query: unmatchedQuery }, ({ upstream, query }) =>
  unmatchedList(upstream, query),
);
