// GET /api/polygons/unmatched – polygons with at least one material entry not yet matched.
import { listUnmatchedPolygons } from "@/lib/matching/matching";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute({ roles: ["matcher", "supervisor"] }, ({ upstream }) =>
  listUnmatchedPolygons(upstream),
);
