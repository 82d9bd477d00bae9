// /admin/package-types – package types (code, kind, descriptions per language) (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { PackageTypesAdmin } from "@/components/admin/package-types/package-types-admin";

export default function PackageTypesAdminPage() {
  return (
    <AdminSectionPage section="packageTypes">
      <PackageTypesAdmin />
    </AdminSectionPage>
  );
}
