// The slim copies the kept lists hold (status-lists.ts): what the stations and
// the supervisor read of a polygon and of a department's planned work, a small
// part of the upstream's record, kept for 100,000 polygons.
import { polygonHead, type PolygonHead } from "@/lib/polygons/polygons";
import type { ProductionPolygon } from "@/lib/production-api/schemas";

export type SlimStatus = {
  id: number;
  value: number;
  assignedAt: string;
  /** assignedAt as epoch ms, parsed once (the supervisor's lists compare hundreds of thousands). */
  assignedAtMs: number;
  remarks: string | null;
};
export type SlimPolygon = PolygonHead & {
  /** Material entries reported defective (not repaired yet). */
  materialDefects: number;
  /** Newest first (latest assignedAt, ties: highest id). */
  statuses: SlimStatus[];
};
export type SlimWork = {
  id: number;
  startAt: string | null;
  finishAt: string | null;
  /** The department's share of the polygon's production value (the supervisor's sums). */
  productionValue: number;
};

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
    statuses: source.statuses
      .map((s) => ({
        id: s.id,
        value: s.productionStatusValue,
        assignedAt: s.assignedAt,
        assignedAtMs: Date.parse(s.assignedAt),
        remarks: s.remarks,
      }))
      .sort((a, b) => b.assignedAtMs - a.assignedAtMs || b.id - a.id),
  };
}

export function slimPolygon(polygon: ProductionPolygon): SlimPolygon {
  return slimPolygonOf({
    ...polygonHead(polygon),
    materialDefects: polygon.materials.filter((m) => m.hasDefect).length,
    statuses: polygon.statuses,
  });
}
