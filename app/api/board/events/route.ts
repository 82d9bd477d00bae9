// GET /api/board/events – server-sent events for the wall board: a change at any tablet; ends when its device is revoked.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { boardEventStream } from "@/lib/board/board-events";

export const GET = defineRoute({ roles: ["board", "supervisor", "admin"] }, async ({ employee, request }) =>
  boardEventStream(await appDatabase(), employee, request.signal),
);
