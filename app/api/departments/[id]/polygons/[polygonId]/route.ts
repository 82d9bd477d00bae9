// GET /api/departments/{id}/polygons/{polygonId} – a polygon as the station shows it: order-spec item, status history with names, department work, packages, problems.
import { appDatabase } from "@/lib/server/app-database";
import { polygonDetail } from "@/lib/polygons/polygon-detail";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/base/params";
import { assertMayReadPolygonAt } from "@/lib/stations/polygon-access";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams },
  async ({ upstream, employee, params }) => {
    // Operators: their department's lines only (lib/stations/polygon-access.ts).
    await assertMayReadPolygonAt(employee, upstream, params.id, params.polygonId);
    return polygonDetail(await appDatabase(), upstream, params.polygonId);
  },
);
