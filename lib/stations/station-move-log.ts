// The log of moves made at stations (one row per step), kept so that an
// employee can undo their last one; an undone row is marked, never deleted.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { stationMoves } from "@/lib/db/schema";

export type StationMove = typeof stationMoves.$inferSelect;

/** `movedAt` is the step's moment, the one its time entries carry (undoing finds them by it). */
export async function recordStationMove(
  db: Database,
  move: Omit<typeof stationMoves.$inferInsert, "id" | "undoneAt"> & { movedAt: Date },
): Promise<void> {
  await db.insert(stationMoves).values(move);
}

/** The employee's newest move in the department that is not undone yet. */
export async function findLastMove(
  db: Database,
  employeeId: number,
  productionDepartmentId: number,
): Promise<StationMove | null> {
  const [row] = await db
    .select()
    .from(stationMoves)
    .where(
      and(
        eq(stationMoves.employeeId, employeeId),
        eq(stationMoves.productionDepartmentId, productionDepartmentId),
        isNull(stationMoves.undoneAt),
      ),
    )
    .orderBy(desc(stationMoves.id))
    .limit(1);
  return row ?? null;
}

/** Marks the move undone; false when another request marked it first (two taps). */
export async function claimMoveUndone(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(stationMoves)
    .set({ undoneAt: new Date() })
    .where(and(eq(stationMoves.id, id), isNull(stationMoves.undoneAt)))
    .returning({ id: stationMoves.id });
  return rows.length > 0;
}

/** Gives a claimed move back when its undo failed upstream (so it can be tried again). */
export async function releaseMoveClaim(db: Database, id: number): Promise<void> {
  await db.update(stationMoves).set({ undoneAt: null }).where(eq(stationMoves.id, id));
}
