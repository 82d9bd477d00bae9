// Which stations offer the cutter's screen: the departments that cut fabric.
// The workshop's cutting department has the code CUT (the supplement's demo
// departments, and the workflow's default); the cut list itself works for any
// department, this only decides where the station shows the way to it.
import type { ProductionApiClient } from "@/lib/production-api/client";

export const cuttingDepartmentCodes = ["CUT"] as const;

/**
 * True when the department cuts fabric; false when it does not, or the upstream cannot say.
 * The list of all departments: the page's gateway has read it once already for the shell's names.
 */
export async function hasCutList(upstream: ProductionApiClient, departmentId: number): Promise<boolean> {
  const departments = await upstream.department.getAll().catch(() => []);
  const department = departments.find((d) => d.id === departmentId);
  return (
    department !== undefined &&
    (cuttingDepartmentCodes as readonly string[]).includes(department.code.toUpperCase())
  );
}
