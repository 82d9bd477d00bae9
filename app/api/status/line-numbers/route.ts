// POST /api/status/line-numbers – set a status on the polygons of order lines of a project number; answers the polygon ids set.
import { defineRoute } from "@/lib/bff/route";
import { setStatusForLineNumbers, setStatusForLineNumbersBody } from "@/lib/bff/status";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  {
    roles: ["operator", "packer", "supervisor"],
    body: setStatusForLineNumbersBody,
    audit: "status.set-for-line-numbers",
  },
  ({ upstream, employee, body }) => setStatusForLineNumbers(upstream, employee, body),
);
