// GET /api/departments/{id}/queue?offset&limit – one page of the polygons waiting for, in progress or on hold in the department (planned finish first), and its counts.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { assertMayWorkInDepartment, departmentQueue, queueQuery } from "@/lib/stations/stations";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: idParams, query: queueQuery },
  async ({ upstream, employee, params, query }) => {
    assertMayWorkInDepartment(employee, params.id);
    return departmentQueue(await appDatabase(), upstream, params.id, query);
  },
);
