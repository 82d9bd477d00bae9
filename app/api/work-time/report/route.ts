// GET /api/work-time/report?from&to – working time per department, operator, product and day, the jobs against plan, and the entries (workshop days, `to` included).
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { reportQuery, workTimeReport } from "@/lib/work-time/report";

export const GET = defineRoute({ roles: ["supervisor"], query: reportQuery }, async ({ query }) =>
  workTimeReport(await appDatabase(), query, new Date()),
);
