// /projects/[productionProjectId]/tickets?format=a6|a4&ids=… – the job tickets of every product line of a project (or chosen ones), ready to print.
import { notFound } from "next/navigation";
import { Forbidden } from "@/components/shell/forbidden";
import { TicketSheet, ticketFormatOf } from "@/components/tickets/ticket-sheet";
import { ticketQuery, ticketSelectionOf } from "@/components/tickets/ticket-query";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { appDatabase } from "@/lib/server/app-database";
import { cutAmountsFor } from "@/lib/cutting/queue/line-amounts";
import { projectTickets } from "@/lib/stations/tickets";
import { upstreamFor } from "@/lib/route/upstream";
import { orNotFound } from "@/lib/http/page-data";
import { getTranslator } from "@/lib/i18n/messages";
import { loadProductNames } from "@/lib/workflow/product-names";

type Props = {
  params: Promise<{ productionProjectId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ProjectTicketsPage({ params, searchParams }: Props) {
  const { productionProjectId: raw } = await params;
  const query = await searchParams;
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) notFound();
  const employee = await requireEmployee(`/projects/${id}/tickets`);
  if (!mayOpenScreen(employee, { kind: "projects" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  const format = ticketFormatOf(query.format);
  // A project's lines are all made for it: "waiting" means nothing here, only all or chosen ones.
  const selection = ticketSelectionOf({ ids: query.ids });
  const upstream = upstreamFor(employee);
  // Each fabric cut from a roll with the pieces the Cut list cuts (docs/cutting.md, "One amount").
  const result = await orNotFound(
    projectTickets(
      upstream,
      id,
      selection.kind === "ids" ? selection.ids : undefined,
      cutAmountsFor(await appDatabase(), upstream),
    ),
  );
  const base = `/projects/${id}/tickets`;
  return (
    <TicketSheet
      title={t("tickets.projectTitle", { project: result.projectNumber ?? String(id) })}
      tickets={result.tickets}
      format={format}
      locale={employee.locale}
      productNames={await loadProductNames(await appDatabase())}
      back={{ label: t("tickets.backToProject"), href: `/projects/${id}` }}
      formatLinks={{ a6: base + ticketQuery("a6", selection), a4: base + ticketQuery("a4", selection) }}
      choices={[
        {
          label: t("tickets.all"),
          href: base + ticketQuery(format, { kind: "all" }),
          isCurrent: selection.kind === "all",
        },
      ]}
      onlyHref={(ticket) => base + ticketQuery(format, { kind: "ids", ids: [ticket.id] })}
    />
  );
}
