// POST /api/polygon-packages – create a polygon package for a polygon (optional barcode, package type, amount, parent).
import { defineRoute } from "@/lib/bff/route";
import { createPolygonPackage, createPolygonPackageInput } from "@/lib/bff/packing";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  {
    roles: ["packer", "supervisor"],
    body: createPolygonPackageInput,
    audit: "polygon-package.create",
    successStatus: 201,
  },
  ({ upstream, body }) => createPolygonPackage(upstream, body),
);
