// `npm run test:crash`: kill -9 during a burst of writes. Starts the app on a
// fresh PGlite data directory, fires 500 "add a package" writes through its
// API (8 at a time, each with its own Idempotency-Key, retried with it until
// acknowledged), SIGKILLs the server's process group after 200 are
// acknowledged, starts it again on the same directory (the database must
// open), and checks that every acknowledged write is there and none was
// applied twice. Then the same with 3 app servers on one throwaway PostgreSQL
// behind HAProxy: 500 writes through the balancer, one server killed after
// 200, the others take over its writes. Exits 1 otherwise.
import path from "node:path";
import { describeFailover, failoverScenario } from "./cluster-faults";
import { killBurst, printTallies, startFaultServer, stopFaultServer } from "./fault-scenarios";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.CRASH_TEST_PORT ?? 3496);
const writes = Number(process.env.CRASH_TEST_WRITES ?? 500);

async function main() {
  console.info("Starting the server on a fresh data directory (a first start builds)…");
  const first = await startFaultServer(port, path.join(root, ".data-bench", "crash"), true);
  let server = first;
  const rows: Parameters<typeof printTallies>[0] = [];
  try {
    const startedAt = Date.now();
    const result = await killBurst(first, {
      firstNumber: 1,
      count: writes,
      killAfter: Math.floor(writes * 0.4),
    });
    server = result.server;
    console.info(
      `${writes} writes in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; the server was killed and back in ${(result.restartMs / 1000).toFixed(1)} s`,
    );
    rows.push({ scenario: "kill -9 mid-burst", tally: result.tally });
  } finally {
    await stopFaultServer(server);
  }
  console.info("Starting PostgreSQL, 3 app servers and HAProxy: kill -9 of one server mid-burst…");
  const failover = await failoverScenario(port + 40, { count: writes, killAfter: Math.floor(writes * 0.4) });
  if (failover) {
    console.info(describeFailover(failover));
    rows.push({ scenario: "kill -9 of 1 of 3 servers behind HAProxy", tally: failover.tally });
  }
  const isPass = printTallies(rows) && failover !== null;
  process.exitCode = isPass ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
