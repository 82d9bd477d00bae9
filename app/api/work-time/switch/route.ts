// POST /api/work-time/switch – a badge and PIN at a shared station: checked (throttled as a sign-in), the current operator's running time paused; the tablet then signs the badge holder in.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { switchBody, switchOperator } from "@/lib/work-time/badge-switch";

export const POST = defineRoute(
  { roles: "signed-in", body: switchBody, audit: "work-time.switch" },
  async ({ employee, body, request }) => switchOperator(await appDatabase(), employee, body, request.headers),
);
