// The scenarios of bench:faults and the crash test: the real app (built and
// started as `npm start` does, TEST_FAULTS=1, a short upstream timeout) on a
// fresh data directory, a burst of writes with Idempotency-Keys under one
// kind of trouble, and the tally of what the upstream holds afterwards.
import fs from "node:fs";
import path from "node:path";
import { signIn } from "../../bench/harness/clients";
import { isAnswering, startBenchServer, stopBenchServer, type BenchServer } from "../../bench/harness/server";
import {
  benchSecret,
  directUpstream,
  packageIdsOf,
  switchFault,
  tally,
  targetPolygons,
  writeBurst,
  type Tally,
} from "./fault-writes";

const root = path.resolve(import.meta.dirname, "../..");
/** The app's timeout for one upstream request in these runs; the "slow" fault is longer. */
export const upstreamTimeoutMs = 1_500;

export type FaultServer = { server: BenchServer; dataDir: string; port: number };

export async function startFaultServer(
  port: number,
  dataDir: string,
  isFresh: boolean,
): Promise<FaultServer> {
  if (isFresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({
    root,
    port,
    dataDir,
    env: {
      PRODUCTION_API_JWT_SECRET: benchSecret,
      EMBEDDED_PRODUCTION_API: "on",
      DEMO_DATA: "on",
      TEST_FAULTS: "1",
      PRODUCTION_API_TIMEOUT_MS: String(upstreamTimeoutMs),
    },
    timeoutMs: 900_000,
  });
  return { server, dataDir, port };
}

export const stopFaultServer = (s: FaultServer) => stopBenchServer(s.server);

export type Fault = { operation: string; kind: "delay" | "fail" | "drop"; delayMs?: number };

/**
 * A burst of `count` writes (numbers from `firstNumber`); with a fault, it is
 * switched on and off in waves (on `onMs`, off `offMs`) while the burst runs.
 */
export async function faultBurst(
  s: FaultServer,
  options: { firstNumber: number; count: number; fault?: Fault; onMs?: number; offMs?: number },
): Promise<Tally> {
  const origin = s.server.origin;
  const upstream = directUpstream(origin);
  const polygonIds = await targetPolygons(upstream, 10);
  const cookie = await signIn(origin, "packer");
  const before = await packageIdsOf(upstream, polygonIds);
  let isRunning = true;
  const waves = (async () => {
    if (!options.fault) return;
    while (isRunning) {
      await switchFault(origin, options.fault);
      await new Promise((resolve) => setTimeout(resolve, options.onMs ?? 500));
      await switchFault(origin, null);
      await new Promise((resolve) => setTimeout(resolve, options.offMs ?? 1_000));
    }
  })();
  const numbers = Array.from({ length: options.count }, (_, i) => options.firstNumber + i);
  const outcomes = await writeBurst({ origin, cookie, polygonIds, numbers, concurrency: 8 });
  isRunning = false;
  await waves;
  await switchFault(origin, null);
  return tally(upstream, polygonIds, outcomes, before);
}

/**
 * `count` writes; once `killAfter` are acknowledged the server's whole process
 * group gets SIGKILL, and it is started again on the same data directory
 * while the writers keep retrying. The server that comes back is returned.
 */
export async function killBurst(
  s: FaultServer,
  options: { firstNumber: number; count: number; killAfter: number },
): Promise<{ tally: Tally; server: FaultServer; restartMs: number }> {
  const origin = s.server.origin;
  const upstream = directUpstream(origin);
  const polygonIds = await targetPolygons(upstream, 10);
  const cookie = await signIn(origin, "packer");
  const before = await packageIdsOf(upstream, polygonIds);
  let current = s;
  let restartMs = 0;
  let restarted: Promise<void> | undefined;
  const killAndRestart = async () => {
    const pid = s.server.child.pid!;
    process.kill(-pid, "SIGKILL");
    const killedAt = Date.now();
    while (await isAnswering(`${origin}/api/ping`)) await new Promise((r) => setTimeout(r, 100));
    current = await startFaultServer(s.port, s.dataDir, false);
    restartMs = Date.now() - killedAt;
  };
  const numbers = Array.from({ length: options.count }, (_, i) => options.firstNumber + i);
  const outcomes = await writeBurst({
    origin,
    cookie,
    polygonIds,
    numbers,
    concurrency: 8,
    onAck: (acked) => {
      if (acked === options.killAfter) restarted = killAndRestart();
    },
  });
  await restarted;
  return { tally: await tally(upstream, polygonIds, outcomes, before), server: current, restartMs };
}

export function printTallies(rows: { scenario: string; tally: Tally }[]): boolean {
  const table = rows.map(({ scenario, tally: t }) => ({
    scenario,
    "writes made": t.made,
    acknowledged: t.acknowledged,
    "shown as unknown": t.unknown,
    applied: t.applied,
    lost: t.lost,
    "applied twice": t.twice,
    result: t.lost === 0 && t.twice === 0 && t.acknowledged + t.unknown === t.made ? "PASS" : "FAIL",
  }));
  console.table(table);
  return table.every((row) => row.result === "PASS");
}
