// The reasons given at the tablets, one row each (app.reason_events): the
// Pareto chart counts them; the matching screen shows an entry's last unmatch reason.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { reasonEvents, reasons } from "@/lib/db/schema";
import type { Reason } from "./catalogue";
import type { ReasonPlace } from "./schemas";

export type ReasonEventInput = {
  reason: Reason;
  productionPolygonId: number;
  place: ReasonPlace;
  productionDepartmentId?: number | null;
  entryId?: number | null;
  redoDepartmentId?: number | null;
  remark?: string | null;
};

export async function recordReasonEvent(
  db: Database,
  employee: SessionEmployee,
  event: ReasonEventInput,
): Promise<{ id: number; at: string }> {
  const { reason, remark, ...rest } = event;
  const [row] = await db
    .insert(reasonEvents)
    .values({
      ...rest,
      reasonId: reason.id,
      kind: reason.kind,
      remark: remark || null,
      employeeId: employee.hubEmployeeId,
      employeeName: employee.displayName,
    })
    .returning({ id: reasonEvents.id, at: reasonEvents.at });
  if (!row) throw new Error("recording the reason returned no row");
  return { id: row.id, at: row.at.toISOString() };
}

export { reasonText } from "./reason-text";

export type UnmatchNote = {
  reasonId: number;
  code: string;
  labelEn: string;
  labelNl: string;
  remark: string | null;
  employeeName: string;
  at: string;
};

/** The newest unmatch reason of each of these entries, by entry id. */
export async function latestUnmatchReasons(
  db: Database,
  entryIds: number[],
): Promise<Record<string, UnmatchNote>> {
  if (entryIds.length === 0) return {};
  const rows = await db
    .select({
      entryId: reasonEvents.entryId,
      reasonId: reasons.id,
      code: reasons.code,
      labelEn: reasons.labelEn,
      labelNl: reasons.labelNl,
      remark: reasonEvents.remark,
      employeeName: reasonEvents.employeeName,
      at: reasonEvents.at,
    })
    .from(reasonEvents)
    .innerJoin(reasons, eq(reasons.id, reasonEvents.reasonId))
    .where(and(eq(reasonEvents.kind, "unmatch"), inArray(reasonEvents.entryId, [...new Set(entryIds)])))
    .orderBy(desc(reasonEvents.at), desc(reasonEvents.id));
  const latest: Record<string, UnmatchNote> = {};
  for (const { entryId, at, ...note } of rows) {
    if (entryId === null || latest[entryId]) continue;
    latest[entryId] = { ...note, at: at.toISOString() };
  }
  return latest;
}

type EntryPage = { results: { polygonProjectMaterials: { id: number; isMatched: boolean }[] }[] };

/** A page of matching rows with the last unmatch reason of each unmatched entry on it. */
export async function withUnmatchReasons<T extends EntryPage>(db: Database, page: T) {
  const unmatched = page.results.flatMap((row) =>
    row.polygonProjectMaterials.filter((e) => !e.isMatched).map((e) => e.id),
  );
  return { ...page, unmatches: await latestUnmatchReasons(db, unmatched) };
}
