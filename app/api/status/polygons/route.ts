// POST /api/status/polygons – set a status on production polygons by id.
import { defineRoute } from "@/lib/bff/route";
import { setStatusForPolygons, setStatusForPolygonsBody } from "@/lib/bff/status";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  {
    roles: ["operator", "packer", "supervisor"],
    body: setStatusForPolygonsBody,
    audit: "status.set-for-polygons",
  },
  ({ upstream, employee, body }) => setStatusForPolygons(upstream, employee, body),
);
