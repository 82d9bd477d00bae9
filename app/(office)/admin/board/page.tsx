// /admin/board – the wall board's device tokens (issue, revoke) and each department's daily target (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { DevicesAdmin } from "@/components/board/devices-admin";
import { TargetsAdmin } from "@/components/board/targets-admin";

export default function BoardAdminPage() {
  return (
    <AdminSectionPage section="board">
      <div className="flex flex-col gap-10">
        <DevicesAdmin />
        <TargetsAdmin />
      </div>
    </AdminSectionPage>
  );
}
