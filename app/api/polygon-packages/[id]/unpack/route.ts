// POST /api/polygon-packages/{id}/unpack – mark a polygon package not packed (packedAt becomes null).
import { defineRoute } from "@/lib/bff/route";
import { setPacked } from "@/lib/bff/packing";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["packer", "supervisor"], params: idParams, audit: "polygon-package.unpack" },
  ({ upstream, params }) => setPacked(upstream, params.id, false),
);
