// Overdue polygons, oldest first: at a status longer than its threshold
// (overdueAfterHours in the workflow), or still unfinished past their planned
// finish or delivery. The threshold is the upstream's `statusAssignedBefore`
// applied to the shared per-status lists (lib/shared-lists/status-lists) rather than one
// more 10–25 MB upstream call per status and request at 100,000 polygons.
import { eachInSlices, restEvery, sortInSlices } from "@/lib/base/yield";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { SlimPolygon } from "@/lib/shared-lists/status-lists";
import type { Workflow } from "@/lib/workflow/schemas";
import { loadWorkflow } from "@/lib/workflow/store";
import { derivedFromLists, untilListsChange } from "./derived";
import { describePage, openValues, polygonsAt, type Page } from "./placed";
import { positionIn } from "./sorted";

export type OverdueReason = "status" | "finish" | "delivery";
type Overdue = { polygon: SlimPolygon; reasons: OverdueReason[]; since: number };
type Rules = { thresholds: Map<number, number>; open: Set<number> };
/** A polygon not overdue yet (or overdue for fewer reasons than it will be), at the moment that changes. */
type Upcoming = { at: number; polygon: SlimPolygon };
/** What is kept for one version of the lists: brought up to the clock on each read (advance). */
type OverdueState = {
  rules: Rules;
  now: number;
  /** Oldest first (bySince), and by polygon id. */
  overdue: Overdue[];
  byId: Map<number, Overdue>;
  /** Soonest first; those before `next` have passed. */
  upcoming: Upcoming[];
  next: number;
};

export async function overduePolygons(db: Database, upstream: ProductionApiClient, now: Date) {
  const workflow = await loadWorkflow(db);
  // Worked out once per version of the lists and workflow (lib/shared-lists/derived.ts),
  // then brought up to the clock: at 100,000 polygons one turns overdue every
  // few seconds, and walking them all again took 250 ms.
  const state = await derivedFromLists(
    `overdue`,
    JSON.stringify(workflow),
    () => findOverdue(workflow, upstream, now),
    { expiresAt: untilListsChange },
  );
  // A clock behind the one the state was worked out at (a test's): worked out afresh.
  if (now.getTime() < state.now) return (await findOverdue(workflow, upstream, now)).overdue;
  return advance(state, now.getTime());
}

function rulesOf(workflow: Workflow): Rules {
  return {
    thresholds: new Map(
      workflow.statuses.flatMap((s) =>
        s.overdueAfterHours === null ? [] : [[s.value, s.overdueAfterHours * 3_600_000]],
      ),
    ),
    open: new Set(openValues(workflow)),
  };
}

/** Whether and why the polygon is overdue at `now`, and the next moment that changes (Infinity: never, as it stands). */
function judge(polygon: SlimPolygon, { thresholds, open }: Rules, now: number) {
  const current = polygon.statuses.current;
  const reasons: OverdueReason[] = [];
  const moments: number[] = [];
  let nextAt = Infinity;
  if (!current) return { overdue: null, nextAt };
  const consider = (reason: OverdueReason, at: number) => {
    if (at < now) {
      reasons.push(reason);
      moments.push(at);
    } else if (at < nextAt) nextAt = at;
  };
  const threshold = thresholds.get(current.value);
  if (threshold !== undefined) consider("status", current.assignedAtMs + threshold);
  if (open.has(current.value)) {
    for (const [reason, at] of [
      ["finish", polygon.finishAt],
      ["delivery", polygon.deliverAt],
    ] as const) {
      const time = at ? Date.parse(at) : NaN;
      if (!Number.isNaN(time)) consider(reason, time);
    }
  }
  const overdue = reasons.length > 0 ? { polygon, reasons, since: Math.min(...moments) } : null;
  return { overdue, nextAt };
}

/** The longest the first judging holds the server's thread before letting others run (ms). */
const judgeSliceMs = 8;

const bySince = (a: Overdue, b: Overdue) => a.since - b.since || a.polygon.id - b.polygon.id;
const byMoment = (a: Upcoming, b: Upcoming) => a.at - b.at || a.polygon.id - b.polygon.id;

/** The overdue polygons at `now`, oldest first, and those that turn overdue later, soonest first. */
async function findOverdue(
  workflow: Workflow,
  upstream: ProductionApiClient,
  now: Date,
): Promise<OverdueState> {
  const rules = rulesOf(workflow);
  const polygons = await polygonsAt(upstream, [...new Set([...rules.thresholds.keys(), ...rules.open])]);
  const found: Overdue[] = [];
  const coming: Upcoming[] = [];
  // In slices: at 100,000 polygons judging and sorting them all held the thread for 400 ms.
  const rest = restEvery(judgeSliceMs);
  await eachInSlices(
    polygons,
    (polygon) => {
      const judged = judge(polygon, rules, now.getTime());
      if (judged.overdue) found.push(judged.overdue);
      if (judged.nextAt !== Infinity) coming.push({ at: judged.nextAt, polygon });
    },
    rest,
  );
  const overdue = await sortInSlices(found, bySince, rest);
  const upcoming = await sortInSlices(coming, byMoment, rest);
  const byId = new Map(overdue.map((entry) => [entry.polygon.id, entry]));
  return { rules, now: now.getTime(), overdue, byId, upcoming, next: 0 };
}

/** The state brought up to `now`: only the polygons whose moment has passed are judged again. */
function advance(state: OverdueState, now: number): Overdue[] {
  state.now = Math.max(state.now, now);
  const { upcoming } = state;
  let passed = state.next;
  while (passed < upcoming.length && upcoming[passed]!.at < now) passed++;
  if (passed === state.next) return state.overdue;
  const due = new Map(upcoming.slice(state.next, passed).map(({ polygon }) => [polygon.id, polygon]));
  state.next = passed;
  // Changed in place, a few entries at a time: rebuilding lists of tens of thousands took 40 ms.
  for (const polygon of due.values()) {
    const judged = judge(polygon, state.rules, now);
    const before = state.byId.get(polygon.id);
    if (before) {
      state.overdue.splice(positionIn(state.overdue, before, bySince), 1);
      state.byId.delete(polygon.id);
    }
    if (judged.overdue) {
      state.overdue.splice(positionIn(state.overdue, judged.overdue, bySince), 0, judged.overdue);
      state.byId.set(polygon.id, judged.overdue);
    }
    if (judged.nextAt !== Infinity) {
      const entry = { at: judged.nextAt, polygon };
      upcoming.splice(Math.max(state.next, positionIn(upcoming, entry, byMoment)), 0, entry);
    }
  }
  return state.overdue;
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
