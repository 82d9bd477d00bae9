// GET /api/board – the wall board: per department waiting, in progress, on hold, overdue, done today and the morning's plan for today, the oldest problem.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { boardSummary } from "@/lib/board/board-summary";
import { plannedToday, withPlannedToday } from "@/lib/board/planned-today";
import { workshopPlan } from "@/lib/planning/projection";
import { linesPlannedToday } from "@/lib/planning/screens";

export const GET = defineRoute({ roles: ["board", "supervisor", "admin"] }, async ({ upstream }) => {
  const db = await appDatabase();
  const now = new Date();
  // The plan is read only when the day's planned lines are not kept yet (lib/board/planned-today.ts).
  const [summary, planned] = await Promise.all([
    boardSummary(db, upstream, now),
    plannedToday(db, upstream, () => workshopPlan(db, upstream, now).then(linesPlannedToday), now),
  ]);
  return withPlannedToday(summary, planned);
});
