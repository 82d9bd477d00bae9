// Overdue polygons, oldest first: at a status longer than its threshold
// (overdueAfterHours in the workflow), or still unfinished past their planned
// finish or delivery. The threshold is the upstream's `statusAssignedBefore`
// applied to the shared per-status lists (lib/shared-lists/status-lists) rather than one
// more 10–25 MB upstream call per status and request at 100,000 polygons.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { SlimPolygon } from "@/lib/shared-lists/status-lists";
import type { Workflow } from "@/lib/workflow/schemas";
import { loadWorkflow } from "@/lib/workflow/store";
import { derivedFromLists } from "./derived";
import { describePage, openValues, polygonsAt, type Page } from "./placed";

export type OverdueReason = "status" | "finish" | "delivery";
type Overdue = { polygon: SlimPolygon; reasons: OverdueReason[]; since: number };

export async function overduePolygons(db: Database, upstream: ProductionApiClient, now: Date) {
  const workflow = await loadWorkflow(db);
  // The same lists and workflow: the same answer until the next polygon turns
  // overdue (lib/shared-lists/derived.ts), so a change at a tablet does not
  // walk 100,000 polygons again.
  const { overdue } = await derivedFromLists(
    `overdue`,
    JSON.stringify(workflow),
    () => findOverdue(workflow, upstream, now),
    { expiresAt: ({ changesAt }) => changesAt },
  );
  return overdue;
}

/** The overdue polygons at `now`, and the next moment one more turns overdue (as long as the lists stay). */
async function findOverdue(workflow: Workflow, upstream: ProductionApiClient, now: Date) {
  const thresholds = new Map(
    workflow.statuses.flatMap((s) =>
      s.overdueAfterHours === null ? [] : [[s.value, s.overdueAfterHours * 3_600_000]],
    ),
  );
  const open = new Set(openValues(workflow));
  const polygons = await polygonsAt(upstream, [...new Set([...thresholds.keys(), ...open])]);
  const overdue: Overdue[] = [];
  let changesAt = Infinity;
  /** A moment still to come at which the polygon turns overdue. */
  const notYet = (at: number) => {
    if (at >= now.getTime() && at < changesAt) changesAt = at;
  };
  for (const polygon of polygons) {
    const current = polygon.statuses[0];
    if (!current) continue;
    const reasons: OverdueReason[] = [];
    const moments: number[] = [];
    const threshold = thresholds.get(current.value);
    const dueAt = current.assignedAtMs + (threshold ?? 0);
    if (threshold !== undefined && dueAt < now.getTime()) {
      reasons.push("status");
      moments.push(dueAt);
    } else if (threshold !== undefined) notYet(dueAt);
    if (open.has(current.value)) {
      for (const [reason, at] of [
        ["finish", polygon.finishAt],
        ["delivery", polygon.deliverAt],
      ] as const) {
        const time = at ? Date.parse(at) : NaN;
        if (time < now.getTime()) {
          reasons.push(reason);
          moments.push(time);
        } else notYet(time);
      }
    }
    if (reasons.length > 0) overdue.push({ polygon, reasons, since: Math.min(...moments) });
  }
  overdue.sort((a, b) => a.since - b.since || a.polygon.id - b.polygon.id);
  return { overdue, changesAt };
}

export async function overdueList(db: Database, upstream: ProductionApiClient, page: Page, now = new Date()) {
  const overdue = await overduePolygons(db, upstream, now);
  const rows = await describePage(upstream, overdue.slice(page.offset, page.offset + page.limit));
  return {
    total: overdue.length,
    items: rows.map(({ row, polygon }) => ({
      ...polygon,
      reasons: row.reasons,
      overdueSince: new Date(row.since).toISOString(),
    })),
  };
}
export type OverdueList = Awaited<ReturnType<typeof overdueList>>;
