// GET /api/search?q= – projects, polygons, packages and lots matching a project number, customer, ticket code, barcode, EAN, lot or roll label.
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { searchEverything, searchQuery } from "@/lib/search/search";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], query: searchQuery },
  async ({ upstream, query }) => searchEverything(upstream, query.q, await appDatabase()),
);
