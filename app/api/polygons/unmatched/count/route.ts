// GET /api/polygons/unmatched/count – how many polygons have a material entry not yet matched.
import { countUnmatchedPolygons } from "@/lib/bff/matching";
import { defineRoute } from "@/lib/bff/route";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["matcher", "supervisor"] }, ({ upstream }) =>
  countUnmatchedPolygons(upstream),
);
