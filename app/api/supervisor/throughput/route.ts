// GET /api/supervisor/throughput – polygons finished per department per day, the last 14 days.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { throughput } from "@/lib/supervisor/throughput";

export const GET = defineRoute({ roles: ["supervisor"] }, async ({ upstream }) =>
  throughput(await appDatabase(), upstream),
);
