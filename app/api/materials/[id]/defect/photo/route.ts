// POST /api/materials/{id}/defect/photo – add a photo (multipart `photo`, ≤ 2 MB) to the entry's newest defect report;
// GET ?report=&polygon= – that report's photo (operators: only while the polygon is at their station).
import { z } from "zod";
import { appDatabase } from "@/lib/server/app-database";
import { assertMayReadDefectPhoto } from "@/lib/polygons/defect-photo-access";
import { attachDefectPhoto, defectPhoto } from "@/lib/polygons/material-defects";
import { readPhotoUpload } from "@/lib/polygons/problems";
import { defineRoute } from "@/lib/route/define-route";
import { idParams, positiveIntParam } from "@/lib/base/params";

export const POST = defineRoute(
  {
    roles: ["matcher", "supervisor"],
    params: idParams,
    audit: "material.defect-photo",
    successStatus: 201,
    accepts: "multipart",
  },
  async ({ params, request }) =>
    attachDefectPhoto(await appDatabase(), params.id, await readPhotoUpload(request)),
);

export const GET = defineRoute(
  {
    roles: ["matcher", "supervisor", "operator"],
    params: idParams,
    // An operator's link names the polygon (the station drawer's): the photo is theirs only while it is at their station.
    query: z.object({ report: positiveIntParam("report"), polygon: positiveIntParam("polygon").optional() }),
  },
  async ({ upstream, employee, params, query }) => {
    await assertMayReadDefectPhoto(await appDatabase(), upstream, employee, params.id, query.polygon);
    const photo = await defectPhoto(await appDatabase(), params.id, query.report);
    return new Response(new Uint8Array(photo.bytes), {
      headers: { "content-type": photo.type, "x-content-type-options": "nosniff" },
    });
  },
);
