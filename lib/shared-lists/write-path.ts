// The one write path (docs/shared-lists.md): a step of the gateway every route
// hands its feature (docs/upstream-gateway.md). After each upstream write it
// learns which polygons the write touched, re-reads them, patches the kept
// lists (status, department and unmatched lists) and names them in the change
// the route publishes. A feature cannot forget to patch: it has no other way to write.
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ProductionApiError } from "@/lib/production-api/errors";
import type { GatewayStep } from "@/lib/production-api/gateway";
import type { OperationName } from "@/lib/production-api/operations";
import { productionPolygonDepartmentSchema, type ProductionPolygon } from "@/lib/production-api/schemas";
import { markStatusListsStale, notePolygon, notePolygonDepartment, forgetWorkEntry } from "./status-lists";
import { candidatePolygonsOfEntry, markUnmatchedStale, noteUnmatchedPolygon } from "./unmatched-list";

/** Past this many polygons in one write, the lists are read afresh on next use instead of polygon by polygon. */
const maxFollowed = 20;

/**
 * What the writes of one request touched, for the change bus: the polygons;
 * whether some write could not be followed polygon by polygon (isWide); whether
 * planned department work changed (hasWork). Other servers patch from it.
 */
export type WriteLog = { polygonIds: Set<number>; isWide?: boolean; hasWork?: boolean };

type Follow = (write: { input: unknown; output: unknown }, keep: Keeper) => Promise<void> | void;

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === "number") : [];
const field = (value: unknown, name: string): unknown =>
  value && typeof value === "object" ? (value as Record<string, unknown>)[name] : undefined;

/** Re-reads and places polygons, and keeps what the request touched. */
class Keeper {
  constructor(
    private readonly upstream: ProductionApiClient,
    private readonly log: WriteLog,
  ) {}

  async polygons(productionPolygonIds: number[]): Promise<void> {
    productionPolygonIds.forEach((id) => this.log.polygonIds.add(id));
    if (productionPolygonIds.length > maxFollowed) return this.everything();
    const polygons = await Promise.all(productionPolygonIds.map((id) => this.polygonOrNull(id)));
    polygons.forEach((polygon) => polygon && this.place(polygon));
  }

  /** A material entry's polygon: the one the kept list or the tablet names, if it holds the entry. */
  async entry(entryId: number): Promise<void> {
    for (const id of candidatePolygonsOfEntry(entryId)) {
      const polygon = await this.polygonOrNull(id);
      if (polygon?.materials.some((m) => m.id === entryId)) {
        this.log.polygonIds.add(polygon.id);
        return this.place(polygon);
      }
    }
    this.log.isWide = true;
    markUnmatchedStale();
    markStatusListsStale();
  }

  /** Planned department work changed: other servers re-read it (of every polygon named, or all). */
  work(): void {
    this.log.hasWork = true;
  }

  /** Names a polygon in the change without re-reading it (nothing kept depends on what changed). */
  touched(productionPolygonId: unknown): void {
    if (typeof productionPolygonId === "number") this.log.polygonIds.add(productionPolygonId);
  }

  /** A change the app cannot follow polygon by polygon (a whole project, CPQ polygon ids). */
  everything(): void {
    this.log.isWide = true;
    markStatusListsStale();
    markUnmatchedStale();
  }

  private place(polygon: ProductionPolygon): void {
    notePolygon(polygon);
    noteUnmatchedPolygon(polygon);
  }

  private async polygonOrNull(id: number): Promise<ProductionPolygon | null> {
    try {
      return await this.upstream.polygon.getById({ id });
    } catch (error) {
      if (error instanceof ProductionApiError && error.status === 404) return null;
      throw error;
    }
  }
}

const entryOf: Follow = ({ input }, keep) => keep.entry(Number(field(input, "id")));

/** Every write operation with what it changes in the kept lists. */
const follows: Partial<Record<OperationName, Follow>> = {
  "status/setstatusforpolygons": ({ input }, keep) =>
    keep.polygons(ids(field(input, "productionPolygonIds"))),
  "status/setstatusforwtpolygonlinenumbers": ({ output }, keep) => keep.polygons(ids(output)),
  "status/setstatusforwtpolygons": (_write, keep) => keep.everything(),
  "status/setstatusforproject": (_write, keep) => keep.everything(),
  "polygon/setpolygonprojectmaterialmatched": entryOf,
  "polygon/setpolygonprojectmaterialhasdefect": entryOf,
  "polygon/setpolygonprojectmaterialhaddefect": entryOf,
  "polygondepartment/create": ({ output }, keep) => followWork(output, keep),
  "polygondepartment/update": ({ output }, keep) => followWork(output, keep),
  "polygondepartment/delete": ({ input }, keep) => {
    keep.work();
    keep.touched(forgetWorkEntry(Number(field(input, "id"))));
  },
  // No kept list holds packages: the change names the polygon (a last package's status move follows above).
  "polygonpackage/create": ({ output }, keep) => keep.touched(field(output, "productionPolygonId")),
  "polygonpackage/update": ({ output }, keep) => keep.touched(field(output, "productionPolygonId")),
};

function followWork(output: unknown, keep: Keeper) {
  const entry = productionPolygonDepartmentSchema.parse(output);
  notePolygonDepartment(entry);
  keep.work();
  keep.touched(entry.productionPolygonId);
}

/**
 * The gateway step of the write path: each write followed into the kept lists
 * (reads pass through), re-reading through `upstream`, the same gateway's
 * client. A failure to follow is logged and marks the lists stale: the write
 * itself was made.
 */
export function listKeepingStep(upstream: ProductionApiClient, log: WriteLog): GatewayStep {
  const keep = new Keeper(upstream, log);
  return async ({ operation, input, isWrite }, send) => {
    const output = await send();
    const follow = isWrite ? follows[operation] : undefined;
    if (follow) {
      try {
        await follow({ input, output }, keep);
      } catch (error) {
        console.error(`[shared-lists] could not follow ${operation}; the lists are read afresh:`, error);
        keep.everything();
      }
    }
    return output;
  };
}
