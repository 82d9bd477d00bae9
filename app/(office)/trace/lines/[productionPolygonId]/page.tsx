// /trace/lines/[productionPolygonId] – for every fabric of the line, the lots and rolls it was cut from.
import { notFound } from "next/navigation";
import { LineLots } from "@/components/trace/line-lots";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { hasRole } from "@/lib/base/roles";
import { orNotFound } from "@/lib/http/page-data";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { upstreamFor } from "@/lib/route/upstream";
import { appDatabase } from "@/lib/server/app-database";
import { lineParams } from "@/lib/trace/schemas";
import { traceLine } from "@/lib/trace/trace-line";

export const dynamic = "force-dynamic";

export default async function LineLotsPage({ params }: { params: Promise<{ productionPolygonId: string }> }) {
  const parsed = lineParams.safeParse(await params);
  if (!parsed.success) notFound();
  const id = parsed.data.productionPolygonId;
  const employee = await requireEmployee(`/trace/lines/${id}`);
  if (!hasRole(employee, "supervisor", "admin")) return <Forbidden locale={employee.locale} />;
  const trace = await orNotFound(traceLine(await appDatabase(), upstreamFor(employee), id));
  return <LineLots trace={trace} name={ticketCode(id)} locale={employee.locale} />;
}
