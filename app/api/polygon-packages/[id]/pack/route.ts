// POST /api/polygon-packages/{id}/pack – mark a polygon package packed (packedAt becomes now).
import { defineRoute } from "@/lib/bff/route";
import { setPacked } from "@/lib/bff/packing";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["packer", "supervisor"], params: idParams, audit: "polygon-package.pack" },
  ({ upstream, params }) => setPacked(upstream, params.id, true),
);
