// PUT /api/admin/workflow/departments/{code}/name-nl {nameNl} – the department's Dutch name only (blank: none), from the department's own Edit form; 404 when it has no workflow yet.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentNameNlBody } from "@/lib/admin/department-names";
import { departmentCodeParams } from "@/lib/admin/workflow-admin";
import { setDepartmentNameNl } from "@/lib/workflow/store";

export const PUT = defineRoute(
  {
    roles: ["admin"],
    params: departmentCodeParams,
    body: departmentNameNlBody,
    audit: "workflow.department-name-nl",
  },
  async ({ params, body }) => setDepartmentNameNl(await appDatabase(), params.code, body.nameNl),
);
