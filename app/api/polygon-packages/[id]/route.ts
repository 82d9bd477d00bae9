// DELETE /api/polygon-packages/{id} – delete a polygon package (409 while it still holds other packages).
import { defineRoute } from "@/lib/bff/route";
import { deletePolygonPackage } from "@/lib/bff/packing";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const DELETE = defineRoute(
  { roles: ["packer", "supervisor"], params: idParams, audit: "polygon-package.delete" },
  ({ upstream, params }) => deletePolygonPackage(upstream, params.id),
);
