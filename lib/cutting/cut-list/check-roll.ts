// A roll's label scanned at the cutter's screen, checked against the roll the
// plan cuts from. The app's own code (ROL-000123) names one roll. A supplier's
// GS1 label names a material and a lot: the roll when one roll in stock has
// both, else the cutter chooses among those that do (place and length left).
// The planned roll is right; another roll of the material and an allowed lot
// is accepted and the plan follows it (another-roll.ts); anything else is
// answered with the reason as a sentence, fabric names included, not refused.
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import { readRollLabel } from "../rolls/roll-label";
import { findRollByCode, findRoll, listRolls, type Roll } from "../rolls/rolls-store";
import { isAllowedLot } from "./another-roll";
import type { CutList, RollCheck } from "./schemas";

const ownCode = /^ROL-\d{6,10}$/i;

type Scanned = {
  /** The one roll the scan names; null: a supplier's label that fits no roll or several. */
  roll: Roll | null;
  /** A supplier's label: the rolls in stock of its material and lot. */
  candidates: Roll[];
  isSupplierLabel: boolean;
  materialCode: string;
  lot: string | null;
};

async function scannedOf(db: Database, code: string): Promise<Scanned> {
  const trimmed = code.trim();
  if (ownCode.test(trimmed)) {
    const roll = await findRollByCode(db, trimmed.toUpperCase());
    if (!roll)
      throw new AppError(
        "not_found",
        "No such roll",
        `No roll or offcut ${trimmed.toUpperCase()} is known here.`,
      );
    const { materialCode, lot } = roll;
    return { roll, candidates: [roll], isSupplierLabel: false, materialCode, lot };
  }
  const read = readRollLabel(trimmed);
  if (!read.ok) throw new AppError("invalid_input", "Not a roll label", read.reason, { code: [read.reason] });
  const { materialCode, lot } = read.label;
  // A label without a lot cannot tell its rolls apart by lot: every roll of the material fits it.
  const candidates = (await listRolls(db, { materialCode, status: "in-stock" })).filter(
    (r) => lot === null || r.lot === lot,
  );
  const roll = candidates.length === 1 ? candidates[0]! : null;
  return { roll, candidates, isSupplierLabel: true, materialCode, lot };
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

const projectOfLines = (cutList: CutList) =>
  new Map(
    cutList.fabrics.flatMap((f) =>
      f.rolls.flatMap((r) =>
        r.cuts.flatMap((c) =>
          c.productionProjectId === null ? [] : [[c.productionPolygonId, c.productionProjectId] as const],
        ),
      ),
    ),
  );

/** The fabric's name as the stock or the cut list has it, else its EAN. */
async function fabricName(db: Database, cutList: CutList, materialCode: string, roll: Roll | null) {
  if (roll?.materialName) return roll.materialName;
  const listed = cutList.fabrics.find((f) => f.materialCode === materialCode)?.materialName;
  if (listed) return listed;
  const [any] = await listRolls(db, { materialCode });
  return any?.materialName ?? materialCode;
}

const standIn = (roll: Roll) => ({
  rollId: roll.id,
  code: roll.code,
  lot: roll.lot,
  place: roll.place,
  lengthLeftMm: roll.lengthLeftMm,
});

export async function checkRoll(
  db: Database,
  plannedRollId: number,
  code: string,
  context: { cutList: CutList; locale: Locale },
): Promise<RollCheck> {
  const { cutList } = context;
  const planned = await findRoll(db, plannedRollId);
  const scanned = await scannedOf(db, code);
  const t = getTranslator(context.locale);
  const none = t("cutList.check.noLot");
  const plannedFabric = await fabricName(db, cutList, planned.materialCode, planned);
  const isOwnCode = scanned.roll !== null && !scanned.isSupplierLabel;
  // A supplier's label is named by its fabric ("the supplier's label of Velours, lot …").
  const names = {
    scanned:
      isOwnCode && scanned.roll
        ? t("cutList.check.rollNamed", { code: scanned.roll.code })
        : t("cutList.check.supplierLabelOf", { fabric: plannedFabric }),
    scannedLot: scanned.lot ?? none,
    planned: planned.code,
    plannedLot: planned.lot ?? none,
    fabric: plannedFabric,
  };
  const answer = (
    verdict: RollCheck["verdict"],
    reason: string,
    accepted: Roll | null = null,
  ): RollCheck => ({
    isRight: accepted !== null,
    verdict,
    reason,
    roll: accepted ? standIn(accepted) : null,
    candidates: verdict === "choose" ? scanned.candidates.map(standIn) : [],
    scanned: { code: scanned.roll?.code ?? null, lot: scanned.lot, materialCode: scanned.materialCode },
    planned: { code: planned.code, lot: planned.lot, materialCode: planned.materialCode },
  });

  if (scanned.materialCode !== planned.materialCode) {
    const scannedFabric = await fabricName(db, cutList, scanned.materialCode, scanned.roll);
    // The sentence names the scanned fabric itself: the label is only "the supplier's label" there.
    const what = isOwnCode ? names.scanned : t("cutList.check.supplierLabel");
    return answer(
      "wrong-material",
      t("cutList.check.wrongMaterial", { ...names, scanned: what, scannedFabric }),
    );
  }
  if (scanned.isSupplierLabel && scanned.candidates.length > 1)
    return answer("choose", t("cutList.check.choose", { ...names, count: scanned.candidates.length }));
  const roll = scanned.roll;
  if (!roll && scanned.lot === planned.lot)
    return answer("wrong-roll", t("cutList.check.noneInStock", names));
  if (roll?.id === planned.id) {
    const right = scanned.isSupplierLabel ? "cutList.check.rightByLabel" : "cutList.check.right";
    return answer("right", t(right, names), roll);
  }
  if (roll && roll.status !== "in-stock") return answer("wrong-roll", t("cutList.check.notInStock", names));
  if (roll && (await isAllowedLot(db, cutList, planned, roll.lot, projectOfLines(cutList)))) {
    const scannedName = t("cutList.check.rollNamed", { code: roll.code });
    return answer("another-roll", t("cutList.check.anotherRoll", { ...names, scanned: scannedName }), roll);
  }
  const projects = projectsOn(cutList, planned.id).join(", ");
  return answer(
    "wrong-lot",
    projects
      ? t("cutList.check.wrongLotOfProject", { ...names, projects })
      : t("cutList.check.wrongLot", names),
  );
}
