// /admin/reasons – the reason codes per kind, with English and Dutch labels (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { ReasonsAdmin } from "@/components/reasons/admin/reasons-admin";

export default function ReasonsAdminPage() {
  return (
    <AdminSectionPage section="reasons">
      <ReasonsAdmin />
    </AdminSectionPage>
  );
}
