// POST /api/work-time/mine/pause – pause the signed-in employee's running time entry, wherever it runs (204; nothing running: 204 too).
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { pauseWork } from "@/lib/work-time/entries";

export const POST = defineRoute(
  { roles: "signed-in", audit: "work-time.pause-mine" },
  async ({ employee }) => {
    await pauseWork(await appDatabase(), employee.employeeId, new Date(), "pause");
  },
);
