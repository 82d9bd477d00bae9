// POST /api/materials/{id}/defect – mark a material entry defective (true, with a remark, kept with who and when) or repaired (false).
import { appDatabase } from "@/lib/bff/app-database";
import { setDefectBody, setMaterialDefect } from "@/lib/bff/matching";
import { recordDefect } from "@/lib/bff/material-defects";
import { defineRoute } from "@/lib/bff/route";
import { idParams } from "@/lib/bff/schemas";

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
