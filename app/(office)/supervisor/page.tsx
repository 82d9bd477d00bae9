// /supervisor – status overview for supervisors.
import { Forbidden } from "@/components/shell/forbidden";
import { ScreenHeader } from "@/components/shell/screen-header";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/roles";
import { getTranslator } from "@/lib/i18n/messages";

export default async function SupervisorPage() {
  const employee = await requireEmployee("/supervisor");
  if (!mayOpenScreen(employee, { kind: "supervisor" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  return (
    <ScreenHeader title={t("screens.supervisor.title")} description={t("screens.supervisor.description")} />
  );
}
