// GET /api/problems/{id}/photo – the photo of a reported problem, for supervisors and the operators of its department.
import { appDatabase } from "@/lib/server/app-database";
import { problemPhoto } from "@/lib/polygons/problems";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: idParams },
  async ({ employee, params }) => {
    const photo = await problemPhoto(await appDatabase(), params.id);
    assertMayWorkInDepartment(employee, photo.productionDepartmentId);
    return new Response(new Uint8Array(photo.bytes), {
      headers: { "content-type": photo.type, "x-content-type-options": "nosniff" },
    });
  },
);
