// PUT /api/admin/workflow/departments/{code} – set the workflow of a department (by its code): values it picks up, started, done, on hold; DELETE – remove it.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import {
  departmentCodeParams,
  departmentWorkflowBody,
  parseDepartmentWorkflow,
} from "@/lib/admin/workflow-admin";
import { deleteDepartmentWorkflow, saveDepartmentWorkflow } from "@/lib/workflow/store";

export const PUT = defineRoute(
  {
    roles: ["admin"],
    params: departmentCodeParams,
    body: departmentWorkflowBody,
    audit: "workflow.department-save",
  },
  async ({ params, body }) =>
    saveDepartmentWorkflow(await appDatabase(), parseDepartmentWorkflow(params.code, body)),
);

export const DELETE = defineRoute(
  { roles: ["admin"], params: departmentCodeParams, audit: "workflow.department-delete" },
  async ({ params }) => deleteDepartmentWorkflow(await appDatabase(), params.code),
);
