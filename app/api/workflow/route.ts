// GET /api/workflow – the status catalogue (labels, colours, overdue thresholds) and each department's workflow, for every screen.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { loadWorkflow } from "@/lib/workflow/store";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: "signed-in" }, async () => loadWorkflow(await appDatabase()));
