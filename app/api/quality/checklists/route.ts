// GET, POST /api/quality/checklists – the quality checklists (admin, supervisor); create one (admin; a second for the same department and product type is 409).
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { createChecklist, listChecklists } from "@/lib/quality/checklists";
import {
  checklistBody,
  checklistReadRoles,
  checklistSchema,
  checklistsSchema,
  checklistWriteRoles,
} from "@/lib/quality/schemas";

export const GET = defineRoute({ roles: checklistReadRoles, response: checklistsSchema }, async () => ({
  checklists: await listChecklists(await appDatabase()),
}));

export const POST = defineRoute(
  {
    roles: checklistWriteRoles,
    body: checklistBody,
    audit: "quality.checklist.create",
    successStatus: 201,
    response: checklistSchema,
  },
  async ({ body }) => createChecklist(await appDatabase(), body),
);
