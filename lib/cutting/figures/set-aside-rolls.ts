// The rolls set aside now (missing or damaged, lib/cutting/rolls/set-aside.ts),
// each with the cutter's reason from its newest "set-aside" event: the
// supervisor's fabric card lists them until they are dealt with.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { rollEvents, rolls } from "@/lib/db/schema";
import { setAsideDetailSchema } from "../rolls/set-aside";
import type { SetAsideRoll } from "./schemas";

export async function setAsideRolls(db: Database): Promise<SetAsideRoll[]> {
  const rows = await db
    .select({
      rollId: rolls.id,
      code: rolls.code,
      materialCode: rolls.materialCode,
      materialName: rolls.materialName,
      lot: rolls.lot,
      place: rolls.place,
      lengthLeftMm: rolls.lengthLeftMm,
      detail: rollEvents.detail,
      by: rollEvents.employeeName,
      at: rollEvents.at,
    })
    .from(rolls)
    .innerJoin(rollEvents, and(eq(rollEvents.rollId, rolls.id), eq(rollEvents.kind, "set-aside")))
    .where(eq(rolls.status, "set-aside"))
    .orderBy(desc(rollEvents.id));
  const seen = new Set<number>();
  return rows.flatMap(({ detail, at, ...row }) => {
    const parsed = setAsideDetailSchema.safeParse(detail);
    if (seen.has(row.rollId) || !parsed.success) return [];
    seen.add(row.rollId);
    const { reason, note, goodLengthMm } = parsed.data;
    return [{ ...row, reason, note, goodLengthMm, at: at.toISOString() }];
  });
}
