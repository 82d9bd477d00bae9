// GET /api/admin/printers/{id}/jobs?limit – the printer's jobs, newest first: waiting, printed, failed, cancelled.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { printJobsQuery } from "@/lib/printing/printer-body";
import { listJobs } from "@/lib/printing/print-service";

export const GET = defineRoute(
  { roles: ["admin"], params: idParams, query: printJobsQuery },
  async ({ params, query }) => listJobs(await appDatabase(), params.id, query.limit),
);
