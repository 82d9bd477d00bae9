// POST /api/admin/print-jobs/{id}/cancel – takes back a job still waiting for its printer, or one whose lease ran out.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { cancel } from "@/lib/printing/print-service";

export const POST = defineRoute(
  { roles: ["admin"], params: idParams, audit: "admin.print-job.cancel" },
  async ({ params }) => cancel(await appDatabase(), params.id),
);
