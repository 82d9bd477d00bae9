// PUT /api/admin/employees/{id}/password – set a new password; ends the employee's sessions (the audit row keeps "[redacted]").
import { resetPasswordBody } from "@/lib/auth/employee-schemas";
import { resetEmployeePassword } from "@/lib/admin/employees";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const PUT = defineRoute(
  { roles: ["admin"], params: idParams, body: resetPasswordBody, audit: "admin.employee.password-reset" },
  async ({ params, body }) => resetEmployeePassword(await appDatabase(), params.id, body.password),
);
