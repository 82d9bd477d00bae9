// A roll's label scanned at the cutter's screen, checked against the roll the
// plan cuts from: the app's own code (ROL-000123) names one roll; a supplier's
// GS1 label names a material and a lot, which is the roll when both match.
// A wrong roll or lot is answered with the reason as a sentence, not refused:
// the screen shows it red and the cutter fetches the right one.
import type { Locale } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import { readRollLabel } from "../rolls/roll-label";
import { findRoll, findRollByCode } from "../rolls/rolls-store";
import type { CutList, RollCheck } from "./schemas";

const ownCode = /^ROL-\d{6,10}$/i;

/** What the scan says: one roll (own code), or a material and lot (a supplier's label). */
async function scannedOf(db: Database, code: string) {
  const trimmed = code.trim();
  if (ownCode.test(trimmed)) {
    const roll = await findRollByCode(db, trimmed.toUpperCase());
    if (!roll)
      throw new AppError(
        "not_found",
        "No such roll",
        `No roll or offcut ${trimmed.toUpperCase()} is known here.`,
      );
    return { rollId: roll.id, code: roll.code, lot: roll.lot, materialCode: roll.materialCode };
  }
  const read = readRollLabel(trimmed);
  if (!read.ok) throw new AppError("invalid_input", "Not a roll label", read.reason, { code: [read.reason] });
  const { materialCode, lot } = read.label;
  return { rollId: null, code: null, lot, materialCode };
}

/** The projects the plan cuts from this roll (what the lot is kept for). */
const projectsOn = (cutList: CutList, rollId: number) => [
  ...new Set(
    cutList.fabrics
      .flatMap((f) => f.rolls)
      .filter((r) => r.rollId === rollId)
      .flatMap((r) => r.cuts.map((c) => c.projectNumber))
      .filter((p): p is string => p !== null),
  ),
];

export async function checkRoll(
  db: Database,
  plannedRollId: number,
  code: string,
  context: { cutList: CutList; locale: Locale },
): Promise<RollCheck> {
  const planned = await findRoll(db, plannedRollId);
  const scanned = await scannedOf(db, code);
  const t = getTranslator(context.locale);
  const none = t("cutList.check.noLot");
  const names = {
    scanned: scanned.code ?? t("cutList.check.supplierLabel"),
    scannedLot: scanned.lot ?? none,
    planned: planned.code,
    plannedLot: planned.lot ?? none,
  };
  const sameMaterial = scanned.materialCode === planned.materialCode;
  // A supplier's label without a lot cannot show a wrong lot; a roll of the app is the lot it was registered with.
  const sameLot = scanned.lot === planned.lot || (scanned.rollId === null && scanned.lot === null);
  const verdict = !sameMaterial
    ? "wrong-material"
    : !sameLot
      ? "wrong-lot"
      : scanned.rollId !== null && scanned.rollId !== planned.id
        ? "wrong-roll"
        : "right";
  const projects = projectsOn(context.cutList, planned.id).join(", ");
  const reason =
    verdict === "right"
      ? t("cutList.check.right", { planned: planned.code, lot: names.plannedLot })
      : verdict === "wrong-material"
        ? t("cutList.check.wrongMaterial", {
            ...names,
            material: scanned.materialCode,
            plannedMaterial: planned.materialCode,
          })
        : verdict === "wrong-lot" && projects
          ? t("cutList.check.wrongLotOfProject", { ...names, projects })
          : t("cutList.check.wrongRoll", names);
  return {
    isRight: verdict === "right",
    verdict,
    reason,
    scanned: { code: scanned.code, lot: scanned.lot, materialCode: scanned.materialCode },
    planned: { code: planned.code, lot: planned.lot, materialCode: planned.materialCode },
  };
}
