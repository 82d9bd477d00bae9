// GET /api/workflow – the status catalogue (labels, colours, overdue thresholds), each department's workflow and the product types' Dutch names, for every screen.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { loadFloorCatalogue } from "@/lib/workflow/product-names";

export const GET = defineRoute({ roles: "signed-in" }, async () => loadFloorCatalogue(await appDatabase()));
