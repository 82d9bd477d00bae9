// PATCH, DELETE /api/admin/reasons/{id} – change or (de)activate a reason; delete one that was never given (409 when it was).
import { deleteReason, updateReason } from "@/lib/reasons/catalogue";
import { updateReasonBody } from "@/lib/reasons/schemas";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const PATCH = defineRoute(
  { roles: ["admin"], params: idParams, body: updateReasonBody, audit: "admin.reason.update" },
  async ({ params, body }) => updateReason(await appDatabase(), params.id, body),
);

export const DELETE = defineRoute(
  { roles: ["admin"], params: idParams, audit: "admin.reason.delete" },
  async ({ params }) => deleteReason(await appDatabase(), params.id),
);
