// First-pass yield per department, product type and week (UTC ISO weeks): of
// the lines checked at a department for the first time that week, the share
// whose first result passed. A supervisor's pass is no first pass.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { qualityResults } from "@/lib/db/schema";
import type { Figures, FiguresQuery } from "./schemas";

const dayMs = 86_400_000;

/** The Monday 00:00 UTC of the ISO week of `at`. */
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day.getTime() - weekday * dayMs);
}

/** "2026-W48": the ISO week (its year is the year of its Thursday). */
export function isoWeekOf(at: Date): string {
  const thursday = new Date(weekStartOf(at).getTime() + 3 * dayMs);
  const year = thursday.getUTCFullYear();
  const firstThursday = weekStartOf(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * dayMs;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * dayMs));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

type FirstResult = { productionDepartmentId: number; productType: string; isPassed: boolean; madeAt: Date };

/** The figures of first results (pure): one row per week, department and product type, oldest week first. */
export function firstPassYield(firsts: readonly FirstResult[], since: Date): Figures["weeks"] {
  const groups = new Map<string, Figures["weeks"][number]>();
  for (const first of firsts) {
    if (first.madeAt < since) continue;
    const start = weekStartOf(first.madeAt);
    const key = `${start.getTime()}|${first.productionDepartmentId}|${first.productType}`;
    const group = groups.get(key) ?? {
      week: isoWeekOf(start),
      weekStart: start.toISOString().slice(0, 10),
      productionDepartmentId: first.productionDepartmentId,
      productType: first.productType,
      checked: 0,
      passedFirstTime: 0,
      firstPassYield: 0,
    };
    group.checked += 1;
    if (first.isPassed) group.passedFirstTime += 1;
    group.firstPassYield = group.passedFirstTime / group.checked;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.weekStart.localeCompare(b.weekStart) ||
      a.productionDepartmentId - b.productionDepartmentId ||
      a.productType.localeCompare(b.productType),
  );
}

/** The figures of the last `weeks` weeks (this one included), of one department or all. */
export async function qualityFigures(db: Database, query: FiguresQuery, now: Date): Promise<Figures> {
  const since = new Date(weekStartOf(now).getTime() - (query.weeks - 1) * 7 * dayMs);
  const department = query.department === "all" ? undefined : Number(query.department);
  // Each line's first check at each department (ever: a first check before the window is no first check in it).
  const firsts = await db
    .selectDistinctOn([qualityResults.productionPolygonId, qualityResults.productionDepartmentId], {
      productionDepartmentId: qualityResults.productionDepartmentId,
      productType: qualityResults.productType,
      isPassed: qualityResults.isPassed,
      madeAt: qualityResults.madeAt,
    })
    .from(qualityResults)
    .where(
      and(
        eq(qualityResults.kind, "check"),
        department === undefined ? undefined : eq(qualityResults.productionDepartmentId, department),
      ),
    )
    .orderBy(
      asc(qualityResults.productionPolygonId),
      asc(qualityResults.productionDepartmentId),
      asc(qualityResults.madeAt),
      asc(qualityResults.id),
    );
  const rows = firsts.map((row) => ({ ...row, productType: row.productType ?? "" }));
  return { weeks: firstPassYield(rows, since) };
}
