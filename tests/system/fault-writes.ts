// What the crash test and bench:faults share: a signed-in packer, a burst of
// "add a package" writes through the app's API, each with its own
// Idempotency-Key and retried with that key by the tablet outbox's own rule
// until it is acknowledged, the embedded API's fault switch, and the count of
// what the upstream holds afterwards. Each write's `amount` is its number, so
// every package found names the write that made it.
import { classifyAttempt, jsonOrNull, type Attempt } from "../../lib/outbox/verdict";
import type { ProductionApiClient } from "../../lib/production-api/client";
import { productionApi, productionApiToken } from "../../bench/harness/clients";

export const benchSecret = "bench-faults-secret-0123456789-abcdefghijklmn";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The production API as hub employee 1 (for setting up and counting, not through the app). */
export const directUpstream = (origin: string): ProductionApiClient =>
  productionApi(origin, benchSecret, { employee: 1, retries: 2, timeoutMs: 30_000 });

/** Sets a fault on the embedded API (the server runs with TEST_FAULTS=1), or clears all with null. */
export async function switchFault(
  origin: string,
  fault: { operation: string; kind: "delay" | "fail" | "drop"; delayMs?: number } | null,
): Promise<void> {
  const token = await productionApiToken(benchSecret, 1);
  const response = await fetch(`${origin}/production-api/_test/faults`, {
    method: fault ? "POST" : "DELETE",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: fault ? JSON.stringify(fault) : undefined,
  });
  if (!response.ok) throw new Error(`the fault switch answered ${response.status}`);
}

/** Polygons that take new packages (quality approved, at status 500). */
export async function targetPolygons(upstream: ProductionApiClient, count: number): Promise<number[]> {
  const polygons = await upstream.status.getPolygonsForStatusValue({ statusValue: 500 });
  const ids = polygons.map((p) => p.id).slice(0, count);
  if (!ids.length) throw new Error("the demo data has no polygon at status 500");
  return ids;
}

export type WriteOutcome = {
  number: number;
  packageId?: number;
  attempts: number;
  refused?: number;
  /** The refusal's title. */
  reason?: string;
  /** From the first attempt to the last answer (ms). */
  ms: number;
};

export type BurstOptions = {
  /** Where the app is now (the crash test restarts it on the same origin). */
  origin: string;
  cookie: string;
  polygonIds: number[];
  /** Write numbers (each write's package amount). */
  numbers: number[];
  concurrency: number;
  /** Called after each acknowledged write (the crash test kills the server part-way). */
  onAck?: (acked: number) => void;
  /** How long one write is retried before it is given up (ms). */
  giveUpMs?: number;
  /** The packer's display name (the outbox's rule reads "already packed by me" by it). */
  displayName?: string;
};

/**
 * One write, sent and retried with the same key by the tablet outbox's own rule
 * (lib/outbox/verdict.ts `classifyAttempt`): "not now" answers and no answer at
 * all are tried again; a refusal (such as "may have been made already", when a
 * killed server had sent it without hearing the answer) is shown to the
 * employee and not retried.
 */
async function writeOnce(options: BurstOptions, number: number, runId: string): Promise<WriteOutcome> {
  const polygonId = options.polygonIds[number % options.polygonIds.length]!;
  const key = `fault-bench-${runId}-${number}`;
  const startedAt = Date.now();
  const giveUpAt = startedAt + (options.giveUpMs ?? 180_000);
  for (let attempt = 1; ; attempt++) {
    const sent = await sendAttempt(options, polygonId, key, number);
    const verdict = classifyAttempt({ kind: "addPackage" }, sent, options.displayName ?? "");
    const ms = Date.now() - startedAt;
    if (verdict.verdict === "done" && sent.kind === "answer") {
      const body = sent.body as { package?: { id: number } } | null;
      if (body?.package) return { number, packageId: body.package.id, attempts: attempt, ms };
      return { number, attempts: attempt, refused: sent.status, reason: "an answer without the package", ms };
    }
    if (verdict.verdict === "conflict" && sent.kind === "answer")
      return { number, attempts: attempt, refused: sent.status, reason: verdict.reason, ms };
    if (Date.now() > giveUpAt) return { number, attempts: attempt, ms };
    await sleep(Math.min(2_000, 100 * 2 ** Math.min(attempt, 5)));
  }
}

/** One try at the app's "add a package" route: its answer, or none (the server is down or restarting). */
async function sendAttempt(
  options: BurstOptions,
  polygonId: number,
  key: string,
  number: number,
): Promise<Attempt> {
  try {
    const response = await fetch(`${options.origin}/api/pack/polygons/${polygonId}/packages`, {
      method: "POST",
      headers: {
        cookie: options.cookie,
        origin: options.origin,
        "content-type": "application/json",
        "idempotency-key": key,
      },
      body: JSON.stringify({ amount: number }),
      signal: AbortSignal.timeout(20_000),
    });
    // A body cut off (the server killed while answering) throws here: no answer, as for the outbox.
    return { kind: "answer", status: response.status, body: jsonOrNull(await response.text()) };
  } catch (error) {
    return { kind: "network", message: error instanceof Error ? error.message : String(error) };
  }
}

/** Makes every write with `concurrency` in flight; the outcome of each. */
export async function writeBurst(options: BurstOptions): Promise<WriteOutcome[]> {
  const runId = Math.random().toString(36).slice(2, 10);
  const queue = [...options.numbers];
  const outcomes: WriteOutcome[] = [];
  let acked = 0;
  const worker = async () => {
    for (let number = queue.shift(); number !== undefined; number = queue.shift()) {
      const outcome = await writeOnce(options, number, runId);
      outcomes.push(outcome);
      if (outcome.packageId !== undefined) options.onAck?.(++acked);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return outcomes;
}

export type Tally = {
  made: number;
  acknowledged: number;
  /** Answered "may have been made already": shown to the employee, neither acknowledged nor retried. */
  unknown: number;
  applied: number;
  lost: number;
  twice: number;
};

/** The ids of the packages these polygons have now (taken before a burst, so only new ones are counted). */
export async function packageIdsOf(
  upstream: ProductionApiClient,
  polygonIds: number[],
): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const productionPolygonId of polygonIds) {
    for (const pkg of await upstream.polygonPackage.getByPolygon({ productionPolygonId })) ids.add(pkg.id);
  }
  return ids;
}

/** What the upstream holds for these writes: each new package's amount names its write. */
export async function tally(
  upstream: ProductionApiClient,
  polygonIds: number[],
  outcomes: WriteOutcome[],
  before: Set<number>,
): Promise<Tally> {
  const numbers = new Set(outcomes.map((o) => o.number));
  const copies = new Map<number, number>();
  const packageIds = new Set<number>();
  for (const productionPolygonId of polygonIds) {
    for (const pkg of await upstream.polygonPackage.getByPolygon({ productionPolygonId })) {
      if (before.has(pkg.id)) continue;
      packageIds.add(pkg.id);
      if (numbers.has(pkg.amount)) copies.set(pkg.amount, (copies.get(pkg.amount) ?? 0) + 1);
    }
  }
  const acknowledged = outcomes.filter((o) => o.packageId !== undefined);
  return {
    made: outcomes.length,
    acknowledged: acknowledged.length,
    unknown: outcomes.filter(
      (o) => o.refused === 409 && o.reason === "This change may have been made already",
    ).length,
    applied: copies.size,
    lost: acknowledged.filter((o) => !packageIds.has(o.packageId!) || !copies.has(o.number)).length,
    twice: [...copies.values()].filter((n) => n > 1).length,
  };
}
