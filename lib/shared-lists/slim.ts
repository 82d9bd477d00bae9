// The slim copies the kept lists hold (status-lists.ts): what the stations and
// the supervisor read of a polygon and of a department's planned work, a small
// part of the upstream's record, kept for 100,000 polygons.
import { polygonHead, type PolygonHead } from "@/lib/polygons/polygons";
import type { ProductionPolygon } from "@/lib/production-api/schemas";
import { StatusHistory, type SlimStatus } from "./status-history";

export { StatusHistory, type SlimStatus } from "./status-history";

/** When a kept status was assigned, as the API's answers write a moment (ISO 8601, UTC). */
export const assignedAtOf = (status: SlimStatus): string => new Date(status.assignedAtMs).toISOString();

/** Since when a line is held: its problem's report when there is one, else its current status's assignment (epoch ms; 0 when unknown). */
export const sinceOf = (reportedAt: string | null | undefined, current: SlimStatus | undefined): number =>
  (reportedAt != null ? Date.parse(reportedAt) : current?.assignedAtMs) || 0;
export type SlimPolygon = PolygonHead & {
  /** Material entries reported defective (not repaired yet). */
  materialDefects: number;
  /** Newest first (latest assignedAt, ties: highest id), packed (status-history.ts). */
  statuses: StatusHistory;
};
/** A department's planned work of a polygon as the upstream gives it: what a kept list takes (work-list.ts). */
export type WorkEntry = {
  id: number;
  startAt: string | null;
  finishAt: string | null;
  /** The department's share of the polygon's production value (the supervisor's sums). */
  productionValue: number;
};
/** The same as a kept list hands it out: its moments as epoch ms (null: none), which is what every reader compares. */
export type SlimWork = {
  id: number;
  startAtMs: number | null;
  finishAtMs: number | null;
  productionValue: number;
};

/** A moment kept as epoch ms, as the API's answers write one (ISO 8601, UTC); null for none. */
export const momentOf = (ms: number | null): string | null =>
  ms === null ? null : new Date(ms).toISOString();

type StatusEntry = Pick<
  ProductionPolygon["statuses"][number],
  "id" | "productionStatusValue" | "assignedAt" | "remarks"
>;

/** What a set-based read of the upstream's own tables gives of a polygon (the warm-up, status-lists.ts). */
export type SlimSource = PolygonHead & { materialDefects: number; statuses: StatusEntry[] };

/** The slim copy of a polygon read as a slim source: the same as slimPolygon of the whole polygon. */
export function slimPolygonOf(source: SlimSource): SlimPolygon {
  return {
    ...polygonHead(source),
    materialDefects: source.materialDefects,
    statuses: new StatusHistory(
      source.statuses
        .map((s) => ({
          id: s.id,
          value: s.productionStatusValue,
          assignedAtMs: Date.parse(s.assignedAt),
          remarks: s.remarks,
        }))
        .sort((a, b) => b.assignedAtMs - a.assignedAtMs || b.id - a.id),
    ),
  };
}

export function slimPolygon(polygon: ProductionPolygon): SlimPolygon {
  return slimPolygonOf({
    ...polygonHead(polygon),
    materialDefects: polygon.materials.filter((m) => m.hasDefect).length,
    statuses: polygon.statuses,
  });
}

/** Whether two slim copies of a polygon say the same (a reload keeps the copy it had: see status-lists.ts). */
export function sameSlimPolygon(a: SlimPolygon, b: SlimPolygon): boolean {
  return (
    a.id === b.id &&
    a.polygonId === b.polygonId &&
    a.productionProjectId === b.productionProjectId &&
    a.subnumber === b.subnumber &&
    a.finishAt === b.finishAt &&
    a.deliverAt === b.deliverAt &&
    a.materialDefects === b.materialDefects &&
    a.statuses.sameAs(b.statuses)
  );
}
