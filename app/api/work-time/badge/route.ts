// GET /api/work-time/badge?code – the name of a badge's holder, for "Switch to <name>" at a shared station; 404 for an unknown badge.
import { appDatabase } from "@/lib/route/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { badgeHolder, badgeQuery } from "@/lib/work-time/badge-switch";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: "signed-in", query: badgeQuery }, async ({ query }) =>
  badgeHolder(await appDatabase(), query.code),
);
