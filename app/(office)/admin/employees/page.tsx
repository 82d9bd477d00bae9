// /admin/employees – employees: roles, departments, language, badge, PIN, deactivate (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { EmployeesAdmin } from "@/components/admin/employees/employees-admin";
import { getCurrentEmployee } from "@/lib/auth/current-employee";

export default async function EmployeesAdminPage() {
  const me = await getCurrentEmployee();
  return (
    <AdminSectionPage section="employees">
      <EmployeesAdmin ownEmployeeId={me?.employeeId ?? null} />
    </AdminSectionPage>
  );
}
