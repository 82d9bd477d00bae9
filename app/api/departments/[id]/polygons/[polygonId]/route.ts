// GET /api/departments/{id}/polygons/{polygonId} – a polygon as the station shows it: order-spec item, status history with names, department work, packages, problems.
import { appDatabase } from "@/lib/bff/app-database";
import { polygonDetail } from "@/lib/bff/polygon-detail";
import { defineRoute } from "@/lib/bff/route";
import { departmentPolygonParams } from "@/lib/bff/schemas";
import { assertMayWorkInDepartment } from "@/lib/bff/stations";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return polygonDetail(await appDatabase(), upstream, params.polygonId);
  },
);
