// POST /api/materials/{id}/matched – mark a polygon's material entry matched (keeping the lot of a scanned GS1 label) or unmatched (with a reason, optionally a reason code).
import { matchEntry } from "@/lib/matching/match-roll";
import { setMatchedBody } from "@/lib/matching/matching";
import { entryReason } from "@/lib/reasons/chosen-reason";
import { hasPolygonForReason, polygonForReasonError, reasonChoice } from "@/lib/reasons/schemas";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const POST = defineRoute(
  {
    roles: ["matcher", "supervisor"],
    params: idParams,
    body: setMatchedBody.and(reasonChoice).refine(hasPolygonForReason, polygonForReasonError),
    audit: "material.matched",
  },
  async ({ upstream, employee, params, body }) => {
    const db = await appDatabase();
    const reason = await entryReason(db, "unmatch", body.isMatched ? null : body);
    const entry = await matchEntry(db, upstream, employee, params.id, body);
    await reason.record(employee, params.id);
    return entry;
  },
);
