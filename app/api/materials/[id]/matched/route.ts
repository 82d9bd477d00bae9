// POST /api/materials/{id}/matched – mark a polygon's material entry matched (keeping the lot of a scanned GS1 label) or unmatched.
import { matchEntry } from "@/lib/matching/match-roll";
import { setMatchedBody } from "@/lib/matching/matching";
import { appDatabase } from "@/lib/route/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/route/params";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["matcher", "supervisor"], params: idParams, body: setMatchedBody, audit: "material.matched" },
  async ({ upstream, employee, params, body }) =>
    matchEntry(await appDatabase(), upstream, employee, params.id, body),
);
