// POST /api/status/polygons – the supervisor sets any status on production polygons by id.
import { defineRoute } from "@/lib/route/define-route";
import { setStatusForPolygons, setStatusForPolygonsBody, statusOverrideRoles } from "@/lib/workflow/status";

export const POST = defineRoute(
  { roles: statusOverrideRoles, body: setStatusForPolygonsBody, audit: "status.set-for-polygons" },
  ({ upstream, body }) => setStatusForPolygons(upstream, body),
);
