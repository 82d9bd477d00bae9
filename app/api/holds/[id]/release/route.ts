// POST /api/holds/{id}/release – lift a polygon's hold with a remark: back to the status before the hold (supervisors; operators where their department allows it).
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { releaseHold } from "@/lib/holds/release";
import { releaseHoldBody, releaseRoles } from "@/lib/holds/schemas";

export const POST = defineRoute(
  { roles: releaseRoles, params: idParams, body: releaseHoldBody, audit: "hold.release" },
  async ({ upstream, employee, params, body }) =>
    releaseHold(await appDatabase(), upstream, employee, params.id, body),
);
