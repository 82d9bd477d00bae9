// Who reads a polygon at a station: its department's operators, and only a
// polygon with work planned in that department (an operator of sewing never
// reads the customer and history of a line sewing has nothing to do with);
// supervisors and admins read any. The station moves check the same place.
import { hasRole, type SessionEmployee } from "@/lib/base/roles";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { assertMayWorkInDepartment } from "./stations";

export async function assertMayReadPolygonAt(
  employee: SessionEmployee,
  upstream: ProductionApiClient,
  departmentId: number,
  productionPolygonId: number,
): Promise<void> {
  assertMayWorkInDepartment(employee, departmentId);
  if (hasRole(employee, "supervisor", "admin")) return;
  const work = await upstream.polygonDepartment.getByPolygon({ productionPolygonId });
  if (!work.some((entry) => entry.productionDepartmentId === departmentId)) {
    const t = getTranslator(employee.locale);
    throw new AppError(
      "forbidden",
      t("floorRefusals.notYourDepartmentTitle"),
      t("floorRefusals.notYourLine"),
    );
  }
}
