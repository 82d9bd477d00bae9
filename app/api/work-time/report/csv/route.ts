// GET /api/work-time/report/csv?from&to&view – one view of the working-time report as a CSV download.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { workTimeReport } from "@/lib/work-time/report";
import { reportCsv, reportCsvQuery } from "@/lib/work-time/report-csv";

export const GET = defineRoute({ roles: ["supervisor"], query: reportCsvQuery }, async ({ query }) => {
  const report = await workTimeReport(await appDatabase(), query, new Date(), {
    listAll: query.view === "entries",
  });
  const { csv, fileName } = reportCsv(report, query.view);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
    },
  });
});
