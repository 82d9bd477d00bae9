// Who may see a defect photo: the same people as a problem photo. Matchers
// (who take them) and supervisors see any; an operator only the photos of a
// polygon that is now at one of their departments (waiting, started, on hold
// or done there), as the station drawer shows it.
import { hasRole, type SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { stageInDepartment, workflowOfDepartment } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import { statusHistoryOf } from "./polygons";

const notHere = () =>
  new AppError(
    "forbidden",
    "Not at your station",
    "Defect photos are shown at the stations where the polygon is now.",
  );

export async function assertMayReadDefectPhoto(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  entryId: number,
  productionPolygonId: number | undefined,
): Promise<void> {
  if (hasRole(employee, "supervisor", "matcher")) return;
  if (productionPolygonId === undefined) throw notHere();
  const [polygon, work, workflow, departments] = await Promise.all([
    upstream.polygon.getById({ id: productionPolygonId }),
    upstream.polygonDepartment.getByPolygon({ productionPolygonId }),
    loadWorkflow(db),
    upstream.department.getAll(),
  ]);
  if (!polygon.materials.some((entry) => entry.id === entryId)) throw notHere();
  const [current, previous] = statusHistoryOf(polygon);
  const codes = new Map(departments.map((d) => [d.id, d.code]));
  const isHere = work.some(({ productionDepartmentId }) => {
    if (!employee.departmentIds.includes(productionDepartmentId)) return false;
    const rules = workflowOfDepartment(workflow, codes.get(productionDepartmentId) ?? "");
    if (!rules) return false;
    const stage = stageInDepartment(
      rules,
      current?.productionStatusValue ?? null,
      previous?.productionStatusValue ?? null,
    );
    return stage !== "elsewhere";
  });
  if (!isHere) throw notHere();
}
