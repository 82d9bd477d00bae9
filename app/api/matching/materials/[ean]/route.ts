// GET /api/matching/materials/{ean} – the CPQ's material behind a scanned EAN (picture, colour, composition, width), or the one line saying why not.
import { eanParams, scannedMaterial } from "@/lib/matching/cpq";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute(
  { roles: ["matcher", "supervisor"], params: eanParams },
  async ({ upstream, params }) => scannedMaterial(upstream, params.ean),
);
