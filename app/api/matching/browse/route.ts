// POST /api/matching/browse – material entries to match, with filters and take/skip paging (a read, sent as POST),
// with the report (remark, who, when, photo) of each defective entry, the lot of each entry matched from a roll label
// the order line of each polygon, the quantity of each entry to take and the last unmatch reason of each unmatched entry.
import { appDatabase } from "@/lib/server/app-database";
import { browseMatching, matchingBrowseBody } from "@/lib/matching/matching";
import { withQuantities } from "@/lib/matching/quantities";
import { withDefectReports } from "@/lib/polygons/material-defects";
import { withLineNumbers } from "@/lib/polygons/line-numbers";
import { withLots } from "@/lib/polygons/material-lots";
import { withUnmatchReasons } from "@/lib/reasons/events";
import { defineRoute } from "@/lib/route/define-route";

export const POST = defineRoute(
  { roles: ["matcher", "supervisor"], body: matchingBrowseBody, audit: false },
  async ({ upstream, body }) => {
    const db = await appDatabase();
    const page = await withLots(db, await withDefectReports(db, await browseMatching(upstream, body)));
    return withUnmatchReasons(db, await withQuantities(upstream, await withLineNumbers(upstream, page)));
  },
);
