// Which departments cut fabric, and who may keep the fabric stock. The
// workshop's cutting department has the code CUT (the supplement's demo
// departments, and the workflow's default). A cut plan, a cut list and a cut
// exist only there; the roll routes act for the operators of such a department,
// supervisors and admins (docs/security.md "Fabric stock").
import type { SessionEmployee } from "@/lib/base/roles";
import { hasRole, mayWorkInDepartment } from "@/lib/base/roles";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";

export const cuttingDepartmentCodes = ["CUT"] as const;

const isCuttingCode = (code: string) =>
  (cuttingDepartmentCodes as readonly string[]).includes(code.toUpperCase());

/**
 * True when the department cuts fabric; false when it does not, or the upstream cannot say.
 * Read by id: a station's request has read its own department already (the gateway's memo).
 */
export async function hasCutList(upstream: ProductionApiClient, departmentId: number): Promise<boolean> {
  const department = await upstream.department.getById({ id: departmentId }).catch(() => null);
  return department !== null && isCuttingCode(department.code);
}

/** The departments as the upstream names them; an upstream that cannot say fails the request (no guess). */
async function departmentsOf(upstream: ProductionApiClient) {
  const departments = await upstream.department.getAll();
  return {
    cutting: new Set(departments.filter((d) => isCuttingCode(d.code)).map((d) => d.id)),
    named: new Map(departments.map((d) => [d.id, d.name])),
  };
}

type Departments = Awaited<ReturnType<typeof departmentsOf>>;

const notACutter = () =>
  new AppError(
    "forbidden",
    "Not a cutter",
    "Only the operators of a cutting department, supervisors and admins keep the fabric stock.",
  );

/** 403 unless the employee works at this department; 404 for no department, 400 for one that does not cut. */
function assertCutsAt(employee: SessionEmployee, departments: Departments, departmentId: number): void {
  if (!mayWorkInDepartment(employee, departmentId))
    throw new AppError(
      "forbidden",
      "Not your department",
      "You work only at the stations of your own departments.",
    );
  const name = departments.named.get(departmentId);
  if (name === undefined)
    throw new AppError("not_found", "No such department", `No department ${departmentId} is known here.`);
  if (!departments.cutting.has(departmentId))
    throw new AppError(
      "invalid_input",
      "Not a cutting department",
      `${name} does not cut fabric: it has no cut plan, and no roll is cut or kept there.`,
      { departmentId: [`${name} does not cut fabric`] },
    );
}

/**
 * The roll routes (list, register, check, cut, leftover): a supervisor or an
 * admin, or an operator of a cutting department (403 otherwise). A station the
 * request names must be one of the employee's own (403) and one that cuts
 * (400; 404 when no department has that id).
 */
export async function assertKeepsRolls(
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId?: number | null,
): Promise<void> {
  const isOffice = hasRole(employee, "supervisor", "admin");
  if (!isOffice && !hasRole(employee, "operator")) throw notACutter();
  const departments = await departmentsOf(upstream);
  if (!isOffice && !employee.departmentIds.some((id) => departments.cutting.has(id))) throw notACutter();
  if (departmentId != null) assertCutsAt(employee, departments, departmentId);
}

/**
 * A cut plan, a cut list or a cut at this department: the employee works there
 * (an operator of it, a supervisor, an admin: else 403), and it cuts fabric (400; 404 for no such department).
 */
export async function assertCuttingDepartment(
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
): Promise<void> {
  assertCutsAt(employee, await departmentsOf(upstream), departmentId);
}
