// /stations/[departmentId] – one department's station: its load of the next days, its queue, scans and buttons that move work on, problems, and the cutter's Cut list.
import Link from "next/link";
import { Suspense } from "react";
import { notFound } from "next/navigation";
import { DepartmentLoadPlaceholder, DepartmentLoadRow } from "@/components/planning/department-load";
import { departmentName } from "@/components/shell/department-names";
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { queuePageSize } from "@/components/stations/api/get-department-queue";
import { StationScreen } from "@/components/stations/station-screen";
import { StationChecksHost } from "@/components/quality/station-checks-host";
import { buttonClasses } from "@/components/ui/button";
import { requireEmployee } from "@/lib/auth/current-employee";
import { hasCutList } from "@/lib/cutting/cut-list/cutting-department";
import { hasRole } from "@/lib/base/roles";
import { mayOpenScreen } from "@/lib/auth/screens";
import { appDatabase } from "@/lib/server/app-database";
import { departmentQueue } from "@/lib/stations/stations";
import { upstreamFor } from "@/lib/route/upstream";
import { getTranslator } from "@/lib/i18n/messages";
import { logWarning } from "@/lib/base/log";
import { workshopPlan } from "@/lib/planning/projection";
import { upcomingLoad } from "@/lib/planning/screens";

export default async function StationPage({ params }: { params: Promise<{ departmentId: string }> }) {
  const { departmentId: raw } = await params;
  const departmentId = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(departmentId) || departmentId < 1) notFound();
  const employee = await requireEmployee(`/stations/${departmentId}`);
  if (!mayOpenScreen(employee, { kind: "station", departmentId }))
    return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  const db = await appDatabase();
  const upstream = upstreamFor(employee);
  // The load of the next days follows the screen (streamed); without a plan the station shows none.
  const load = workshopPlan(db, upstream)
    .then((plan) => upcomingLoad(plan, departmentId))
    .catch((error: unknown) => {
      logWarning(`[station] load of ${departmentId} not read`, error);
      return null;
    });
  // The queue's first page comes with the screen (from the shared lists); if it cannot be read, the screen asks itself.
  const [name, isCutting, initialPage] = await Promise.all([
    departmentName(employee.hubEmployeeId, employee.locale, departmentId),
    hasCutList(upstream, departmentId),
    departmentQueue(db, upstream, departmentId, {
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
      <Suspense fallback={<DepartmentLoadPlaceholder />}>
        <DepartmentLoadRow load={load} locale={employee.locale} />
      </Suspense>
      <QueryProvider>
        {/* A Done that waits for the line's quality checks opens them (components/quality). */}
        <StationChecksHost mayPassAnyway={hasRole(employee, "supervisor", "admin")}>
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
        </StationChecksHost>
      </QueryProvider>
    </>
  );
}
