// GET /api/polygons/unmatched – polygons with at least one material entry not yet matched.
import { listUnmatchedPolygons } from "@/lib/bff/matching";
import { defineRoute } from "@/lib/bff/route";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["matcher", "supervisor"] }, ({ upstream }) =>
  listUnmatchedPolygons(upstream),
);
