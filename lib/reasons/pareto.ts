// The Pareto chart of reasons: how often each reason was given in the last 7,
// 30 or 90 days at a department (or the matching or packing screen), most
// frequent first with the cumulative share; and the polygons behind one bar.
import { and, count, desc, eq, gte, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { reasonEvents, reasons } from "@/lib/db/schema";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { orderSpecsOf } from "@/lib/polygons/order-specs";
import { polygonSummary } from "@/lib/polygons/polygons";
import type { ProductionPolygon } from "@/lib/production-api/schemas";
import { reasonKindSchema, type ParetoQuery } from "./schemas";

const dayMs = 24 * 60 * 60 * 1000;

function filterOf(query: ParetoQuery, now: Date): SQL | undefined {
  const conditions: SQL[] = [gte(reasonEvents.at, new Date(now.getTime() - query.days * dayMs))];
  if (query.kind) conditions.push(eq(reasonEvents.kind, query.kind));
  if (query.department === "matching" || query.department === "packing") {
    conditions.push(eq(reasonEvents.place, query.department));
  } else if (query.department !== "all") {
    conditions.push(eq(reasonEvents.place, "station"));
    conditions.push(eq(reasonEvents.productionDepartmentId, Number(query.department)));
  }
  return and(...conditions);
}

export async function reasonPareto(db: Database, query: ParetoQuery, now = new Date()) {
  const rows = await db
    .select({
      reasonId: reasons.id,
      kind: reasons.kind,
      code: reasons.code,
      labelEn: reasons.labelEn,
      labelNl: reasons.labelNl,
      count: count(reasonEvents.id),
    })
    .from(reasonEvents)
    .innerJoin(reasons, eq(reasons.id, reasonEvents.reasonId))
    .where(filterOf(query, now))
    .groupBy(reasons.id)
    .orderBy(desc(count(reasonEvents.id)), reasons.kind, reasons.sortOrder, reasons.id);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  let running = 0;
  const bars = rows.map((row) => {
    running += row.count;
    return {
      ...row,
      kind: reasonKindSchema.parse(row.kind),
      cumulativePercent: Math.round((running / total) * 1000) / 10,
    };
  });
  return { days: query.days, department: query.department, total, bars };
}
export type ReasonPareto = Awaited<ReturnType<typeof reasonPareto>>;

const maxPolygons = 100;

/** The polygons by id, a few at a time; one removed upstream since is left out (its row says so), not a failed list. */
async function polygonsFound(upstream: ProductionApiClient, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = new Map<number, ProductionPolygon>();
  for (let i = 0; i < unique.length; i += 8) {
    const batch = await Promise.all(
      unique.slice(i, i + 8).map((id) => upstream.polygon.getById({ id }).catch(() => null)),
    );
    for (const polygon of batch) if (polygon) found.set(polygon.id, polygon);
  }
  return found;
}

/** The polygons behind one bar, newest reason first (at most 100), with their order line and status. */
export async function paretoPolygons(
  db: Database,
  upstream: ProductionApiClient,
  query: ParetoQuery & { reasonId: number },
  now = new Date(),
) {
  const events = await db
    .select({
      id: reasonEvents.id,
      productionPolygonId: reasonEvents.productionPolygonId,
      remark: reasonEvents.remark,
      employeeName: reasonEvents.employeeName,
      at: reasonEvents.at,
    })
    .from(reasonEvents)
    .where(and(filterOf(query, now), eq(reasonEvents.reasonId, query.reasonId)))
    .orderBy(desc(reasonEvents.at), desc(reasonEvents.id))
    .limit(maxPolygons);
  const polygons = await polygonsFound(
    upstream,
    events.map((e) => e.productionPolygonId),
  );
  const specs = await orderSpecsOf(
    upstream,
    [...polygons.values()].map((p) => p.productionProjectId),
  );
  return {
    items: events.map(({ at, ...event }) => {
      const polygon = polygons.get(event.productionPolygonId);
      return {
        ...event,
        at: at.toISOString(),
        polygon: polygon ? polygonSummary(polygon, specs.get(polygon.productionProjectId)) : null,
      };
    }),
  };
}
export type ParetoPolygons = Awaited<ReturnType<typeof paretoPolygons>>;
