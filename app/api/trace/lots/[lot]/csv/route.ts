// GET /api/trace/lots/{lot}/csv?materialCode= – the lot's customers and lines as a CSV download.
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { lotCsv } from "@/lib/trace/lot-csv";
import { lotParams, lotQuery, traceRoles } from "@/lib/trace/schemas";
import { traceLot } from "@/lib/trace/trace-lot";

export const GET = defineRoute(
  { roles: traceRoles, params: lotParams, query: lotQuery },
  async ({ upstream, employee, params, query }) => {
    const trace = await traceLot(await appDatabase(), upstream, params.lot, query, employee.locale);
    const { csv, fileName } = lotCsv(trace, employee.locale);
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${fileName}"`,
      },
    });
  },
);
