// POST /api/admin/workflow/statuses – add a status value to the catalogue (409 when it exists).
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { statusBody } from "@/lib/admin/workflow-admin";
import { createStatus } from "@/lib/workflow/store";

export const POST = defineRoute(
  { roles: ["admin"], body: statusBody, audit: "workflow.status-create", successStatus: 201 },
  async ({ body }) => createStatus(await appDatabase(), body),
);
