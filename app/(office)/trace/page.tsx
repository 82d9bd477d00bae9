// /trace – trace a lot: scan or type a lot, a roll's own label or a supplier's label; one lot found opens its page.
import { redirect } from "next/navigation";
import { FindForm } from "@/components/trace/find-form";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { hasRole } from "@/lib/base/roles";
import { appDatabase } from "@/lib/server/app-database";
import { findLots } from "@/lib/trace/find-lot";
import { findQuery } from "@/lib/trace/schemas";

export const dynamic = "force-dynamic";

export default async function TracePage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const employee = await requireEmployee("/trace");
  if (!hasRole(employee, "supervisor", "admin")) return <Forbidden locale={employee.locale} />;
  const { q: raw } = await searchParams;
  const parsed = findQuery.safeParse({ q: typeof raw === "string" ? raw : "" });
  const found = parsed.success ? await findLots(await appDatabase(), parsed.data.q) : null;
  const [only] = found?.matches ?? [];
  if (found?.matches.length === 1 && only) {
    redirect(`/trace/lots/${encodeURIComponent(only.lot)}?materialCode=${only.materialCode}`);
  }
  return <FindForm q={parsed.success ? parsed.data.q : ""} found={found} locale={employee.locale} />;
}
