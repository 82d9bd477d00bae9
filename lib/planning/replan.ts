// Replanning pushed by every change (docs/planning.md, "Keeping it up to date"):
// a status move, a new line, a hold, planned work or a capacity change heard
// on the change bus (this server's own writes, and through PostgreSQL every
// other server's) makes a new plan in the background, at most once per
// PLANNING_REPLAN_MS however many changes come, in a quiet spell between
// them, so the late list and the projections are fresh before anyone asks. Another server's change is
// replanned only once this server's shared lists have followed it.
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logWarning } from "@/lib/base/log";
import { processWide } from "@/lib/base/process-wide";
import { inBackground } from "@/lib/base/yield";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { subscribeChanges, type Change } from "@/lib/server/change-bus";
import { changesFollowed } from "@/lib/shared-lists/follow-bus";
import { buildWorkshopPlan, keepWorkshopPlan, markPlanPushed } from "./projection";

/** Writes that move the plan without naming polygons: hours, people, the workflow, the standards. */
const planWritePaths = [
  "/api/planning/capacity",
  "/api/admin/workflow",
  "/api/admin/departments",
  "/api/admin/employees",
  "/api/admin/planning",
];

/** Whether a change can move the plan: it touched polygons or their planned work, or hours or people. */
export function movesThePlan(change: Change): boolean {
  if (change.endedSessionsOf?.length) return false;
  return (
    change.polygonIds.length > 0 ||
    change.isWide ||
    change.hasWork ||
    planWritePaths.some((prefix) => change.path === prefix || change.path.startsWith(`${prefix}/`))
  );
}

type Replanning = {
  isOn: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** When the last replan began (performance.now(): a faked Date does not move it). */
  lastStartMs: number;
  running: Promise<void>;
  /** Replans made since the start, for the tests and the metrics' curious. */
  count: number;
};

const replanning = processWide<Replanning>("planning-replan", () => ({
  isOn: false,
  timer: null,
  lastStartMs: -Infinity,
  running: Promise.resolve(),
  count: 0,
}));

export const replanCount = () => replanning.count;

/**
 * Replans on every change that can move the plan, once per process. `upstream`
 * gives a client that outlives a request (its reads are not memoised), or null
 * when there is no one to read as (the plan is then made on the next request).
 */
export function replanOnChanges(
  db: Database,
  upstream: () => Promise<ProductionApiClient | null>,
  everyMs = env().PLANNING_REPLAN_MS,
): () => void {
  if (replanning.isOn) return () => {};
  replanning.isOn = true;
  markPlanPushed();

  async function replan() {
    replanning.timer = null;
    replanning.lastStartMs = performance.now();
    replanning.count++;
    try {
      await changesFollowed();
      const client = await upstream();
      if (!client) return;
      const madeAt = new Date();
      keepWorkshopPlan(await buildWorkshopPlan(db, client, madeAt), madeAt);
    } catch (error) {
      // The kept plan stays; the next change (or the next request, once it is old) tries again.
      logWarning("[planning] could not replan after a change:", error);
    }
  }

  // A replan waits for a quiet spell (no change that moves the plan for `quietMs`): a burst of
  // scans is not slowed by a plan made in its middle, on the same event loop. A steady stream of
  // changes still replans, at the latest `maxWaitMs` after the first one not yet planned.
  const quietMs = Math.min(1_000, everyMs / 2);
  const maxWaitMs = 5 * everyMs;
  let lastChangeMs = -Infinity;
  let firstPendingMs: number | null = null;

  function arm() {
    const now = performance.now();
    const quietAt = Math.min(lastChangeMs + quietMs, (firstPendingMs ?? now) + maxWaitMs);
    const at = Math.max(replanning.lastStartMs + everyMs, quietAt);
    replanning.timer = setTimeout(fire, Math.max(0, at - now));
  }

  function fire() {
    replanning.timer = null;
    const now = performance.now();
    if (now - lastChangeMs < quietMs && now < (firstPendingMs ?? now) + maxWaitMs) {
      arm();
      return;
    }
    firstPendingMs = null;
    // One replan at a time: a change heard during one replans after it.
    // In the background: the screens' reads that come meanwhile go first (lib/base/yield.ts).
    replanning.running = replanning.running.then(() => inBackground(replan));
  }

  function schedule() {
    lastChangeMs = performance.now();
    firstPendingMs ??= lastChangeMs;
    if (!replanning.timer) arm();
  }

  const unsubscribe = subscribeChanges((change) => {
    if (movesThePlan(change)) schedule();
  });
  return () => {
    unsubscribe();
    if (replanning.timer) clearTimeout(replanning.timer);
    Object.assign(replanning, { isOn: false, timer: null });
  };
}
