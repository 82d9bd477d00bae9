// POST /api/admin/print-jobs/{id}/reprint – prints a printed or failed job again, as a new job.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { reprint } from "@/lib/printing/print-service";

export const POST = defineRoute(
  { roles: ["admin"], params: idParams, audit: "admin.print-job.reprint", successStatus: 201 },
  async ({ params, employee, request }) =>
    reprint(await appDatabase(), params.id, {
      employeeId: employee.employeeId,
      requestRef: request.headers.get("idempotency-key"),
    }),
);
