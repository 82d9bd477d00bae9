// /stations/[departmentId]/tickets?format=a6|a4&from=N – the job tickets of a department's queue, ready to print.
import { notFound } from "next/navigation";
import { Forbidden } from "@/components/shell/forbidden";
import { TicketSheet, ticketFormatOf } from "@/components/tickets/ticket-sheet";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/roles";
import { appDatabase } from "@/lib/route/app-database";
import { departmentTickets, maxTicketsPerPrint } from "@/lib/stations/tickets";
import { upstreamFor } from "@/lib/route/upstream";
import { orNotFound } from "@/lib/http/page-data";
import { getTranslator } from "@/lib/i18n/messages";

type Props = {
  params: Promise<{ departmentId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function DepartmentTicketsPage({ params, searchParams }: Props) {
  const { departmentId: raw } = await params;
  const query = await searchParams;
  const departmentId = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(departmentId) || departmentId < 1) notFound();
  const employee = await requireEmployee(`/stations/${departmentId}/tickets`);
  if (!mayOpenScreen(employee, { kind: "station", departmentId }))
    return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  const from = typeof query.from === "string" && /^\d{1,6}$/.test(query.from) ? Number(query.from) : 0;
  const format = ticketFormatOf(query.format);
  const result = await orNotFound(
    departmentTickets(await appDatabase(), upstreamFor(employee), departmentId, from),
  );
  const link = (f: string) => `/stations/${departmentId}/tickets?format=${f}&from=${from}`;
  return (
    <TicketSheet
      title={t("tickets.departmentTitle", { name: result.department.name })}
      tickets={result.tickets}
      format={format}
      locale={employee.locale}
      formatLinks={{ a6: link("a6"), a4: link("a4") }}
      note={
        result.total > maxTicketsPerPrint
          ? t("tickets.partial", { from: from + 1, to: from + result.tickets.length, total: result.total })
          : undefined
      }
    />
  );
}
