// POST /api/materials/{id}/defect – mark a material entry defective (true) or repaired (false).
import { setDefectBody, setMaterialDefect } from "@/lib/bff/matching";
import { defineRoute } from "@/lib/bff/route";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["matcher", "supervisor"], params: idParams, body: setDefectBody, audit: "material.defect" },
  ({ upstream, params, body }) => setMaterialDefect(upstream, params.id, body.hasDefect),
);
