// What using a roll changes: a cut shortens it, its end becomes an offcut or
// waste. Each change and its event are one transaction, and the update's own
// condition (in stock, long enough) keeps two tablets from using one length twice.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { rolls } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { insertEvent, insertRollWith, rollColumns, toRoll, type Roll, type RollActor } from "./rolls-store";

/**
 * Ends what is left of a roll: `offcut` becomes a new roll (an offcut) of that
 * length, or the rest is waste. The roll is used up either way. What the roll
 * had left beyond the leftover (a measured rest shorter than the record) is
 * waste too: every millimetre that leaves the stock is in an event the
 * figures read. One transaction: a roll is never cut off twice (the row is
 * locked and its length left read), and the leftover is never longer than
 * what the roll has left.
 */
export async function endRoll(
  db: Database,
  rollId: number,
  leftover: { lengthMm: number; place: string | null; isOffcut: boolean; at?: Date },
  by: RollActor,
): Promise<{ roll: Roll; offcut: Roll | null; shortfallMm: number }> {
  const at = leftover.at ?? new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ lengthLeftMm: rolls.lengthLeftMm })
      .from(rolls)
      .where(and(eq(rolls.id, rollId), eq(rolls.status, "in-stock")))
      .for("update");
    const [row] =
      before && before.lengthLeftMm >= leftover.lengthMm
        ? await tx
            .update(rolls)
            .set({ lengthLeftMm: 0, status: leftover.isOffcut ? "used-up" : "waste" })
            .where(and(eq(rolls.id, rollId), eq(rolls.status, "in-stock")))
            .returning(rollColumns)
        : [];
    if (!row || !before) {
      throw new AppError(
        "conflict",
        "This roll is not in stock",
        `Roll ${rollId} was used up, is unknown, or has less than ${leftover.lengthMm} mm left.`,
      );
    }
    const roll = toRoll(row);
    const shortfallMm = before.lengthLeftMm - leftover.lengthMm;
    const measured = { measuredMm: leftover.lengthMm, shortfallMm };
    if (!leftover.isOffcut) {
      // The leftover and the shortfall both leave the stock as waste: one event of all the roll had left.
      const event = { kind: "waste" as const, lengthMm: before.lengthLeftMm, lengthLeftMm: 0, at };
      await insertEvent(tx, rollId, shortfallMm > 0 ? { ...event, detail: measured } : event, by);
      return { roll, offcut: null, shortfallMm };
    }
    const offcut = await insertRollWith(
      tx,
      {
        ...roll,
        lengthMm: leftover.lengthMm,
        lengthLeftMm: leftover.lengthMm,
        place: leftover.place,
        isOffcut: true,
        parentRollId: rollId,
        at,
      },
      by,
      { fromRollId: rollId },
    );
    if (shortfallMm > 0)
      await insertEvent(
        tx,
        rollId,
        { kind: "waste", lengthMm: shortfallMm, lengthLeftMm: leftover.lengthMm, detail: measured, at },
        by,
      );
    const detail = { offcutRollId: offcut.id };
    await insertEvent(
      tx,
      rollId,
      { kind: "offcut", lengthMm: leftover.lengthMm, lengthLeftMm: 0, detail, at },
      by,
    );
    return { roll, offcut, shortfallMm };
  });
}

/** A cut of `lengthMm` from the roll's start: its length left shrinks (a roll runs out at 0). 409 past its end. */
export async function takeFromRoll(
  db: Database,
  rollId: number,
  cut: { lengthMm: number; detail?: unknown; at?: Date },
  by: RollActor,
): Promise<Roll> {
  const at = cut.at ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(rolls)
      .set({
        lengthLeftMm: sql`${rolls.lengthLeftMm} - ${cut.lengthMm}`,
        status: sql`case when ${rolls.lengthLeftMm} = ${cut.lengthMm} then 'used-up' else 'in-stock' end`,
      })
      .where(and(eq(rolls.id, rollId), eq(rolls.status, "in-stock"), gte(rolls.lengthLeftMm, cut.lengthMm)))
      .returning(rollColumns);
    if (!row) {
      throw new AppError(
        "conflict",
        "Not that much left on this roll",
        `Roll ${rollId} has less than ${cut.lengthMm} mm.`,
      );
    }
    const event = {
      kind: "cut" as const,
      lengthMm: cut.lengthMm,
      lengthLeftMm: row.lengthLeftMm,
      detail: cut.detail,
      at,
    };
    await insertEvent(tx, rollId, event, by);
    return toRoll(row);
  });
}
