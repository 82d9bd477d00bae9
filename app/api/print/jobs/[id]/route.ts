// GET /api/print/jobs/{id} – what became of a print job the employee asked for (an admin: any): printed, or waiting and why, in their language.
import { hasRole } from "@/lib/base/roles";
import { printJobAnswer } from "@/lib/printing/print-progress";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const GET = defineRoute({ roles: "signed-in", params: idParams }, async ({ employee, params }) =>
  printJobAnswer(await appDatabase(), params.id, {
    employeeId: employee.employeeId,
    isAdmin: hasRole(employee, "admin"),
    locale: employee.locale,
  }),
);
