// POST /api/holds/{id}/status – the supervisor sets any status of the workflow on one polygon, with a reason.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { setPolygonStatus } from "@/lib/holds/set-status";
import { setPolygonStatusBody, setStatusRoles } from "@/lib/holds/schemas";

export const POST = defineRoute(
  { roles: setStatusRoles, params: idParams, body: setPolygonStatusBody, audit: "polygon.set-status" },
  async ({ upstream, employee, params, body }) =>
    setPolygonStatus(await appDatabase(), upstream, employee, params.id, body),
);
