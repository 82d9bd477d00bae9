// GET /api/trace/find?q= – the lots a scanned or typed text names: a roll's own label, a supplier's GS1 label or a lot.
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { findLots } from "@/lib/trace/find-lot";
import { findQuery, findResultSchema, traceRoles } from "@/lib/trace/schemas";

export const GET = defineRoute(
  { roles: traceRoles, query: findQuery, response: findResultSchema },
  async ({ query }) => findResultSchema.parse(await findLots(await appDatabase(), query.q)),
);
