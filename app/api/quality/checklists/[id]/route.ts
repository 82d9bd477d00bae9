// GET, PUT, DELETE /api/quality/checklists/{id} – one checklist; replace it and its checks (admin); delete it (admin).
import { idParams } from "@/lib/base/params";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { deleteChecklist, getChecklist, updateChecklist } from "@/lib/quality/checklists";
import {
  checklistBody,
  checklistReadRoles,
  checklistSchema,
  checklistWriteRoles,
} from "@/lib/quality/schemas";

export const GET = defineRoute(
  { roles: checklistReadRoles, params: idParams, response: checklistSchema },
  async ({ params }) => getChecklist(await appDatabase(), params.id),
);

export const PUT = defineRoute(
  {
    roles: checklistWriteRoles,
    params: idParams,
    body: checklistBody,
    audit: "quality.checklist.update",
    response: checklistSchema,
  },
  async ({ params, body }) => updateChecklist(await appDatabase(), params.id, body),
);

export const DELETE = defineRoute(
  { roles: checklistWriteRoles, params: idParams, audit: "quality.checklist.delete" },
  async ({ params }) => deleteChecklist(await appDatabase(), params.id),
);
