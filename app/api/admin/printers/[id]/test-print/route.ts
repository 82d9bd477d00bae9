// POST /api/admin/printers/{id}/test-print – queues a small label with the printer's name and the moment (a job like any other).
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { printTestLabel } from "@/lib/printing/print-service";

export const POST = defineRoute(
  { roles: ["admin"], params: idParams, audit: "admin.printer.test-print" },
  async ({ employee, params }) =>
    printTestLabel(await appDatabase(), params.id, {
      employeeId: employee.employeeId,
      locale: employee.locale,
    }),
);
