// GET /api/search?q= – projects (by number, the retailer's reference, the customer's or retailer's name, with their projected finish), polygons, packages and lots matching a ticket code, barcode, EAN, lot or roll label.
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { projectPlanReads } from "@/lib/planning/search-dates";
import { searchEverything, searchQuery } from "@/lib/search/search";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], query: searchQuery },
  async ({ upstream, query }) => {
    const db = await appDatabase();
    return searchEverything(upstream, query.q, db, () => projectPlanReads(db, upstream));
  },
);
