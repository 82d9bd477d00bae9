// The admin's list of daily targets: every department with a workflow, and its target.
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { departmentsWithWorkflow } from "@/lib/workflow/department-workflows";
import { loadTargets, setDailyTarget } from "./targets";

export async function departmentTargets(db: Database, upstream: ProductionApiClient) {
  const [{ departments }, targets] = await Promise.all([
    departmentsWithWorkflow(db, upstream),
    loadTargets(db),
  ]);
  return departments.map(({ department }) => ({
    departmentId: department.id,
    code: department.code,
    name: department.name,
    dailyTarget: targets.get(department.id) ?? null,
  }));
}
export type DepartmentTarget = Awaited<ReturnType<typeof departmentTargets>>[number];

/** Sets a department's target; a department the upstream does not know is refused (404). */
export async function setDepartmentTarget(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  dailyTarget: number | null,
) {
  const departments = await upstream.department.getAll();
  if (!departments.some((d) => d.id === departmentId))
    throw new AppError("not_found", "No such department", `There is no department ${departmentId}.`);
  return setDailyTarget(db, departmentId, dailyTarget);
}
