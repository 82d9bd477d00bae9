// POST /api/materials/{id}/defect – mark a material entry defective (true, with a remark, kept with who and when) or repaired (false).
import { appDatabase } from "@/lib/route/app-database";
import { setDefectBody, setMaterialDefect } from "@/lib/matching/matching";
import { recordDefect } from "@/lib/polygons/material-defects";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/route/params";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["matcher", "supervisor"], params: idParams, body: setDefectBody, audit: "material.defect" },
  async ({ upstream, employee, params, body }) => {
    const entry = await setMaterialDefect(upstream, params.id, body.hasDefect, body.productionPolygonId);
    const defect =
      body.hasDefect && body.remark
        ? await recordDefect(await appDatabase(), employee, params.id, body.remark)
        : null;
    return { ...entry, defect };
  },
);
