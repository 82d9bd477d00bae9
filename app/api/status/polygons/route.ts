// POST /api/status/polygons – set a status on production polygons by id.
import { appDatabase } from "@/lib/route/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { setStatusForPolygons, setStatusForPolygonsBody } from "@/lib/workflow/status";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  {
    roles: ["operator", "packer", "supervisor"],
    body: setStatusForPolygonsBody,
    audit: "status.set-for-polygons",
  },
  async ({ upstream, employee, body }) => setStatusForPolygons(await appDatabase(), upstream, employee, body),
);
