// A cut confirmed by its ticket: the piece the plan lays on this roll for
// that line is taken off the roll with a "cut" event. The cutter cuts a strip
// across the whole roll and then the pieces side by side in it, so the first
// piece of a strip takes the strip's length; the others lie in that strip and
// take nothing more when their tickets are scanned (docs/cutting.md). The
// plan is the newest kept one less the cuts since (queue/kept-plans.ts): a cut
// is checked and written at once, the next plan follows in the background.
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { getTranslator } from "@/lib/i18n/messages";
import { AppError } from "@/lib/errors";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { cutsSoFar, fabricCutKey, type CutDetail } from "../queue/cut-so-far";
import { newerPlanThan } from "../queue/kept-plans";
import type { CuttingPlan } from "../queue/schemas";
import { takeFromRoll } from "../rolls/roll-usage";
import { findRoll, type Roll, type RollActor } from "../rolls/rolls-store";

export type CutOutcome = {
  roll: Roll;
  cut: { productionPolygonId: number; takenMm: number } & Omit<CutDetail, "productionPolygonId">;
  /** Pieces of this line still to cut (0: the line is cut, done at cutting). */
  piecesLeft: number;
  /** This piece's number among the line's pieces, and how many it has: "2 of 3". */
  pieceNumber: number;
  pieceCount: number;
};

/** The piece a ticket asks for; `enteredAt`: when its line last came into cutting (earlier cuts were undone). */
type PieceAsked = { rollId: number; productionPolygonId: number; enteredAt?: Date | null };

/** What to take off the roll for this line's piece, and the event's detail, from the plan (or a cut strip). */
async function pieceOnRoll(
  db: Database,
  plan: CuttingPlan,
  { rollId, productionPolygonId, enteredAt = null }: PieceAsked,
) {
  const [so, scanned] = await Promise.all([
    cutsSoFar(db, [productionPolygonId], new Map([[productionPolygonId, enteredAt]])),
    findRoll(db, rollId),
  ]);
  const ofLine = so.pending.filter((p) => p.productionPolygonId === productionPolygonId);
  // A line cut from a face fabric and a lining: "2 of 3" and "the plan cuts it from" speak of the roll's fabric.
  const isOfFabric = (materialCode: string) => materialCode === scanned.materialCode;
  const planned = plan.fabrics.flatMap((fabric) =>
    fabric.rolls.flatMap((roll) =>
      roll.cuts
        .filter((c) => c.productionPolygonId === productionPolygonId)
        .map((cut) => ({ fabric, roll, cut })),
    ),
  );
  const isUnplanned = plan.fabrics.some((f) =>
    f.unplanned.some((u) => u.productionPolygonId === productionPolygonId),
  );
  // Every piece of the line still to cut, of all its fabrics: none left, and the line is done at cutting.
  const piecesBefore = planned.length + ofLine.length + (isUnplanned ? 1 : 0);
  // Pieces of this fabric cut before this one count in "2 of 3".
  const ofFabricBefore =
    planned.filter((p) => isOfFabric(p.fabric.materialCode)).length +
    ofLine.filter((p) => isOfFabric(p.materialCode)).length;
  const cutBefore = so.confirmedOfFabric.get(fabricCutKey(productionPolygonId, scanned.materialCode)) ?? 0;
  const inStrip = ofLine.find((p) => p.rollId === rollId);
  if (inStrip) {
    const detail: CutDetail = {
      productionPolygonId,
      plannedLengthMm: inStrip.lengthMm,
      boundLengthMm: inStrip.boundLengthMm,
      fromStripEventId: inStrip.stripEventId,
    };
    return { takenMm: 0, detail, piecesBefore, ofFabricBefore, cutBefore };
  }
  const here = planned
    .filter((p) => p.roll.rollId === rollId)
    .sort((a, b) => (a.cut.offsetMm ?? 0) - (b.cut.offsetMm ?? 0))[0];
  const elsewhere = planned.find((p) => isOfFabric(p.fabric.materialCode)) ?? planned[0];
  if (!here)
    return {
      takenMm: null,
      elsewhere: elsewhere?.roll.rollId ?? null,
      piecesBefore,
      ofFabricBefore,
      cutBefore,
    };
  const { fabric, roll, cut } = here;
  // The fabric's bound shared out over its pieces by their planned length (the supervisor's "against the bound").
  const ratio = fabric.usedMm > 0 ? fabric.lowerBoundMm / fabric.usedMm : 1;
  const boundOf = (lengthMm: number) => Math.round(lengthMm * ratio);
  const strip = roll.cuts.filter((c) => c.offsetMm === cut.offsetMm);
  const stripLengthMm = Math.max(...strip.map((c) => c.lengthMm));
  const others = strip.filter((c) => c !== cut);
  const detail: CutDetail = {
    productionPolygonId,
    plannedLengthMm: cut.lengthMm,
    boundLengthMm: boundOf(cut.lengthMm),
    ...(others.length > 0
      ? {
          strip: {
            lengthMm: stripLengthMm,
            pieces: others.map((c) => ({
              productionPolygonId: c.productionPolygonId,
              lengthMm: c.lengthMm,
              widthMm: c.widthMm,
              acrossMm: c.acrossMm,
              boundLengthMm: boundOf(c.lengthMm),
            })),
          },
        }
      : {}),
  };
  return { takenMm: stripLengthMm, detail, piecesBefore, ofFabricBefore, cutBefore };
}

/**
 * Takes the line's piece off the roll (409 when the plan cuts no piece of it
 * from this roll). `standsIn`: whether this roll may stand in for the roll the
 * plan lays the piece on ("Use another roll"): then the planned strip is taken
 * from this roll, and the plan follows (cuts-since.ts takes the piece off the
 * planned roll).
 */
export async function cutPiece(
  db: Database,
  plan: CuttingPlan,
  asked: PieceAsked,
  {
    by,
    at = new Date(),
    locale,
    standsIn,
  }: { by: RollActor; at?: Date; locale: Locale; standsIn?: (plannedRollId: number) => Promise<boolean> },
): Promise<CutOutcome> {
  const { rollId, productionPolygonId } = asked;
  let found = await pieceOnRoll(db, plan, asked);
  // The kept plan may predate the line (it came into cutting since): the plan being made has it.
  if (found.takenMm === null) {
    const newer = await newerPlanThan(plan);
    if (newer) found = await pieceOnRoll(db, newer, asked);
  }
  if (found.takenMm === null && "elsewhere" in found && found.elsewhere !== null && standsIn) {
    const plannedRollId = found.elsewhere;
    if (await standsIn(plannedRollId)) {
      const there = await pieceOnRoll(db, plan, { ...asked, rollId: plannedRollId });
      if (there.takenMm !== null && "detail" in there)
        found = { ...there, detail: { ...there.detail, plannedRollId } };
    }
  }
  if (found.takenMm === null || !("detail" in found)) {
    const roll = await findRoll(db, rollId);
    const ticket = ticketCode(productionPolygonId);
    const elsewhere =
      "elsewhere" in found && found.elsewhere !== null ? await findRoll(db, found.elsewhere) : null;
    const t = getTranslator(locale);
    throw new AppError(
      "conflict",
      t("cutList.refusal.title"),
      elsewhere
        ? t("cutList.refusal.elsewhere", { ticket, roll: elsewhere.code, confirmed: roll.code })
        : t("cutList.refusal.none", { ticket, roll: roll.code }),
    );
  }
  const roll = await takeFromRoll(db, rollId, { lengthMm: found.takenMm, detail: found.detail, at }, by);
  const { productionPolygonId: _, ...detail } = found.detail;
  return {
    roll,
    cut: { productionPolygonId, takenMm: found.takenMm, ...detail },
    piecesLeft: found.piecesBefore - 1,
    pieceNumber: found.cutBefore + 1,
    pieceCount: found.cutBefore + found.ofFabricBefore,
  };
}
