// PUT /api/admin/employees/{id}/pin – set a new PIN (the audit row keeps "[redacted]", never the PIN).
import { resetPinBody } from "@/lib/auth/employee-schemas";
import { resetEmployeePin } from "@/lib/bff/admin-employees";
import { appDatabase } from "@/lib/bff/app-database";
import { defineRoute } from "@/lib/bff/route";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(
  { roles: ["admin"], params: idParams, body: resetPinBody, audit: "admin.employee.pin-reset" },
  async ({ params, body }) => resetEmployeePin(await appDatabase(), params.id, body.pin),
);
