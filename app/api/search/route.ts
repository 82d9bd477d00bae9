// GET /api/search?q= – projects, polygons and packages matching a project number, customer, ticket code, barcode or EAN.
import { defineRoute } from "@/lib/route/define-route";
import { searchEverything, searchQuery } from "@/lib/search/search";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], query: searchQuery },
  ({ upstream, query }) => searchEverything(upstream, query.q),
);
