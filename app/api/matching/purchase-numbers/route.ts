// GET /api/matching/purchase-numbers?projects=1,2 – each polygon's purchase number (from the CPQ) in these production projects.
// POST /api/matching/purchase-numbers – set one polygon's purchase number in the CPQ (setpolygonpurchasenumber).
import {
  purchaseNumbersOf,
  purchaseNumbersQuery,
  setPurchaseNumber,
  setPurchaseNumberBody,
} from "@/lib/matching/cpq";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute(
  { roles: ["matcher", "supervisor"], query: purchaseNumbersQuery },
  async ({ upstream, query }) => purchaseNumbersOf(upstream, query.projects),
);

export const POST = defineRoute(
  { roles: ["matcher", "supervisor"], body: setPurchaseNumberBody, audit: "cpq.purchase-number.set" },
  async ({ upstream, body }) => setPurchaseNumber(upstream, body),
);
