// GET /api/board – the wall board: per department waiting, in progress, on hold, overdue, done today, the oldest problem.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { boardSummary } from "@/lib/board/board-summary";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["board", "supervisor", "admin"] }, async ({ upstream }) =>
  boardSummary(await appDatabase(), upstream),
);
