// /stations/[departmentId]/cut-list – the cutter's screen: the department's cut plan roll by roll, roll labels and job tickets scanned, the end of a roll.
import Link from "next/link";
import { notFound } from "next/navigation";
import { CutListScreen } from "@/components/cutting/cut-list-screen";
import { departmentName } from "@/components/shell/department-names";
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { buttonClasses } from "@/components/ui/button";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { env } from "@/lib/env";
import { getTranslator } from "@/lib/i18n/messages";

export default async function CutListPage({ params }: { params: Promise<{ departmentId: string }> }) {
  const { departmentId: raw } = await params;
  const departmentId = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(departmentId) || departmentId < 1) notFound();
  const employee = await requireEmployee(`/stations/${departmentId}/cut-list`);
  if (!mayOpenScreen(employee, { kind: "station", departmentId }))
    return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  const name = await departmentName(employee.hubEmployeeId, employee.locale, departmentId);
  return (
    <>
      <ScreenHeader
        title={t("cutList.title", { name: name ?? String(departmentId) })}
        description={t("cutList.description")}
      />
      <Link href={`/stations/${departmentId}`} className={buttonClasses("secondary", "mb-4 self-start")}>
        {t("cutList.backToStation")}
      </Link>
      <QueryProvider>
        <CutListScreen
          departmentId={departmentId}
          offcutMinMm={env().OFFCUT_MIN_LENGTH_MM}
          isSideBySideAllowed={env().CUT_SIDE_BY_SIDE}
        />
      </QueryProvider>
    </>
  );
}
