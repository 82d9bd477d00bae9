// The slim copies the kept lists hold (status-lists.ts): what the stations and
// the supervisor read of a polygon and of a department's planned work, a small
// part of the upstream's record, kept for 100,000 polygons.
import { polygonHead, type PolygonHead } from "@/lib/polygons/polygons";
import type { ProductionPolygon } from "@/lib/production-api/schemas";
import {
  digestOfPolygon,
  polygonDigest,
  type DigestSource,
  type PolygonDigest,
} from "@/lib/production-api/views";
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

/** What a set-based read of the upstream's own tables gives of a polygon (the warm-up, status-lists.ts). */
export type SlimSource = DigestSource;

/**
 * The slim copy of a polygon's digest (made on the worker pool for a large answer: views.ts).
 * The head's object with two fields added, not `{ ...head, … }`: on Node 20 each object made
 * that way gets a hidden class of its own, and 100,000 kept copies held 100,000 of them, with
 * their descriptors, for every collection to mark (docs/architecture.md, "Garbage").
 */
export const slimOfDigest = ({ statuses, remarks, ...rest }: PolygonDigest): SlimPolygon =>
  Object.assign(polygonHead(rest), {
    materialDefects: rest.materialDefects,
    statuses: new StatusHistory({ packed: statuses, remarks }),
  });

/** The slim copy of a polygon read as a slim source: the same as slimPolygon of the whole polygon. */
export const slimPolygonOf = (source: SlimSource): SlimPolygon => slimOfDigest(polygonDigest(source));

export const slimPolygon = (polygon: ProductionPolygon): SlimPolygon =>
  slimOfDigest(digestOfPolygon(polygon));

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
