// GET /api/quality/departments/{id}/lines/{polygonId} – what the station's check dialog needs: the line's checks with the order's sizes, whether this visit passed, where a failed line can go, the quality reasons.
import { departmentPolygonParams } from "@/lib/base/params";
import { stationChecks } from "@/lib/quality/station-checks";
import { stationChecksSchema, stationRoles } from "@/lib/quality/schemas";
import { activeReasons } from "@/lib/reasons/catalogue";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const GET = defineRoute(
  { roles: stationRoles, params: departmentPolygonParams, response: stationChecksSchema },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    const db = await appDatabase();
    const [checks, reasons] = await Promise.all([
      stationChecks(db, upstream, employee, params.id, params.polygonId),
      activeReasons(db, "quality"),
    ]);
    const reasonList = reasons.map(({ id, code, labelEn, labelNl }) => ({ id, code, labelEn, labelNl }));
    return stationChecksSchema.parse({ ...checks, reasons: reasonList });
  },
);
