// A kept plan as it stands now: the cuts written since its inputs were read
// take their pieces out of it. A cut takes the first piece of its line on its
// roll and the strip that piece lies in (the others wait for their tickets as
// cut-so-far.ts says); the roll is that much shorter. A cut the plan lays
// elsewhere (checked against another plan) takes one piece of each of its
// lines wherever this plan has it. The next plan, made in the background,
// replaces this one within a second or so (docs/cutting.md).
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { rollEvents, rolls as rollsTable } from "@/lib/db/schema";
import { cutDetailSchema, type CutDetail } from "./cut-so-far";
import type { CuttingPlan } from "./schemas";

/** `materialCode`: the cut roll's fabric; a line cut from two fabrics loses a piece of that one only. */
export type CutSince = { rollId: number; detail: CutDetail; materialCode?: string };

/** The "cut" events after this one, oldest first. */
export async function cutsAfter(db: Database, rollEventId: number): Promise<CutSince[]> {
  const rows = await db
    .select({ rollId: rollEvents.rollId, materialCode: rollsTable.materialCode, detail: rollEvents.detail })
    .from(rollEvents)
    .innerJoin(rollsTable, eq(rollsTable.id, rollEvents.rollId))
    .where(and(eq(rollEvents.kind, "cut"), gt(rollEvents.id, rollEventId)))
    .orderBy(rollEvents.id);
  return rows.flatMap((row) => {
    const parsed = cutDetailSchema.safeParse(row.detail);
    return parsed.success
      ? [{ rollId: row.rollId, materialCode: row.materialCode, detail: parsed.data }]
      : [];
  });
}

type PlanRoll = CuttingPlan["fabrics"][number]["rolls"][number];

/** Takes the strip at this offset off the roll: the cuts after it move up by its length. */
function takeStrip(roll: PlanRoll, offsetMm: number): PlanRoll {
  const strip = roll.cuts.filter((c) => c.offsetMm === offsetMm);
  const stripMm = Math.max(0, ...strip.map((c) => c.lengthMm));
  return {
    ...roll,
    lengthMm: Math.max(0, roll.lengthMm - stripMm),
    cuts: roll.cuts
      .filter((c) => c.offsetMm !== offsetMm)
      .map((c) => (c.offsetMm > offsetMm ? { ...c, offsetMm: Math.max(0, c.offsetMm - stripMm) } : c)),
  };
}

/** Takes one piece of the line off the plan, on this roll if it has one there. */
function takeOnePiece(rolls: PlanRoll[], productionPolygonId: number, rollId: number): PlanRoll[] {
  const ofLine = (r: PlanRoll) => r.cuts.some((c) => c.productionPolygonId === productionPolygonId);
  const at = rolls.find((r) => r.rollId === rollId && ofLine(r)) ?? rolls.find(ofLine);
  if (!at) return rolls;
  const index = at.cuts.findIndex((c) => c.productionPolygonId === productionPolygonId);
  return rolls.map((r) => (r === at ? { ...r, cuts: r.cuts.filter((_, i) => i !== index) } : r));
}

/** The plan without the pieces these cuts took; rolls left with no cut leave it. */
export function planAfterCuts(plan: CuttingPlan, cuts: readonly CutSince[]): CuttingPlan {
  if (cuts.length === 0) return plan;
  let rolls = plan.fabrics.map((f) => f.rolls);
  for (const { rollId, detail, materialCode } of cuts) {
    // A piece of a strip cut earlier: the strip left the plan with that earlier cut (or before it was made).
    if (detail.fromStripEventId !== undefined) continue;
    const line = detail.productionPolygonId;
    const first = rolls
      .flat()
      .filter((r) => r.rollId === rollId)
      .flatMap((r) => r.cuts.filter((c) => c.productionPolygonId === line))
      .sort((a, b) => a.offsetMm - b.offsetMm)[0];
    if (first) {
      rolls = rolls.map((fabricRolls) =>
        fabricRolls.map((r) => (r.rollId === rollId ? takeStrip(r, first.offsetMm) : r)),
      );
      continue;
    }
    const lines = [line, ...(detail.strip?.pieces.map((p) => p.productionPolygonId) ?? [])];
    const isOfCut = (i: number) =>
      materialCode === undefined || plan.fabrics[i]!.materialCode === materialCode;
    for (const id of lines)
      rolls = rolls.map((fabricRolls, i) =>
        isOfCut(i) ? takeOnePiece(fabricRolls, id, rollId) : fabricRolls,
      );
  }
  return {
    ...plan,
    fabrics: plan.fabrics.map((fabric, i) => ({
      ...fabric,
      rolls: rolls[i]!.filter((r) => r.cuts.length > 0),
    })),
  };
}
