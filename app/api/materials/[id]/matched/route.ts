// POST /api/materials/{id}/matched – mark a polygon's material entry matched or unmatched.
import { setMaterialMatched, setMatchedBody } from "@/lib/matching/matching";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/route/params";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["matcher", "supervisor"], params: idParams, body: setMatchedBody, audit: "material.matched" },
  ({ upstream, params, body }) =>
    setMaterialMatched(upstream, params.id, body.isMatched, body.productionPolygonId),
);
