// /admin/workflow – the status catalogue and each department's workflow (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { WorkflowEditor } from "@/components/admin/workflow/workflow-editor";

export default function WorkflowAdminPage() {
  return (
    <AdminSectionPage section="workflow" descriptionKey="workflowAdmin.description">
      <WorkflowEditor />
    </AdminSectionPage>
  );
}
