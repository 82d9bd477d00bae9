// /supervisor/time – working time per department, operator, product and day, actual against planned, corrections and CSV.
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { TimeReportScreen } from "@/components/work-time/time-report-screen";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/roles";
import { getTranslator } from "@/lib/i18n/messages";
import { workshopDay } from "@/lib/work-time/shift";

export default async function WorkTimePage() {
  const employee = await requireEmployee("/supervisor/time");
  if (!mayOpenScreen(employee, { kind: "supervisor" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  // The last seven workshop days, today included.
  const now = new Date();
  const period = { from: workshopDay(new Date(now.getTime() - 6 * 86_400_000)), to: workshopDay(now) };
  return (
    <>
      <ScreenHeader title={t("workTime.report.title")} description={t("workTime.report.description")} />
      <QueryProvider>
        <TimeReportScreen initialPeriod={period} />
      </QueryProvider>
    </>
  );
}
