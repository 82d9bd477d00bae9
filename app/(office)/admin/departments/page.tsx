// /admin/departments – departments with default package type and employees (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { DepartmentsAdmin } from "@/components/admin/departments/departments-admin";

export default function DepartmentsAdminPage() {
  return (
    <AdminSectionPage section="departments">
      <DepartmentsAdmin />
    </AdminSectionPage>
  );
}
