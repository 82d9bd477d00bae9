// POST /api/status/wt-polygons – set a status on polygons by CPQ (WT) polygon id within production projects.
import { appDatabase } from "@/lib/bff/app-database";
import { defineRoute } from "@/lib/bff/route";
import { setStatusForWtPolygons, setStatusForWtPolygonsBody } from "@/lib/bff/status";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  {
    roles: ["operator", "packer", "supervisor"],
    body: setStatusForWtPolygonsBody,
    audit: "status.set-for-wt-polygons",
  },
  async ({ upstream, employee, body }) =>
    setStatusForWtPolygons(await appDatabase(), upstream, employee, body),
);
