// /admin/printers – network label printers, their state and their print jobs (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { PrintersAdmin } from "@/components/printing/printers-admin";

export default function PrintersAdminPage() {
  return (
    <AdminSectionPage section="printers">
      <PrintersAdmin />
    </AdminSectionPage>
  );
}
