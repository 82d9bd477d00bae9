// The failover scenario that test:cluster, bench:faults and test:crash share:
// three production app servers on one PostgreSQL behind HAProxy, a burst of
// "add a package" writes through the balancer (each with its own
// Idempotency-Key, retried by the tablet outbox's rule), and kill -9 of one
// server's whole process group once `killAfter` writes are acknowledged. The
// writes it held in flight are retried on the others, which take over its
// idempotency claims when their lease runs out. Then the tally of what the
// upstream holds: 0 lost and 0 applied twice is the target.
import path from "node:path";
import { signIn } from "../../bench/harness/clients";
import { hasPostgresBinaries, killGroup, pgBin, root, startCluster, type Cluster } from "./cluster-lib";
import {
  benchSecret,
  directUpstream,
  packageIdsOf,
  tally,
  targetPolygons,
  writeBurst,
  type Tally,
} from "./fault-writes";

export type FailoverResult = {
  tally: Tally;
  seconds: number;
  /** Writes that needed more than one attempt (those the killed server held, or that were sent to it). */
  retried: number;
  /** The longest wait of a retried write, from its first attempt to its acknowledgement (ms). */
  slowestRetriedMs: number;
};

/** The burst on a running cluster; server `killIndex` is killed part-way and left down. */
export async function killOneServerBurst(
  cluster: Cluster,
  options: {
    cookie?: string;
    firstNumber: number;
    count: number;
    killAfter: number;
    polygons?: number;
    concurrency?: number;
    killIndex?: number;
    giveUpMs?: number;
  },
): Promise<FailoverResult> {
  const upstream = directUpstream(cluster.servers[0]!.origin);
  const polygonIds = await targetPolygons(upstream, options.polygons ?? 6);
  const cookie = options.cookie ?? (await signIn(cluster.origin, "packer"));
  const before = await packageIdsOf(upstream, polygonIds);
  const victim = cluster.servers[options.killIndex ?? 1]!;
  let killed: Promise<void> | undefined;
  const startedAt = Date.now();
  const outcomes = await writeBurst({
    origin: cluster.origin,
    cookie,
    polygonIds,
    numbers: Array.from({ length: options.count }, (_, i) => options.firstNumber + i),
    concurrency: options.concurrency ?? 6,
    giveUpMs: options.giveUpMs ?? 60_000,
    onAck: (acked) => {
      if (acked === options.killAfter) killed = killGroup(victim.child);
    },
  });
  await killed;
  if (!killed)
    throw new Error(`fewer than ${options.killAfter} writes were acknowledged: no server was killed`);
  const retried = outcomes.filter((o) => o.attempts > 1 && o.packageId !== undefined);
  return {
    tally: await tally(upstream, polygonIds, outcomes, before),
    seconds: (Date.now() - startedAt) / 1000,
    retried: outcomes.filter((o) => o.attempts > 1).length,
    slowestRetriedMs: Math.max(0, ...retried.map((o) => o.ms)),
  };
}

/**
 * Starts a throwaway PostgreSQL, 3 servers and HAProxy (ports from `port`),
 * runs the burst with one server killed, and stops everything. Null when this
 * machine has no PostgreSQL server binaries (said on the console).
 */
export async function failoverScenario(
  port: number,
  options: { count: number; killAfter: number; firstNumber?: number },
): Promise<FailoverResult | null> {
  if (!hasPostgresBinaries()) {
    console.error(`The failover scenario needs PostgreSQL: no server binaries in ${pgBin} (set PG_BIN).`);
    return null;
  }
  const cluster = await startCluster({
    servers: 3,
    port,
    serverPorts: [port + 1, port + 2, port + 3],
    pgPort: port + 9,
    dataDir: path.join(root, ".data-bench", `failover-${port}`),
    env: { PRODUCTION_API_JWT_SECRET: benchSecret, DEMO_PROJECTS: "40" },
  });
  try {
    return await killOneServerBurst(cluster, {
      firstNumber: options.firstNumber ?? 1,
      count: options.count,
      killAfter: options.killAfter,
      polygons: 10,
      concurrency: 8,
      giveUpMs: 120_000,
    });
  } finally {
    await cluster.stop();
  }
}

export function describeFailover(result: FailoverResult): string {
  const t = result.tally;
  return `${t.made} writes in ${result.seconds.toFixed(1)} s through the balancer, one of 3 servers killed; ${t.acknowledged} acknowledged, ${t.unknown} "may have been made", ${result.retried} retried (the slowest acknowledged ${(result.slowestRetriedMs / 1000).toFixed(1)} s after it was first sent); lost ${t.lost}, twice ${t.twice}`;
}
