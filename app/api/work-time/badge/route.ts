// GET /api/work-time/badge?code – the name of a badge's holder, for "Switch to <name>" at a shared station (the
// station's roles only; look-ups counted per employee, 429 past the limit); 404 for an unknown badge.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { badgeHolder, badgeQuery } from "@/lib/work-time/badge-switch";

export const GET = defineRoute(
  { roles: ["operator", "supervisor", "admin"], query: badgeQuery },
  async ({ employee, query }) => badgeHolder(await appDatabase(), employee, query.code),
);
