// / – sends each employee to their main screen, and anyone else to the login page.
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { ScreenHeader } from "@/components/shell/screen-header";
import { getCurrentEmployee } from "@/lib/auth/current-employee";
import { homePath } from "@/lib/auth/screens";
import { getTranslator } from "@/lib/i18n/messages";

export default async function HomePage() {
  const employee = await getCurrentEmployee();
  if (!employee) redirect("/login");
  const home = homePath(employee);
  if (home) redirect(home);
  const t = getTranslator(employee.locale);
  return (
    <AppShell employee={employee}>
      <ScreenHeader title={t("common.noScreensTitle")} description={t("common.noScreensBody")} />
    </AppShell>
  );
}
