// POST /api/materials/{id}/defect/photo – add a photo (multipart `photo`, ≤ 2 MB) to the entry's newest defect report;
// GET ?report= – that report's photo.
import { z } from "zod";
import { appDatabase } from "@/lib/route/app-database";
import { attachDefectPhoto, defectPhoto } from "@/lib/polygons/material-defects";
import { readPhotoUpload } from "@/lib/polygons/problems";
import { defineRoute } from "@/lib/route/define-route";
import { idParams, positiveIntParam } from "@/lib/route/params";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["matcher", "supervisor"], params: idParams, audit: "material.defect-photo", successStatus: 201 },
  async ({ params, request }) =>
    attachDefectPhoto(await appDatabase(), params.id, await readPhotoUpload(request)),
);

export const GET = defineRoute(
  {
    roles: ["matcher", "supervisor", "operator"],
    params: idParams,
    query: z.object({ report: positiveIntParam("report") }),
  },
  async ({ params, query }) => {
    const photo = await defectPhoto(await appDatabase(), params.id, query.report);
    return new Response(new Uint8Array(photo.bytes), {
      headers: { "content-type": photo.type, "x-content-type-options": "nosniff" },
    });
  },
);
