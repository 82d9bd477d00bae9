// POST /api/materials/{id}/defect – mark a material entry defective (true, with a remark and optionally a reason code, kept with who and when) or repaired (false).
import { appDatabase } from "@/lib/server/app-database";
import { setDefectBody, setMaterialDefect } from "@/lib/matching/matching";
import { recordDefect } from "@/lib/polygons/material-defects";
import { entryReason } from "@/lib/reasons/chosen-reason";
import { hasPolygonForReason, polygonForReasonError, reasonChoice } from "@/lib/reasons/schemas";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const POST = defineRoute(
  {
    roles: ["matcher", "supervisor"],
    params: idParams,
    body: setDefectBody.and(reasonChoice).refine(hasPolygonForReason, polygonForReasonError),
    audit: "material.defect",
  },
  async ({ upstream, employee, params, body }) => {
    const db = await appDatabase();
    const reason = await entryReason(db, "material-defect", body.hasDefect ? body : null);
    const entry = await setMaterialDefect(upstream, params.id, body.hasDefect, body.productionPolygonId);
    const defect =
      body.hasDefect && body.remark ? await recordDefect(db, employee, params.id, body.remark) : null;
    await reason.record(employee, params.id);
    return { ...entry, defect };
  },
);
