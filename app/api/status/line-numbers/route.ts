// POST /api/status/line-numbers – set a status on the polygons of order lines of a project number; answers the polygon ids set.
import { appDatabase } from "@/lib/bff/app-database";
import { defineRoute } from "@/lib/bff/route";
import { setStatusForLineNumbers, setStatusForLineNumbersBody } from "@/lib/bff/status";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  {
    roles: ["operator", "packer", "supervisor"],
    body: setStatusForLineNumbersBody,
    audit: "status.set-for-line-numbers",
  },
  async ({ upstream, employee, body }) =>
    setStatusForLineNumbers(await appDatabase(), upstream, employee, body),
);
