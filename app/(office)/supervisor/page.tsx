// /supervisor – the live overview: work in progress, overdue, unmatched, problems, throughput, reasons, first-pass yield and fabric.
import Link from "next/link";
import { FabricFiguresCard } from "@/components/cutting/fabric-figures-card";
import { ParetoChart } from "@/components/reasons/pareto-chart";
import { FirstPassYieldCard } from "@/components/quality/first-pass-yield";
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { supervisorPageSize } from "@/components/supervisor/api/paged";
import { SupervisorScreen } from "@/components/supervisor/supervisor-screen";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { appDatabase } from "@/lib/server/app-database";
import { upstreamFor } from "@/lib/route/upstream";
import { env } from "@/lib/env";
import { getTranslator } from "@/lib/i18n/messages";
import { unmatchedList, unmatchedQuery } from "@/lib/supervisor/unmatched";
import { workInProgress } from "@/lib/supervisor/work-in-progress";

export default async function SupervisorPage() {
  const employee = await requireEmployee("/supervisor");
  if (!mayOpenScreen(employee, { kind: "supervisor" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  // The moment this page was made: the screen's first reads come after it (see useLiveUpdates).
  const renderedAt = new Date().getTime();
  // The first screen (work in progress, the unmatched count) comes with the page from the shared
  // lists; what cannot be read here the screen asks for itself.
  const upstream = upstreamFor(employee);
  const orNothing = (what: string) => (error: unknown) => {
    console.warn(`[supervisor] ${what} not read with the page:`, error);
    return undefined;
  };
  const [wip, unmatched] = await Promise.all([
    workInProgress(await appDatabase(), upstream).catch(orNothing("work in progress")),
    unmatchedList(upstream, unmatchedQuery.parse({ limit: String(supervisorPageSize) })).catch(
      orNothing("unmatched"),
    ),
  ]);
  return (
    <>
      <ScreenHeader title={t("screens.supervisor.title")} description={t("screens.supervisor.description")} />
      <Link
        href="/supervisor/time"
        className="mb-4 inline-flex min-h-12 items-center text-xl font-semibold text-blue-800 underline"
      >
        {t("workTime.report.link")}
      </Link>{" "}
      <Link
        href="/supervisor/planning"
        className="mb-4 ml-6 inline-flex min-h-12 items-center text-xl font-semibold text-blue-800 underline"
      >
        {t("planning.link")}
      </Link>
      <QueryProvider>
        <SupervisorScreen
          pollSeconds={env().SUPERVISOR_POLL_SECONDS}
          pageTitle={t("screens.supervisor.title")}
          renderedAt={renderedAt}
          initial={{ workInProgress: wip, unmatched }}
          pareto={<ParetoChart />}
          fabric={<FabricFiguresCard />}
          quality={<FirstPassYieldCard />}
        />
      </QueryProvider>
    </>
  );
}
