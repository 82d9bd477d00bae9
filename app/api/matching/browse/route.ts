// POST /api/matching/browse – material entries to match, with filters and take/skip paging (a read, sent as POST).
import { browseMatching, matchingBrowseBody } from "@/lib/bff/matching";
import { defineRoute } from "@/lib/bff/route";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["matcher", "supervisor"], body: matchingBrowseBody, audit: false },
  ({ upstream, body }) => browseMatching(upstream, body),
);
