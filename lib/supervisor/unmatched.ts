// Polygons still waiting for a material (polygon/getunmatched, kept and patched
// by lib/shared-lists/unmatched-list.ts), with what the supervisor sorts and filters on.
// The project number, customer and product come from the order specs (kept ten
// minutes per project): for a page only, unless the supervisor filters or sorts
// on them, when every unmatched polygon needs its own.
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { UnmatchedDigest } from "@/lib/production-api/views";
import { lineNameOf, lineSummary, orderSpecsOf } from "@/lib/polygons/order-specs";
import { lineDates } from "@/lib/base/line-dates";
import { unmatchedPolygons } from "@/lib/shared-lists/unmatched-list";
import { pageQuery } from "./placed";
import { firstOf } from "./sorted";
import { unmatchedSorts } from "./unmatched-sorts";

export const unmatchedQuery = pageQuery.extend({
  sort: z
    .enum(unmatchedSorts, { message: "Sort by finishAt, age, projectNumber, customer or product" })
    .default("finishAt"),
  q: singleLineText().trim().max(100, "At most 100 characters").optional(),
});
export type UnmatchedQuery = z.output<typeof unmatchedQuery>;

async function describe(upstream: ProductionApiClient, polygons: UnmatchedDigest[], now: Date) {
  const specs = await orderSpecsOf(
    upstream,
    polygons.map((p) => p.productionProjectId),
  );
  return polygons.map((p) => {
    const since = p.startedAtMs;
    return {
      id: p.id,
      polygonId: p.polygonId,
      productionProjectId: p.productionProjectId,
      ...lineNameOf(lineSummary(specs.get(p.productionProjectId), p.polygonId)),
      materials: p.materialIds.length,
      missing: p.unmatched,
      defective: p.defective,
      finishAt: p.finishAt,
      /** The line's planned dates, named as every screen names them (lib/base/line-dates.ts). */
      dates: lineDates(p),
      ageHours: since === null ? null : Math.floor((now.getTime() - since) / 3_600_000),
    };
  });
}
export type UnmatchedRow = Awaited<ReturnType<typeof describe>>[number];

/**
 * A polygon's finish as a sort key, worked out once per digest (the kept list
 * replaces a polygon's digest when it changes): 27,000 polygons at 100,000
 * would otherwise parse their dates again on every read.
 */
const finishKeys = new WeakMap<UnmatchedDigest, number>();
function finishKey(p: UnmatchedDigest): number {
  let key = finishKeys.get(p);
  if (key === undefined) finishKeys.set(p, (key = p.finishAt ? Date.parse(p.finishAt) : Infinity));
  return key;
}
const startKey = (p: UnmatchedDigest) => p.startedAtMs ?? Infinity;

const byText = (key: "projectNumber" | "customer" | "product") => (a: UnmatchedRow, b: UnmatchedRow) =>
  (a[key] ?? "\uffff").localeCompare(b[key] ?? "\uffff") || a.id - b.id;

export async function unmatchedList(upstream: ProductionApiClient, query: UnmatchedQuery, now = new Date()) {
  const polygons = [...(await unmatchedPolygons(upstream)).values()];
  const needsAll = Boolean(query.q) || !["finishAt", "age"].includes(query.sort);
  if (!needsAll) {
    const key = query.sort === "age" ? startKey : finishKey;
    const page = firstOf(
      polygons.map((polygon) => ({ polygon, key: key(polygon) })),
      query.offset + query.limit,
      (a, b) => a.key - b.key || a.polygon.id - b.polygon.id,
    )
      .slice(query.offset)
      .map(({ polygon }) => polygon);
    const items = await describe(upstream, page, now);
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
