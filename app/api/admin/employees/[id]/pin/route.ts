// PUT /api/admin/employees/{id}/pin – set a new PIN (the audit row keeps "[redacted]", never the PIN).
import { resetPinBody } from "@/lib/auth/employee-schemas";
import { resetEmployeePin } from "@/lib/admin/employees";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const PUT = defineRoute(
  { roles: ["admin"], params: idParams, body: resetPinBody, audit: "admin.employee.pin-reset" },
  async ({ params, body }) => resetEmployeePin(await appDatabase(), params.id, body.pin),
);
