// /supervisor/time – working time per department, operator, product and day, actual against planned, corrections and CSV.
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { TimeReportScreen } from "@/components/work-time/time-report-screen";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { getTranslator } from "@/lib/i18n/messages";
import { addDays, workshopDay } from "@/lib/i18n/workshop-clock";

export default async function WorkTimePage() {
  const employee = await requireEmployee("/supervisor/time");
  if (!mayOpenScreen(employee, { kind: "supervisor" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  // The last seven workshop days, today included.
  const today = workshopDay(new Date());
  const period = { from: addDays(today, -6), to: today };
  return (
    <>
      <ScreenHeader title={t("workTime.report.title")} description={t("workTime.report.description")} />
      <QueryProvider>
        <TimeReportScreen initialPeriod={period} />
      </QueryProvider>
    </>
  );
}
