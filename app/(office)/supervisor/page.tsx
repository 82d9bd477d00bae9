// /supervisor – the live overview: work in progress, overdue, unmatched, problems and throughput.
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { SupervisorScreen } from "@/components/supervisor/supervisor-screen";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/roles";
import { env } from "@/lib/env";
import { getTranslator } from "@/lib/i18n/messages";

export default async function SupervisorPage() {
  const employee = await requireEmployee("/supervisor");
  if (!mayOpenScreen(employee, { kind: "supervisor" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  // The moment this page was made: the screen's first reads come after it (see useLiveUpdates).
  const renderedAt = new Date().getTime();
  return (
    <>
      <ScreenHeader title={t("screens.supervisor.title")} description={t("screens.supervisor.description")} />
      <QueryProvider>
        <SupervisorScreen
          pollSeconds={env().SUPERVISOR_POLL_SECONDS}
          pageTitle={t("screens.supervisor.title")}
          renderedAt={renderedAt}
        />
      </QueryProvider>
    </>
  );
}
