// status/*: which polygons have which status value, and status moves. Queries
// use the denormalised current status of each polygon (kept by appendStatus).
import { and, asc, eq, lte, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { parseStatusDelay } from "@/lib/production-api/delay";
import { inTransaction, JsonText, type Implementations, type OperationContext } from "../context";
import { badRequest, notFound } from "../errors";
import { appendStatus, moveExistingPolygons } from "../queries/append-status";
import { anyId } from "../queries/ids";
import { findPolygonsByWtIdsJson, findPolygonsJson, findProjectsJson } from "../queries/polygons-json";
import { polygons, projects } from "../schema";

// PostgreSQL's timestamptz range is narrower than a TimeSpan's; clamp the cutoff into it.
const earliest = Date.UTC(1, 0, 1);
const latest = Date.UTC(9999, 11, 31);

/** Polygons whose current status is the value (assigned at or before now − delay, when given). */
function currentStatusIs(now: Date, statusValue: number, statusAssignedBefore: string | undefined): SQL {
  const isValue = eq(polygons.currentStatusValue, statusValue);
  if (statusAssignedBefore === undefined) return isValue;
  const delay = parseStatusDelay(statusAssignedBefore);
  if (delay === undefined) {
    throw badRequest(
      "statusAssignedBefore",
      "statusAssignedBefore must be a TimeSpan ([d.]hh:mm[:ss]) or an ISO 8601 duration (P1D, PT4H)",
    );
  }
  const cutoff = new Date(Math.min(Math.max(now.getTime() - delay, earliest), latest));
  return and(isValue, lte(polygons.currentStatusAssignedAt, cutoff))!;
}

type StatusMove = { statusValue: number; remarks?: string | undefined };

/** Appends the move for these polygons in one transaction; `find` runs inside it and may throw 404. */
async function moveStatus(
  { db, hubEmployeeId, now }: OperationContext,
  move: StatusMove,
  find: (tx: Database) => Promise<number[]>,
): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    const ids = await find(tx);
    await appendStatus(tx, ids, move.statusValue, hubEmployeeId, move.remarks ?? null, now);
    return ids;
  });
}

async function polygonIdsWhere(tx: Database, where: SQL | undefined): Promise<number[]> {
  const rows = await tx.select({ id: polygons.id }).from(polygons).where(where).orderBy(asc(polygons.id));
  return rows.map((row) => row.id);
}

export const statusOperations: Implementations<
  | "status/getprojectsforstatusvalue"
  | "status/getpolygonsforstatusvalue"
  | "status/setstatusforproject"
  | "status/setstatusforpolygons"
  | "status/setstatusforwtpolygons"
  | "status/setstatusforwtpolygonlinenumbers"
  | "status/getpolygonstatusinfoforwtpolygons"
> = {
  // Each project comes with all of its polygons, not only the matching ones.
  "status/getprojectsforstatusvalue": async ({ db, now }, { statusValue, statusAssignedBefore }) =>
    new JsonText(await findProjectsJson(db, currentStatusIs(now, statusValue, statusAssignedBefore))),

  "status/getpolygonsforstatusvalue": async ({ db, now }, { statusValue, statusAssignedBefore }) =>
    new JsonText(await findPolygonsJson(db, currentStatusIs(now, statusValue, statusAssignedBefore))),

  "status/setstatusforproject": async (ctx, { productionProjectId, ...move }) => {
    await moveStatus(ctx, move, async (tx) => {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, productionProjectId));
      if (!project) throw notFound("Production project", productionProjectId);
      return polygonIdsWhere(tx, eq(polygons.productionProjectId, productionProjectId));
    });
  },

  // The floor's commonest write: one statement that checks, appends and keeps
  // the current status (the handler runs it outside a transaction, singleStatementWrites).
  "status/setstatusforpolygons": async ({ db, hubEmployeeId, now }, { productionPolygonIds, ...move }) => {
    const missing = await moveExistingPolygons(
      db,
      productionPolygonIds,
      move.statusValue,
      hubEmployeeId,
      move.remarks ?? null,
      now,
    );
    if (missing.length > 0) throw notFound("Production polygon", missing.join(", "));
  },

  "status/setstatusforwtpolygons": async (ctx, { productionProjectIds, polygonIds, ...move }) => {
    await moveStatus(ctx, move, async (tx) => {
      const ids = await polygonIdsWhere(
        tx,
        and(anyId(polygons.productionProjectId, productionProjectIds), anyId(polygons.polygonId, polygonIds)),
      );
      if (ids.length === 0) throw notFound("WT polygon", `${polygonIds.join(", ")} in those projects`);
      return ids;
    });
  },

  "status/setstatusforwtpolygonlinenumbers": async (ctx, { projectNumber, lineNumbers, ...move }) =>
    moveStatus(ctx, move, async (tx) => {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.projectNumber, projectNumber));
      if (!project) throw notFound("Project number", projectNumber);
      const ids = await polygonIdsWhere(
        tx,
        and(eq(polygons.productionProjectId, project.id), anyId(polygons.lineNumber, lineNumbers)),
      );
      if (ids.length === 0) throw notFound(`Line number in project ${projectNumber}`, lineNumbers.join(", "));
      return ids;
    }),

  "status/getpolygonstatusinfoforwtpolygons": async ({ db }, { polygonIds }) =>
    new JsonText(await findPolygonsByWtIdsJson(db, polygonIds)),
};
