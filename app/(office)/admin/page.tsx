// /admin – departments, package types, workflow, employees, audit trail.
import { Forbidden } from "@/components/shell/forbidden";
import { ScreenHeader } from "@/components/shell/screen-header";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/roles";
import { getTranslator } from "@/lib/i18n/messages";

export default async function AdminPage() {
  const employee = await requireEmployee("/admin");
  if (!mayOpenScreen(employee, { kind: "admin" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  return <ScreenHeader title={t("screens.admin.title")} description={t("screens.admin.description")} />;
}
