// A planned roll that is not there or not fit to cut from: the cutter sets it
// aside with the reason and, for a damaged roll, the length still good. It
// leaves the plan (only rolls in stock are planned) but keeps its length:
// nothing is zeroed, nothing counts as used or waste until the supervisor
// decides (docs/rolls.md, "A roll set aside").
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Locale } from "@/lib/base/roles";
import { singleLineText } from "@/lib/base/text";
import type { Database } from "@/lib/db/client";
import { rolls } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import { findRoll, insertEvent, rollColumns, toRoll, type Roll, type RollActor } from "./rolls-store";

export const setAsideReasons = ["missing", "damaged"] as const;

export const setAsideBody = z.object({
  departmentId: z.int().positive().max(2_147_483_647),
  reason: z.enum(setAsideReasons),
  /** In the cutter's words: where it was looked for, what the damage is. */
  note: singleLineText().trim().min(1).max(200),
  /** Damaged: the length still fit to cut (at most what the roll has left). */
  goodLengthMm: z.int().min(0).max(10_000_000).optional(),
});
export type SetAsideBody = z.infer<typeof setAsideBody>;

/** What a "set-aside" event keeps (the supervisor's list reads it). */
export const setAsideDetailSchema = z.object({
  reason: z.enum(setAsideReasons),
  note: z.string(),
  goodLengthMm: z.number().int().nonnegative().nullable(),
  departmentId: z.number().int().nullable(),
});
export type SetAsideDetail = z.infer<typeof setAsideDetailSchema>;

/** Sets the roll aside (in stock only: 409 otherwise); a good length longer than the roll has left is a 400. */
export async function setRollAside(
  db: Database,
  rollId: number,
  body: SetAsideBody,
  { by, at = new Date(), locale = "en" }: { by: RollActor; at?: Date; locale?: Locale },
): Promise<Roll> {
  const t = getTranslator(locale);
  const current = await findRoll(db, rollId);
  if (body.reason === "damaged" && body.goodLengthMm === undefined) {
    const why = t("cutList.setAside.goodLengthNeeded");
    throw new AppError("invalid_input", t("cutList.setAside.goodLengthTitle"), why, { goodLengthMm: [why] });
  }
  if (body.goodLengthMm !== undefined && body.goodLengthMm > current.lengthLeftMm) {
    const why = t("cutList.leftover.tooLong", {
      length: body.goodLengthMm,
      code: current.code,
      left: current.lengthLeftMm,
    });
    throw new AppError("invalid_input", t("cutList.leftover.tooLongTitle"), why, { goodLengthMm: [why] });
  }
  const detail: SetAsideDetail = {
    reason: body.reason,
    note: body.note,
    goodLengthMm: body.goodLengthMm ?? null,
    departmentId: body.departmentId,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(rolls)
      .set({ status: "set-aside" })
      .where(and(eq(rolls.id, rollId), eq(rolls.status, "in-stock")))
      .returning(rollColumns);
    if (!row)
      throw new AppError(
        "conflict",
        "This roll is not in stock",
        `Roll ${current.code} is used up, ended or already set aside.`,
      );
    await insertEvent(
      tx,
      rollId,
      { kind: "set-aside", lengthMm: 0, lengthLeftMm: row.lengthLeftMm, detail, at },
      by,
    );
    return toRoll(row);
  });
}
