// PUT /api/admin/workflow/statuses/{value} – change a status value's labels, colour and overdue threshold; DELETE – remove it, refused (409) while the workflow or polygons use it.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { statusParams, statusUpdateBody } from "@/lib/admin/workflow-admin";
import { deleteStatusValue } from "@/lib/admin/delete-guards";
import { updateStatus } from "@/lib/workflow/store";

export const PUT = defineRoute(
  { roles: ["admin"], params: statusParams, body: statusUpdateBody, audit: "workflow.status-update" },
  async ({ params, body }) => updateStatus(await appDatabase(), params.value, body),
);

export const DELETE = defineRoute(
  { roles: ["admin"], params: statusParams, audit: "workflow.status-delete" },
  async ({ upstream, employee, params }) =>
    deleteStatusValue(await appDatabase(), upstream, employee.locale, params.value),
);
