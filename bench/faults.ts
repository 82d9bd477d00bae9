// `npm run bench:faults`: writes through the app's API under upstream trouble,
// each with its own Idempotency-Key and retried with it (as the tablet's
// outbox's rule does). For each scenario (no faults; 503 bursts; an upstream
// slower than the app's timeout; dropped requests; kill -9 mid-burst; kill -9
// of one of three servers behind HAProxy on PostgreSQL) it prints the writes
// made, acknowledged, applied, lost and applied twice. Target: 0 lost,
// 0 twice, every write acknowledged. Exits 1 otherwise.
import path from "node:path";
import { runBench } from "./harness/report";
import { root } from "./harness/server";
import { describeFailover, failoverScenario } from "../tests/system/cluster-faults";
import type { Tally } from "../tests/system/fault-writes";
import {
  faultBurst,
  killBurst,
  printTallies,
  startFaultServer,
  stopFaultServer,
  upstreamTimeoutMs,
} from "../tests/system/fault-scenarios";

const port = Number(process.env.BENCH_FAULTS_PORT ?? 3494);
const writes = Number(process.env.BENCH_FAULTS_WRITES ?? 200);
const operation = "polygonpackage/create";

async function main() {
  console.info("Starting the server on a fresh data directory (a first start builds)…");
  let server = await startFaultServer(port, path.join(root, ".data-bench", "faults"), true);
  const rows: { scenario: string; tally: Tally }[] = [];
  try {
    const scenarios = [
      { scenario: "no faults" },
      { scenario: "upstream 503 bursts", fault: { operation, kind: "fail" as const } },
      {
        scenario: `slow upstream (${upstreamTimeoutMs + 1000} ms > timeout)`,
        fault: { operation, kind: "delay" as const, delayMs: upstreamTimeoutMs + 1000 },
        onMs: 2_000,
      },
      { scenario: "dropped requests", fault: { operation, kind: "drop" as const }, onMs: 2_000 },
    ];
    for (const [index, s] of scenarios.entries()) {
      const startedAt = Date.now();
      const tally = await faultBurst(server, { firstNumber: 1 + index * 1000, count: writes, ...s });
      console.info(`${s.scenario}: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      rows.push({ scenario: s.scenario, tally });
    }
    const killed = await killBurst(server, {
      firstNumber: 1 + scenarios.length * 1000,
      count: writes,
      killAfter: Math.floor(writes * 0.4),
    });
    server = killed.server;
    console.info(`kill -9 mid-burst: the server was back in ${(killed.restartMs / 1000).toFixed(1)} s`);
    rows.push({ scenario: "kill -9 mid-burst", tally: killed.tally });
  } finally {
    await stopFaultServer(server);
  }
  console.info("Starting PostgreSQL, 3 app servers and HAProxy for the failover scenario…");
  const failover = await failoverScenario(port + 20, { count: writes, killAfter: Math.floor(writes * 0.4) });
  if (failover) {
    console.info(`kill -9 of one of 3 servers: ${describeFailover(failover)}`);
    rows.push({ scenario: "kill -9 of 1 of 3 servers behind HAProxy", tally: failover.tally });
  } else {
    console.info("kill -9 of 1 of 3 servers: NOT run (no PostgreSQL on this machine)");
  }
  return !printTallies(rows);
}

runBench(main);
