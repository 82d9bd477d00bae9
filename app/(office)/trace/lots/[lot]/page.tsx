// /trace/lots/[lot]?materialCode= – the lot's rolls and every line cut from it, its CSV and the recall.
import { notFound } from "next/navigation";
import { LotView } from "@/components/trace/lot-view";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { hasRole } from "@/lib/base/roles";
import { orNotFound } from "@/lib/http/page-data";
import { upstreamFor } from "@/lib/route/upstream";
import { appDatabase } from "@/lib/server/app-database";
import { lotParams, lotQuery } from "@/lib/trace/schemas";
import { traceLot } from "@/lib/trace/trace-lot";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ lot: string }>;
  searchParams: Promise<{ materialCode?: string | string[] }>;
};

/** Next may hand the segment over still encoded; a lot holding "%" is not decoded twice. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default async function LotPage({ params, searchParams }: Props) {
  const lot = lotParams.safeParse({ lot: decoded((await params).lot) });
  const query = lotQuery.safeParse(await searchParams);
  if (!lot.success || !query.success) notFound();
  const employee = await requireEmployee(`/trace/lots/${encodeURIComponent(lot.data.lot)}`);
  if (!hasRole(employee, "supervisor", "admin")) return <Forbidden locale={employee.locale} />;
  const trace = await orNotFound(
    traceLot(await appDatabase(), upstreamFor(employee), lot.data.lot, query.data, employee.locale),
  );
  return <LotView trace={trace} locale={employee.locale} />;
}
