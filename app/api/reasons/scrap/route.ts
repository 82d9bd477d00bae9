// POST /api/reasons/scrap – report scrap of a part with a reason: the polygon goes back to the first waiting value of the department that must redo it.
import { reportScrap } from "@/lib/reasons/scrap";
import { scrapBody } from "@/lib/reasons/schemas";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], body: scrapBody, audit: "reason.scrap", successStatus: 201 },
  async ({ upstream, employee, body }) => {
    assertMayWorkInDepartment(employee, body.departmentId);
    return reportScrap(await appDatabase(), upstream, employee, body);
  },
);
