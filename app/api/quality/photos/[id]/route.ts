// GET /api/quality/photos/{id} – a check's photo (the image itself), for every signed-in employee.
import { idParams } from "@/lib/base/params";
import { photoOf } from "@/lib/quality/results";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const GET = defineRoute({ roles: "signed-in", params: idParams }, async ({ params }) => {
  const photo = await photoOf(await appDatabase(), params.id);
  return new Response(new Uint8Array(photo.bytes), {
    headers: { "content-type": photo.type, "x-content-type-options": "nosniff" },
  });
});
