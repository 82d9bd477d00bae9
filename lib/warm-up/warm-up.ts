// At server start, in the background: the shared lists every station and the
// supervisor read (lib/shared-lists/status-lists.ts, lib/shared-lists/unmatched-list.ts) loaded
// (with the embedded API in process, straight from its tables; from a real upstream, a few lists
// at once), then each first screen read once (its order specs kept),
// so that a first visit is served from memory. A request
// arriving meanwhile waits for the load under way rather than starting another.
// Read as the first active supervisor (the upstream sees an employee's token).
import { and, arrayContains, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { workflowOfDepartment } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import { unmatchedList, unmatchedQuery } from "@/lib/supervisor/unmatched";
import { workInProgress } from "@/lib/supervisor/work-in-progress";
import { processWide } from "@/lib/base/process-wide";
import { queuePageSize, supervisorPageSize } from "@/lib/base/page-sizes";
import { reloadQueueListsFrom, warmQueueLists, warmQueueListsFrom } from "@/lib/shared-lists/status-lists";
import { departmentQueue } from "@/lib/stations/stations";
import { upstreamAs } from "@/lib/route/upstream";
import { reloadUnmatchedFrom, warmUnmatched, warmUnmatchedFrom } from "@/lib/shared-lists/unmatched-list";
import { embeddedKeptListsSource, embeddedProjectDirectory } from "@/lib/server/embedded-api";
import { followOtherServers } from "@/lib/shared-lists/follow-bus";
import { replanOnChanges } from "@/lib/planning/replan";
import { workshopPlan } from "@/lib/planning/projection";
import { loadedProjectDirectory } from "@/lib/search/project-directory";

export type WarmUp = {
  state: "not-started" | "warming" | "warm" | "failed";
  /** From start to every list loaded and the first screens read. */
  ms: number | null;
  /** From start to the kept lists loaded (before the first screens are read ahead). */
  listsMs: number | null;
};
const warmUp = processWide<WarmUp>("warm-up", () => ({ state: "not-started", ms: null, listsMs: null }));

/** Polygons per statement of a later reload (the warm-up's own take 10,000: nothing waits for it yet). */
const reloadSliceSize = 250;

/** Whether the shared lists are loaded (GET /api/ping says it; the benchmarks wait for it). */
export const warmUpState = (): WarmUp => ({ ...warmUp });

async function supervisorUpstream(db: Database): Promise<ProductionApiClient | null> {
  const [supervisor] = await db
    .select({ hubEmployeeId: employees.hubEmployeeId })
    .from(employees)
    .where(and(eq(employees.isActive, true), arrayContains(employees.roles, ["supervisor"])))
    .orderBy(asc(employees.id))
    .limit(1);
  return supervisor ? upstreamAs(supervisor.hubEmployeeId) : null;
}

async function primeFirstScreens(db: Database, upstream: ProductionApiClient, departmentIds: number[]) {
  for (const departmentId of departmentIds)
    await departmentQueue(db, upstream, departmentId, { offset: 0, limit: queuePageSize });
  await workInProgress(db, upstream);
  await unmatchedList(upstream, unmatchedQuery.parse({ limit: String(supervisorPageSize) }));
  // The office's first search and project page: the workshop's plan (their projected dates) and,
  // with the embedded API in process, the project directory (a real upstream's is read on first
  // search: it reads every project's export, which a start should not ask of it each time).
  await workshopPlan(db, upstream);
  if (embeddedProjectDirectory(db)) await loadedProjectDirectory(db, upstream);
}

/** `first`: what must be done before the lists are read (the start's table upkeep); counted in the warm-up's time. */
export async function warmSharedLists(db: Database, first: Promise<void> = Promise.resolve()): Promise<void> {
  if (warmUp.state !== "not-started") return;
  warmUp.state = "warming";
  const startedAt = performance.now();
  await first;
  // Other app servers' changes patch this server's lists (several servers on one PostgreSQL).
  followOtherServers(() => supervisorUpstream(db));
  // Every change (here or on another server) replans the workshop's plan, a few seconds apart at most.
  replanOnChanges(db, () => supervisorUpstream(db));
  try {
    const upstream = await supervisorUpstream(db);
    if (!upstream) {
      warmUp.state = "failed";
      console.info("[startup] shared lists not warmed: no active supervisor to read them as");
      return;
    }
    const [departments, workflow] = await Promise.all([upstream.department.getAll(), loadWorkflow(db)]);
    const departmentIds = departments.flatMap((d) => (workflowOfDepartment(workflow, d.code) ? [d.id] : []));
    const lists = { statusValues: workflow.statuses.map((s) => s.value), departmentIds };
    // With the embedded API in process, a few set-based reads of its tables (seconds at 100,000
    // polygons, not one operation per list); a real upstream only through the Production API.
    const source = embeddedKeptListsSource();
    // Later reloads read the same tables, in smaller slices: one slice is the longest a request waits.
    const reloadSource = embeddedKeptListsSource(reloadSliceSize, { isBackground: true });
    if (reloadSource) {
      reloadQueueListsFrom(reloadSource);
      reloadUnmatchedFrom(reloadSource.unmatched);
    }
    const loads = await Promise.allSettled(
      source
        ? [warmUnmatchedFrom(source.unmatched), warmQueueListsFrom(source, lists)]
        : [warmUnmatched(upstream), warmQueueLists(upstream, lists)],
    );
    const listsMs = Math.round(performance.now() - startedAt);
    warmUp.listsMs = listsMs;
    // The first screens' own reads too (a page's order specs cost ~100 ms a project at 100,000
    // polygons): each station's first page, the supervisor's work in progress and unmatched page.
    if (loads.every((load) => load.status === "fulfilled"))
      await primeFirstScreens(db, upstream, departmentIds).catch((error: unknown) =>
        console.warn("[startup] the first screens were not read ahead:", error),
      );
    warmUp.ms = Math.round(performance.now() - startedAt);
    const failed: unknown[] = loads.flatMap((load) =>
      load.status === "rejected" ? [load.reason as unknown] : [],
    );
    warmUp.state = failed.length ? "failed" : "warm";
    if (failed.length)
      console.error(`[startup] some shared lists failed to load (they load on first use instead):`, failed);
    else
      console.info(
        `[startup] shared lists loaded in ${warmUp.ms} ms (the lists ${listsMs} ms, ${source ? "set-based from the embedded API's tables" : "through the Production API"}; then the first screens)`,
      );
  } catch (error) {
    warmUp.state = "failed";
    console.error("[startup] loading the shared lists failed (they load on first use instead):", error);
  }
}
