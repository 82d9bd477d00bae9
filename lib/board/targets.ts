// The day's target per department (polygons done in a day), set by an admin;
// a department without one shows its count alone.
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { boardTargets } from "@/lib/db/schema";

export async function loadTargets(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ departmentId: boardTargets.departmentId, dailyTarget: boardTargets.dailyTarget })
    .from(boardTargets);
  return new Map(rows.map((row) => [row.departmentId, row.dailyTarget]));
}

export async function setDailyTarget(
  db: Database,
  departmentId: number,
  dailyTarget: number | null,
): Promise<{ departmentId: number; dailyTarget: number | null }> {
  if (dailyTarget === null) {
    await db.delete(boardTargets).where(eq(boardTargets.departmentId, departmentId));
  } else {
    await db
      .insert(boardTargets)
      .values({ departmentId, dailyTarget })
      .onConflictDoUpdate({ target: boardTargets.departmentId, set: { dailyTarget, updatedAt: sql`now()` } });
  }
  return { departmentId, dailyTarget };
}
