// /admin/audit – the audit trail with filters (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { AuditTrail } from "@/components/admin/audit/audit-trail";

export default function AuditTrailPage() {
  return (
    <AdminSectionPage section="audit">
      <AuditTrail />
    </AdminSectionPage>
  );
}
