// GET /api/admin/printers/{id}/status – asks the printer `~HS` now: reachable, paper out, head open, paused; and its job counts.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { printerStatus } from "@/lib/printing/print-service";

export const GET = defineRoute({ roles: ["admin"], params: idParams }, async ({ params }) =>
  printerStatus(await appDatabase(), params.id),
);
