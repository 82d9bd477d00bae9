// /projects/[productionProjectId]/tickets?format=a6|a4 – the job tickets of every product line of a project, ready to print.
import { notFound } from "next/navigation";
import { Forbidden } from "@/components/shell/forbidden";
import { TicketSheet, ticketFormatOf } from "@/components/tickets/ticket-sheet";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/roles";
import { projectTickets } from "@/lib/stations/tickets";
import { upstreamFor } from "@/lib/route/upstream";
import { orNotFound } from "@/lib/http/page-data";
import { getTranslator } from "@/lib/i18n/messages";

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
  const result = await orNotFound(projectTickets(upstreamFor(employee), id));
  const link = (f: string) => `/projects/${id}/tickets?format=${f}`;
  return (
    <TicketSheet
      title={t("tickets.projectTitle", { project: result.projectNumber ?? String(id) })}
      tickets={result.tickets}
      format={ticketFormatOf(query.format)}
      locale={employee.locale}
      formatLinks={{ a6: link("a6"), a4: link("a4") }}
    />
  );
}
