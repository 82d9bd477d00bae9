// PUT /api/admin/workflow/statuses/{value} – change a status value's labels, colour and overdue threshold; DELETE – remove it (polygons at it then show its number).
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { statusParams, statusUpdateBody } from "@/lib/admin/workflow-admin";
import { deleteStatus, updateStatus } from "@/lib/workflow/store";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(
  { roles: ["admin"], params: statusParams, body: statusUpdateBody, audit: "workflow.status-update" },
  async ({ params, body }) => updateStatus(await appDatabase(), params.value, body),
);

export const DELETE = defineRoute(
  { roles: ["admin"], params: statusParams, audit: "workflow.status-delete" },
  async ({ params }) => deleteStatus(await appDatabase(), params.value),
);
