// GET /api/cutting/figures?days=7&weeks=4 – fabric cut against the plan and its lower bound, waste % and offcuts reused, per workshop day and week.
import { fabricFigures } from "@/lib/cutting/figures/fabric-figures";
import { fabricFiguresQuery, fabricFiguresSchema } from "@/lib/cutting/figures/schemas";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], query: fabricFiguresQuery, response: fabricFiguresSchema },
  async ({ query }) => fabricFigures(await appDatabase(), query),
);
