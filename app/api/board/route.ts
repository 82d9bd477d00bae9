// GET /api/board – the wall board: per department waiting, in progress, on hold, overdue, done and planned today, the oldest problem.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { logWarning } from "@/lib/base/log";
import { boardSummary } from "@/lib/board/board-summary";
import { withPlannedToday } from "@/lib/board/planned-today";
import { workshopPlan } from "@/lib/planning/projection";
import { linesFinishingToday } from "@/lib/planning/screens";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["board", "supervisor", "admin"] }, async ({ upstream }) => {
  const db = await appDatabase();
  // The plan is extra: without it the board still shows its counts.
  const [summary, stillToday] = await Promise.all([
    boardSummary(db, upstream),
    workshopPlan(db, upstream)
      .then(linesFinishingToday)
      .catch((error: unknown) => {
        logWarning("[board] the plan not read", error);
        return null;
      }),
  ]);
  return withPlannedToday(summary, stillToday);
});
