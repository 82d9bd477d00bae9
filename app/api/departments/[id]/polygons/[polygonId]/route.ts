// GET /api/departments/{id}/polygons/{polygonId} – a polygon as the station shows it: order-spec item, status history with names, department work, packages, problems.
import { appDatabase } from "@/lib/route/app-database";
import { polygonDetail } from "@/lib/polygons/polygon-detail";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/route/params";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return polygonDetail(await appDatabase(), upstream, params.polygonId);
  },
);
