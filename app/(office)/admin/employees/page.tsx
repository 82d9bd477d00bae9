// /admin/employees – employees: roles, departments, language, badge, PIN, deactivate (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { EmployeesAdmin } from "@/components/admin/employees/employees-admin";

export default function EmployeesAdminPage() {
  return (
    <AdminSectionPage section="employees">
      <EmployeesAdmin />
    </AdminSectionPage>
  );
}
