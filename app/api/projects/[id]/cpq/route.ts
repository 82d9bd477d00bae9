// GET /api/projects/{id}/cpq – the iframe URL of the project in its CPQ (with the short-lived token the spec puts in it), for "Open in CPQ".
// POST /api/projects/{id}/cpq – the CPQ saved or closed the project: forget the server's copy so a reload shows its new state.
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { cpqIframeUrl, forgetCpqProject } from "@/lib/projects/open-in-cpq";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], params: idParams },
  async ({ upstream, params }) => cpqIframeUrl(upstream, params.id),
);

// Changes nothing upstream (a cache is dropped): no audit row, no idempotency.
export const POST = defineRoute(
  { roles: ["supervisor", "admin"], params: idParams, audit: false },
  async ({ upstream, params }) => {
    await forgetCpqProject(upstream, params.id);
  },
);
