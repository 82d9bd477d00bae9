// The station's Done for a line whose pieces are still on the Cut list: the
// fabric would leave the plan uncut while the roll keeps its metres. An
// operator is sent to the Cut list (409 with the count and the way there); a
// supervisor or an admin may finish it anyway, and that is audited
// (docs/cutting.md, "Done at the station"). The station's step asks this
// through the guard the route gives it (lib/stations/station-moves.ts).
import { recordAudit } from "@/lib/audit/audit";
import { hasRole, type SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { cpqFabricFacts } from "../queue/cpq-facts";
import { cutsSoFar } from "../queue/cut-so-far";
import { cuttingPlanOf } from "../queue/plan-of-queue";
import { listRolls } from "../rolls/rolls-store";
import { hasCutList } from "./cutting-department";

/** The line's pieces on the department's Cut list: planned, or lying in a strip already cut. */
export async function piecesOnCutList(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  productionPolygonId: number,
): Promise<number> {
  if (!(await hasCutList(upstream, departmentId))) return 0;
  const plan = await cuttingPlanOf(db, upstream, departmentId, {
    minOffcutMm: env().OFFCUT_MIN_LENGTH_MM,
    factsOf: cpqFabricFacts(upstream),
  });
  // As the Cut list shows them (cut-list.ts): a roll ended or set aside since the plan was made
  // shows none; its pieces come back on other rolls with the next plan.
  const inStock = new Set((await listRolls(db, {})).filter((r) => r.status === "in-stock").map((r) => r.id));
  const planned = plan.fabrics
    .flatMap((f) => f.rolls.filter((r) => inStock.has(r.rollId)).flatMap((r) => r.cuts))
    .filter((c) => c.productionPolygonId === productionPolygonId).length;
  const so = await cutsSoFar(db, [productionPolygonId]);
  return planned + so.pending.filter((p) => p.productionPolygonId === productionPolygonId).length;
}

/** The Cut list of a department, where the refusal sends the cutter. */
export const cutListHref = (departmentId: number) => `/stations/${departmentId}/cut-list`;

/**
 * Refuses the station's Done (409) while the line has pieces on the Cut list;
 * `override` by a supervisor or an admin finishes it anyway, with an audit row of its own.
 */
export async function assertNotOnCutList(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  job: { departmentId: number; productionPolygonId: number; isOverride: boolean },
): Promise<void> {
  const { departmentId, productionPolygonId } = job;
  const pieces = await piecesOnCutList(db, upstream, departmentId, productionPolygonId);
  if (pieces === 0) return;
  if (job.isOverride && hasRole(employee, "supervisor", "admin")) {
    await recordAudit({
      employee,
      action: "cutting.done-over-cut-list",
      details: { departmentId, productionPolygonId, piecesOnCutList: pieces },
      status: 200,
      upstreamStatus: null,
      durationMs: 0,
    });
    return;
  }
  const t = getTranslator(employee.locale);
  throw new AppError(
    "conflict",
    t("cutList.stationDone.title"),
    t("cutList.stationDone.pieces", { count: pieces }),
    {},
    { cutListHref: cutListHref(departmentId), piecesOnCutList: pieces },
  );
}
