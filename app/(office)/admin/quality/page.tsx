// /admin/quality – the quality checklists per department and product type (admin only; docs/quality.md).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { ChecklistsAdmin } from "@/components/quality/admin/checklists-admin";

export default function QualityAdminPage() {
  return (
    <AdminSectionPage section="quality">
      <ChecklistsAdmin />
    </AdminSectionPage>
  );
}
