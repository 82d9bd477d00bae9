// PATCH /api/admin/employees/{id} – change roles, departments, language, badge; deactivate or reactivate.
import { updateEmployeeBody } from "@/lib/auth/employee-schemas";
import { updateEmployeeAsAdmin } from "@/lib/admin/employees";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const PATCH = defineRoute(
  { roles: ["admin"], params: idParams, body: updateEmployeeBody, audit: "admin.employee.update" },
  async ({ employee, params, body }) => updateEmployeeAsAdmin(await appDatabase(), employee, params.id, body),
);
