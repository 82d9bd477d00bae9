// "Use another roll": a roll of the planned roll's material may stand in for
// it when its lot is allowed. The planned roll's lot always is (a roll of the
// same dye batch is as good as the planned one). Another lot is allowed only
// when the projects the plan cuts from the planned roll move whole: all their
// pieces of this fabric lie on that roll, and none of them has a lot of this
// fabric recorded yet (cut or matched). So a project never ends up on two lots
// (docs/cutting.md, "A way out").
import type { Database } from "@/lib/db/client";
import { lotsOfProject } from "@/lib/polygons/material-lots";
import { findRoll, type Roll } from "../rolls/rolls-store";

/** A plan or a cut list: fabric by fabric, roll by roll, the lines cut. */
type PlanLike = {
  fabrics: readonly {
    materialCode: string;
    rolls: readonly { rollId: number; cuts: readonly { productionPolygonId: number }[] }[];
  }[];
};

/** The project of each line at cutting (productionPolygonId → productionProjectId). */
export type ProjectOf = ReadonlyMap<number, number>;

export async function isAllowedLot(
  db: Database,
  plan: PlanLike,
  planned: Roll,
  lot: string | null,
  projectOf: ProjectOf,
): Promise<boolean> {
  if (lot === planned.lot) return true;
  const fabric = plan.fabrics.find((f) => f.materialCode === planned.materialCode);
  if (!fabric) return false;
  const onPlanned = fabric.rolls
    .filter((r) => r.rollId === planned.id)
    .flatMap((r) => r.cuts.map((c) => projectOf.get(c.productionPolygonId)));
  if (onPlanned.some((p) => p === undefined)) return false;
  const projects = new Set(onPlanned as number[]);
  const elsewhere = fabric.rolls
    .filter((r) => r.rollId !== planned.id)
    .some((r) => r.cuts.some((c) => projects.has(projectOf.get(c.productionPolygonId) ?? -1)));
  if (elsewhere) return false;
  for (const project of projects) {
    const lots = await lotsOfProject(db, project);
    if (lots.some((l) => l.eanCode === planned.materialCode && l.lot !== null && l.lot !== lot)) return false;
  }
  return true;
}

/**
 * For a cut on roll `rollId` of a piece the plan lays on another roll: whether
 * this roll may stand in for that one (in stock, same material, allowed lot).
 */
export const mayStandIn =
  (db: Database, plan: PlanLike, rollId: number, projectOf: () => Promise<ProjectOf>) =>
  async (plannedRollId: number): Promise<boolean> => {
    const [here, planned] = await Promise.all([findRoll(db, rollId), findRoll(db, plannedRollId)]);
    if (here.status !== "in-stock" || here.materialCode !== planned.materialCode) return false;
    return isAllowedLot(db, plan, planned, here.lot, await projectOf());
  };
