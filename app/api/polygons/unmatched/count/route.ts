// GET /api/polygons/unmatched/count – how many polygons have a material entry not yet matched.
import { countUnmatchedPolygons } from "@/lib/matching/matching";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute({ roles: ["matcher", "supervisor"] }, ({ upstream }) =>
  countUnmatchedPolygons(upstream),
);
