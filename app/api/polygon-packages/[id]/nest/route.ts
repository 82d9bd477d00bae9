// POST /api/polygon-packages/{id}/nest – put a polygon package inside another one, or take it out (null); a cycle is 409.
import { defineRoute } from "@/lib/bff/route";
import { nestPolygonPackage, nestPolygonPackageBody } from "@/lib/bff/packing";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  {
    roles: ["packer", "supervisor"],
    params: idParams,
    body: nestPolygonPackageBody,
    audit: "polygon-package.nest",
  },
  ({ upstream, params, body }) => nestPolygonPackage(upstream, params.id, body.parentPolygonPackageId),
);
