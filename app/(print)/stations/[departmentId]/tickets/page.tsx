// /stations/[departmentId]/tickets?format=a6|a4&from=N&select=waiting&ids=… – the job tickets of a department's queue (all, the waiting ones or chosen ones), ready to print.
import { notFound } from "next/navigation";
import { departmentName } from "@/components/shell/department-names";
import { Forbidden } from "@/components/shell/forbidden";
import { TicketSheet, ticketFormatOf } from "@/components/tickets/ticket-sheet";
import { ticketQuery, ticketSelectionOf } from "@/components/tickets/ticket-query";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { appDatabase } from "@/lib/server/app-database";
import { cutAmountsFor } from "@/lib/cutting/queue/line-amounts";
import { departmentTickets, maxTicketsPerPrint } from "@/lib/stations/tickets";
import { upstreamFor } from "@/lib/route/upstream";
import { orNotFound } from "@/lib/http/page-data";
import { getTranslator } from "@/lib/i18n/messages";
import { loadProductNames } from "@/lib/workflow/product-names";

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
  const selection = ticketSelectionOf(query);
  const db = await appDatabase();
  const upstream = upstreamFor(employee);
  // Each fabric cut from a roll with the pieces the Cut list cuts (docs/cutting.md, "One amount").
  const result = await orNotFound(
    departmentTickets(db, upstream, departmentId, from, selection, cutAmountsFor(db, upstream)),
  );
  const base = `/stations/${departmentId}/tickets`;
  // The department's name in the employee's language (its Dutch name from the workflow table).
  const name =
    (await departmentName(employee.hubEmployeeId, employee.locale, departmentId)) ?? result.department.name;
  return (
    <TicketSheet
      title={t("tickets.departmentTitle", { name })}
      tickets={result.tickets}
      format={format}
      locale={employee.locale}
      productNames={await loadProductNames(await appDatabase())}
      back={{ label: t("tickets.backToStation"), href: `/stations/${departmentId}` }}
      formatLinks={{
        a6: base + ticketQuery("a6", selection, from),
        a4: base + ticketQuery("a4", selection, from),
      }}
      choices={[
        {
          label: t("tickets.all"),
          href: base + ticketQuery(format, { kind: "all" }),
          isCurrent: selection.kind === "all",
        },
        {
          label: t("tickets.waiting"),
          href: base + ticketQuery(format, { kind: "waiting" }),
          isCurrent: selection.kind === "waiting",
        },
      ]}
      onlyHref={(ticket) => base + ticketQuery(format, { kind: "ids", ids: [ticket.id] })}
      note={
        result.total > maxTicketsPerPrint
          ? t("tickets.partial", { from: from + 1, to: from + result.tickets.length, total: result.total })
          : undefined
      }
    />
  );
}
