// The end of a roll: what is left is measured (or the length left is
// accepted), and a leftover longer than the offcut minimum becomes an offcut in
// stock with a label of its own; anything shorter is waste. The label's data
// is made here; the route prints it through lib/printing (docs/rolls.md).
import { z } from "zod";
import type { Locale } from "@/lib/base/roles";
import { singleLineText } from "@/lib/base/text";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import { isFarBelowRest } from "./far-below";
import { endRoll } from "./roll-usage";
import { findRoll, type Roll, type RollActor } from "./rolls-store";

export const leftoverBody = z.object({
  /** The leftover as measured; without it, the roll's length left is accepted. */
  lengthMm: z.int().min(0).max(10_000_000).optional(),
  /** Where the offcut is put; without it, where the roll lay. */
  place: singleLineText().trim().min(1).max(60).optional(),
  /** The station's department, device and chosen printer: where its label prints. */
  departmentId: z.int().positive().max(2_147_483_647).nullable().optional(),
  device: singleLineText().trim().max(100).nullable().optional(),
  printerId: z.int().positive().max(2_147_483_647).nullable().optional(),
  /** The cutter confirmed a leftover far below the length left (0 mm always asks): isFarBelowRest. */
  confirmed: z.boolean().optional(),
});
export type LeftoverBody = z.infer<typeof leftoverBody>;

/** The offcut rule: strictly longer than the material's minimum is worth keeping. */
export const isOffcutLength = (lengthMm: number, minimumMm: number) => lengthMm > minimumMm;

/** What an offcut's label shows: the app's own code as Code 128, the material, lot, size and place. */
export type OffcutLabel = {
  barcode: string;
  material: string;
  materialCode: string;
  lot: string | null;
  widthMm: number;
  lengthMm: number;
  place: string | null;
};

export const offcutLabelOf = (offcut: Roll): OffcutLabel => ({
  barcode: offcut.code,
  material: offcut.materialName ?? offcut.materialCode,
  materialCode: offcut.materialCode,
  lot: offcut.lot,
  widthMm: offcut.widthMm,
  lengthMm: offcut.lengthMm,
  place: offcut.place,
});

/** `shortfallMm`: what the roll had left beyond the leftover (counted as waste). */
export type LeftoverOutcome = {
  roll: Roll;
  offcut: Roll | null;
  label: OffcutLabel | null;
  shortfallMm: number;
};

/**
 * Ends the roll with its leftover: an offcut (with the label to print) when
 * longer than `minimumMm`, else waste. A leftover longer than the roll has
 * left is a 400 (a mistyped length must not become fabric in stock); a roll
 * already used up is a 409.
 */
export async function leaveLeftover(
  db: Database,
  rollId: number,
  leftover: { lengthMm?: number; place?: string; confirmed?: boolean },
  {
    minimumMm,
    by,
    at = new Date(),
    locale = "en",
  }: { minimumMm: number; by: RollActor; at?: Date; locale?: Locale },
): Promise<LeftoverOutcome> {
  const current = await findRoll(db, rollId);
  const lengthMm = leftover.lengthMm ?? current.lengthLeftMm;
  if (current.status === "in-stock" && lengthMm > current.lengthLeftMm) {
    const t = getTranslator(locale);
    const why = t("cutList.leftover.tooLong", {
      length: lengthMm,
      code: current.code,
      left: current.lengthLeftMm,
    });
    throw new AppError("invalid_input", t("cutList.leftover.tooLongTitle"), why, { lengthMm: [why] });
  }
  if (
    current.status === "in-stock" &&
    !leftover.confirmed &&
    isFarBelowRest(lengthMm, current.lengthLeftMm, minimumMm)
  ) {
    const t = getTranslator(locale);
    const why = t("cutList.leftover.confirmWhy", {
      length: lengthMm,
      code: current.code,
      left: current.lengthLeftMm,
      waste: current.lengthLeftMm - lengthMm,
    });
    throw new AppError("conflict", t("cutList.leftover.confirmTitle"), why, { confirmed: [why] });
  }
  const { roll, offcut, shortfallMm } = await endRoll(
    db,
    rollId,
    {
      lengthMm,
      place: leftover.place ?? current.place,
      isOffcut: isOffcutLength(lengthMm, minimumMm),
      at,
    },
    by,
  );
  return { roll, offcut, label: offcut ? offcutLabelOf(offcut) : null, shortfallMm };
}
