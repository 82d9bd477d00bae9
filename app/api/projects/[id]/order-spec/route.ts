// GET /api/projects/{id}/order-spec – the order spec of a production project (items, measurements, materials); also on the floor.
import { projectOrderSpec } from "@/lib/bff/overview";
import { defineRoute } from "@/lib/bff/route";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["supervisor", "admin", "operator", "packer"], params: idParams },
  ({ upstream, params }) => projectOrderSpec(upstream, params.id),
);
