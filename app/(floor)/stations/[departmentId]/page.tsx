// /stations/[departmentId] – one department's station: its queue, scans and buttons that move work on, problems.
import Link from "next/link";
import { notFound } from "next/navigation";
import { departmentName } from "@/components/shell/department-names";
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { queuePageSize } from "@/components/stations/api/get-department-queue";
import { StationScreen } from "@/components/stations/station-screen";
import { buttonClasses } from "@/components/ui/button";
import { requireEmployee } from "@/lib/auth/current-employee";
import { hasCutList } from "@/lib/cutting/cut-list/cutting-department";
import { hasRole, mayOpenScreen } from "@/lib/auth/roles";
import { appDatabase } from "@/lib/server/app-database";
import { departmentQueue } from "@/lib/stations/stations";
import { upstreamFor } from "@/lib/route/upstream";
import { getTranslator } from "@/lib/i18n/messages";

export default async function StationPage({ params }: { params: Promise<{ departmentId: string }> }) {
  const { departmentId: raw } = await params;
  const departmentId = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(departmentId) || departmentId < 1) notFound();
  const employee = await requireEmployee(`/stations/${departmentId}`);
  if (!mayOpenScreen(employee, { kind: "station", departmentId }))
    return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  // The queue's first page comes with the screen (from the shared lists); if it cannot be read, the screen asks itself.
  const [name, isCutting, initialPage] = await Promise.all([
    departmentName(employee.hubEmployeeId, employee.locale, departmentId),
    hasCutList(upstreamFor(employee), departmentId),
    departmentQueue(await appDatabase(), upstreamFor(employee), departmentId, {
      offset: 0,
      limit: queuePageSize,
    }).catch((error: unknown) => {
      console.warn(`[station] queue of ${departmentId} not read with the page:`, error);
      return undefined;
    }),
  ]);
  // Without the upstream's name the heading is "Station <id>", as in the navigation.
  const title = name ? t("screens.station.title", { name }) : t("nav.stationFallback", { id: departmentId });
  return (
    <>
      <ScreenHeader title={title} description={t("screens.station.description")} />
      <QueryProvider>
        <StationScreen
          departmentId={departmentId}
          departmentName={name ?? String(departmentId)}
          initialPage={initialPage}
          isSupervisor={hasRole(employee, "supervisor")}
          extraTools={
            isCutting && (
              <Link href={`/stations/${departmentId}/cut-list`} className={buttonClasses("primary")}>
                {t("cutList.open")}
              </Link>
            )
          }
        />
      </QueryProvider>
    </>
  );
}
