// Polygons still waiting for a material (polygon/getunmatched), with what the
// supervisor sorts and filters on. The project number, customer and product come
// from the order specs (cached a minute per project): for a page only, unless the
// supervisor filters or sorts on them, when every unmatched polygon needs its own.
import { z } from "zod";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionPolygon } from "@/lib/production-api/schemas";
import { itemSummary, orderSpecsOf } from "@/lib/bff/order-specs";
import { subscribeChanges } from "@/lib/server/change-bus";
import { pageQuery } from "./placed";
import { unmatchedSorts } from "./unmatched-sorts";

/**
 * polygon/getunmatched answers every unmatched polygon at once (2 MB and about a second at 10,000
 * polygons), so one answer is shared by every request for 15 s and dropped as soon as the app
 * changes something (the change bus): paging, sorting, filtering and a second supervisor cost nothing.
 */
const freshMs = 15_000;
let kept: { at: number; polygons: Promise<ProductionPolygon[]> } | null = null;
let isListening = false;

function unmatchedPolygons(upstream: ProductionApiClient): Promise<ProductionPolygon[]> {
  if (!isListening) {
    subscribeChanges(() => (kept = null));
    isListening = true;
  }
  if (!kept || Date.now() - kept.at > freshMs) {
    const polygons = upstream.polygon.getUnmatched();
    const entry = { at: Date.now(), polygons };
    kept = entry;
    polygons.catch(() => kept === entry && (kept = null));
  }
  return kept.polygons;
}

export const unmatchedQuery = pageQuery.extend({
  sort: z
    .enum(unmatchedSorts, { message: "Sort by finishAt, age, projectNumber, customer or product" })
    .default("finishAt"),
  q: z.string().trim().max(100, "At most 100 characters").optional(),
});
export type UnmatchedQuery = z.output<typeof unmatchedQuery>;

/** When the polygon entered production: its first status. */
const startedAt = (p: ProductionPolygon) =>
  p.statuses.reduce((first, s) => Math.min(first, Date.parse(s.assignedAt)), Infinity);

async function describe(upstream: ProductionApiClient, polygons: ProductionPolygon[], now: Date) {
  const specs = await orderSpecsOf(
    upstream,
    polygons.map((p) => p.productionProjectId),
  );
  return polygons.map((p) => {
    const summary = itemSummary(specs.get(p.productionProjectId), p.polygonId);
    const since = startedAt(p);
    return {
      id: p.id,
      polygonId: p.polygonId,
      productionProjectId: p.productionProjectId,
      projectNumber: summary.projectNumber,
      customer: summary.customer,
      lineNumber: summary.lineNumber,
      product: summary.product,
      materials: p.materials.length,
      missing: p.materials.filter((m) => !m.isMatched).length,
      defective: p.materials.filter((m) => m.hasDefect).length,
      finishAt: p.finishAt,
      ageHours: Number.isFinite(since) ? Math.floor((now.getTime() - since) / 3_600_000) : null,
    };
  });
}
export type UnmatchedRow = Awaited<ReturnType<typeof describe>>[number];

const byText = (key: "projectNumber" | "customer" | "product") => (a: UnmatchedRow, b: UnmatchedRow) =>
  (a[key] ?? "\uffff").localeCompare(b[key] ?? "\uffff") || a.id - b.id;

export async function unmatchedList(upstream: ProductionApiClient, query: UnmatchedQuery, now = new Date()) {
  // A copy: the kept answer is shared and sorted differently per request.
  const polygons = [...(await unmatchedPolygons(upstream))];
  const needsAll = Boolean(query.q) || !["finishAt", "age"].includes(query.sort);
  if (!needsAll) {
    const finish = (p: ProductionPolygon) => (p.finishAt ? Date.parse(p.finishAt) : Infinity);
    polygons.sort((a, b) =>
      query.sort === "age"
        ? startedAt(a) - startedAt(b) || a.id - b.id
        : finish(a) - finish(b) || a.id - b.id,
    );
    const items = await describe(upstream, polygons.slice(query.offset, query.offset + query.limit), now);
    return { total: polygons.length, count: polygons.length, items };
  }
  let rows = await describe(upstream, polygons, now);
  const q = query.q?.toLowerCase();
  if (q)
    rows = rows.filter((r) =>
      [r.projectNumber, r.customer, r.product].some((v) => v?.toLowerCase().includes(q)),
    );
  if (query.sort === "finishAt" || query.sort === "age") {
    const key = (r: UnmatchedRow) =>
      query.sort === "age" ? -(r.ageHours ?? -Infinity) : r.finishAt ? Date.parse(r.finishAt) : Infinity;
    rows.sort((a, b) => key(a) - key(b) || a.id - b.id);
  } else rows.sort(byText(query.sort));
  return {
    total: rows.length,
    count: polygons.length,
    items: rows.slice(query.offset, query.offset + query.limit),
  };
}
export type UnmatchedList = Awaited<ReturnType<typeof unmatchedList>>;
