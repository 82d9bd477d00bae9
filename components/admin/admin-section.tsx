// The frame of an admin section page: admin only, its heading and a way back
// to /admin, and the query client for its client component.
import Link from "next/link";
import type { ReactNode } from "react";
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { getTranslator } from "@/lib/i18n/messages";
import { linkClasses } from "@/components/ui/button";

export type AdminSection =
  | "departments"
  | "packageTypes"
  | "productNames"
  | "workflow"
  | "employees"
  | "audit"
  | "printers"
  | "board"
  | "reasons"
  | "quality"
  | "standardTimes";

export const adminSectionPaths = {
  departments: "/admin/departments",
  packageTypes: "/admin/package-types",
  productNames: "/admin/product-names",
  workflow: "/admin/workflow",
  employees: "/admin/employees",
  audit: "/admin/audit",
  printers: "/admin/printers",
  board: "/admin/board",
  reasons: "/admin/reasons",
  quality: "/admin/quality",
  standardTimes: "/admin/standard-times",
} as const;

export async function AdminSectionPage({
  section,
  descriptionKey,
  children,
}: {
  section: AdminSection;
  /** The page's own, longer description where it has one; else the section's on /admin. */
  descriptionKey?: "workflowAdmin.description";
  children: ReactNode;
}) {
  const employee = await requireEmployee(adminSectionPaths[section]);
  if (!mayOpenScreen(employee, { kind: "admin" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  return (
    <>
      <Link href="/admin" className={linkClasses}>
        ← {t("admin.back")}
      </Link>
      <ScreenHeader
        title={t(`admin.sections.${section}.title`)}
        description={t(descriptionKey ?? `admin.sections.${section}.description`)}
      />
      <QueryProvider>{children}</QueryProvider>
    </>
  );
}
