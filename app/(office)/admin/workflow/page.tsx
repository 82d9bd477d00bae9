// /admin/workflow – the status catalogue and each department's workflow (admin only).
import Link from "next/link";
import { WorkflowEditor } from "@/components/admin/workflow/workflow-editor";
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/roles";
import { getTranslator } from "@/lib/i18n/messages";

export default async function WorkflowAdminPage() {
  const employee = await requireEmployee("/admin/workflow");
  if (!mayOpenScreen(employee, { kind: "admin" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  return (
    <>
      <Link href="/admin" className="text-lg font-semibold underline underline-offset-4">
        ← {t("admin.back")}
      </Link>
      <ScreenHeader title={t("workflowAdmin.title")} description={t("workflowAdmin.description")} />
      <QueryProvider>
        <WorkflowEditor />
      </QueryProvider>
    </>
  );
}
