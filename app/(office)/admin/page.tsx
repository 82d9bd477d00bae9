// /admin – the admin's sections: departments, package types, product types' Dutch names, workflow, employees, label printers, wall board, reason codes, quality checklists, standard times, audit trail.
import Link from "next/link";
import { adminSectionPaths } from "@/components/admin/admin-section";
import { Forbidden } from "@/components/shell/forbidden";
import { ScreenHeader } from "@/components/shell/screen-header";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { getTranslator } from "@/lib/i18n/messages";

const sections = [
  "departments",
  "packageTypes",
  "productNames",
  "workflow",
  "employees",
  "printers",
  "board",
  "reasons",
  "quality",
  "standardTimes",
  "audit",
] as const;

export default async function AdminPage() {
  const employee = await requireEmployee("/admin");
  if (!mayOpenScreen(employee, { kind: "admin" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  return (
    <>
      <ScreenHeader title={t("screens.admin.title")} description={t("screens.admin.description")} />
      <nav aria-label={t("screens.admin.title")}>
        <ul className="grid max-w-4xl gap-4 md:grid-cols-2">
          {sections.map((section) => (
            <li key={section}>
              <Link
                href={adminSectionPaths[section]}
                className="flex min-h-24 flex-col gap-1 rounded-lg border-2 border-gray-300 p-4 focus-visible:outline focus-visible:outline-4 focus-visible:outline-blue-700"
              >
                <span className="text-2xl font-bold underline underline-offset-4">
                  {t(`admin.sections.${section}.title`)}
                </span>
                <span className="text-lg text-gray-800">{t(`admin.sections.${section}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
