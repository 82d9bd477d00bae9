// /admin/standard-times – the minutes a line takes per department, learned from the floor's finished jobs, and the admin's overrides (docs/planning.md).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { StandardTimesTable } from "@/components/planning/standard-times-table";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { workshopPlan } from "@/lib/planning/projection";
import { standardTimesForAdmin } from "@/lib/planning/standards-admin";
import { upstreamFor } from "@/lib/route/upstream";
import { appDatabase } from "@/lib/server/app-database";
import { departmentsWithWorkflow } from "@/lib/workflow/department-workflows";
import { localDepartmentName } from "@/lib/workflow/department-name";

export const dynamic = "force-dynamic";

export default async function StandardTimesPage() {
  const employee = await requireEmployee("/admin/standard-times");
  // Not an admin: the section's frame answers with its refusal before anything is read.
  if (!mayOpenScreen(employee, { kind: "admin" }))
    return <AdminSectionPage section="standardTimes">{null}</AdminSectionPage>;
  const db = await appDatabase();
  const upstream = upstreamFor(employee);
  const [plan, { workflow, departments }] = await Promise.all([
    workshopPlan(db, upstream),
    departmentsWithWorkflow(db, upstream),
  ]);
  const names = Object.fromEntries(
    departments.map(({ department }) => [
      department.id,
      localDepartmentName(workflow, department, employee.locale),
    ]),
  );
  return (
    <AdminSectionPage section="standardTimes">
      <StandardTimesTable rows={await standardTimesForAdmin(db, plan.departmentIds)} names={names} />
    </AdminSectionPage>
  );
}
