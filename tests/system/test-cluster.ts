// `npm run test:cluster`: three production app servers on one throwaway
// PostgreSQL behind HAProxy (tests/system/cluster-lib.ts), checked as tablets and
// supervisor screens would see them (docs/deploy.md):
// - a session made on one server works on every server and through the balancer;
// - status changes through A reach a supervisor's event stream on B (p95 < 1 s over 20);
// - A's write shows in B's station queue within 1 s;
// - the same Idempotency-Key sent to A and then to B makes one package;
// - kill -9 of a server in the middle of a burst through the balancer: 0 lost, 0 twice;
// - a PostgreSQL restart: writes meanwhile are answered 503 ProblemDetails, B says it
//   cannot hear the others, then hears them again and gets the changes it missed.
// Exits 1 on any failure. Ports: CLUSTER_PORT (3140) for HAProxy, the next three for the servers.
import path from "node:path";
import { signIn } from "../../bench/harness/clients";
import { percentile } from "../../bench/harness/report";
import {
  hasPostgresBinaries,
  pgBin,
  ping,
  root,
  startCluster,
  stopOnSignal,
  type Cluster,
} from "./cluster-lib";
import { benchSecret, directUpstream, targetPolygons } from "./fault-writes";
import { describeFailover, killOneServerBurst } from "./cluster-faults";
import { openEventStream } from "./cluster-probe";

const port = Number(process.env.CLUSTER_PORT ?? 3140);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const results: { check: string; result: "PASS" | "FAIL"; detail: string }[] = [];

async function check(name: string, body: () => Promise<string>): Promise<void> {
  const startedAt = Date.now();
  try {
    const detail = await body();
    results.push({ check: name, result: "PASS", detail });
    console.info(`PASS ${name} (${((Date.now() - startedAt) / 1000).toFixed(1)} s): ${detail}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ check: name, result: "FAIL", detail });
    console.error(`FAIL ${name}: ${detail}`);
  }
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

const json = (origin: string, cookie: string, body?: unknown, key?: string): RequestInit => ({
  method: body === undefined ? "GET" : "POST",
  headers: {
    cookie,
    origin,
    ...(body === undefined ? {} : { "content-type": "application/json" }),
    ...(key ? { "idempotency-key": key } : {}),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
  signal: AbortSignal.timeout(15_000),
});

async function setStatus(
  origin: string,
  cookie: string,
  polygonId: number,
  statusValue: number,
  key?: string,
) {
  return fetch(
    `${origin}/api/status/polygons`,
    json(origin, cookie, { productionPolygonIds: [polygonId], statusValue }, key),
  );
}

type Queue = {
  counts: { waiting: number; started: number };
  items: { id: number; stage: string; statusValue: number | null }[];
};
async function queueOf(origin: string, cookie: string, departmentId: number): Promise<Queue> {
  const response = await fetch(
    `${origin}/api/departments/${departmentId}/queue?offset=0&limit=200`,
    json(origin, cookie),
  );
  expect(response.ok, `the queue answered ${response.status} at ${origin}`);
  return (await response.json()) as Queue;
}

async function run(cluster: Cluster): Promise<void> {
  const [a, b, c] = cluster.servers.map((server) => server.origin) as [string, string, string];
  const upstream = directUpstream(a);
  const departments = await upstream.department.getAll();
  const cut = departments.find((d) => d.code === "CUT");
  expect(cut !== undefined, "the demo data has no CUT department");
  const cutId = cut!.id;

  let supervisorAtA = "";
  await check("a session made on one server works on every server", async () => {
    supervisorAtA = await signIn(a, "supervisor");
    for (const origin of [a, b, c, cluster.origin]) {
      const response = await fetch(
        `${origin}/api/departments/${cutId}/queue?offset=0&limit=1`,
        json(origin, supervisorAtA),
      );
      expect(response.status === 200, `${origin} answered ${response.status} to a session made at ${a}`);
    }
    return "signed in at A; B, C and the balancer answered 200";
  });

  // Polygons waiting at the cutting station (status 100): moved to 200 and back.
  const waiting = (await upstream.status.getPolygonsForStatusValue({ statusValue: 100 })).map((p) => p.id);
  expect(waiting.length >= 22, "the demo data has too few polygons waiting for cutting");

  await check("a change through A reaches a supervisor's event stream on B, p95 < 1 s over 20", async () => {
    const stream = await openEventStream(b, supervisorAtA);
    try {
      const latencies: number[] = [];
      for (let i = 0; i < 20; i++) {
        const polygonId = waiting[i]!;
        const heard = stream.next((change) => change.polygonIds.includes(polygonId), 5_000);
        const response = await setStatus(a, supervisorAtA, polygonId, 200);
        expect(response.status === 204, `the move at A answered ${response.status}`);
        const answeredAt = performance.now();
        latencies.push(Math.max(0, (await heard).arrivedAt - answeredAt));
      }
      const p95 = percentile(latencies, 95);
      expect(p95 < 1_000, `p95 ${p95.toFixed(0)} ms`);
      return `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (from A's answer to B's event)`;
    } finally {
      stream.close();
    }
  });

  await check("A's write shows in B's station queue within 1 s", async () => {
    const polygonId = waiting[20]!;
    const before = await queueOf(b, supervisorAtA, cutId);
    const response = await setStatus(a, supervisorAtA, polygonId, 200);
    expect(response.status === 204, `the move at A answered ${response.status}`);
    const answeredAt = Date.now();
    for (;;) {
      const after = await queueOf(b, supervisorAtA, cutId);
      if (
        after.counts.waiting === before.counts.waiting - 1 &&
        after.counts.started === before.counts.started + 1
      )
        return `B's counts moved ${Date.now() - answeredAt} ms after A answered`;
      if (Date.now() - answeredAt > 1_000)
        throw new Error(
          `after 1 s B still shows ${JSON.stringify(after.counts)} (before: ${JSON.stringify(before.counts)})`,
        );
      await sleep(50);
    }
  });

  const packer = await signIn(a, "packer");
  const [target] = await targetPolygons(upstream, 1);
  await check("the same Idempotency-Key sent to A and then to B makes one package", async () => {
    const key = `cluster-test-${Date.now()}`;
    const before = (await upstream.polygonPackage.getByPolygon({ productionPolygonId: target! })).length;
    const send = (origin: string) =>
      fetch(`${origin}/api/pack/polygons/${target}/packages`, json(origin, packer, { amount: 1 }, key));
    const first = await send(a);
    const repeat = await send(b);
    expect(first.status === 201, `A answered ${first.status}`);
    expect(
      repeat.status === 201 && repeat.headers.get("idempotency-replayed") === "true",
      `B answered ${repeat.status}, replayed: ${repeat.headers.get("idempotency-replayed")}`,
    );
    const after = (await upstream.polygonPackage.getByPolygon({ productionPolygonId: target! })).length;
    expect(after === before + 1, `${after - before} packages were made`);
    return "A made it, B replayed A's answer; one package";
  });

  // Heard by the servers' followers too: kept out of the other checks' way.
  await check(
    "kill -9 of a server in the middle of a burst through the balancer: 0 lost, 0 twice",
    async () => {
      const result = await killOneServerBurst(cluster, {
        cookie: packer,
        firstNumber: 2_000,
        count: 120,
        killAfter: 40,
      });
      const t = result.tally;
      expect(t.lost === 0 && t.twice === 0, `lost ${t.lost}, applied twice ${t.twice}`);
      expect(
        t.acknowledged + t.unknown === t.made,
        `${t.made - t.acknowledged - t.unknown} writes were given up`,
      );
      return describeFailover(result);
    },
  );

  await check("a PostgreSQL restart: 503 meanwhile, LISTEN comes back, missed changes arrive", async () => {
    const stream = await openEventStream(c, supervisorAtA);
    try {
      cluster.postgres.stop();
      const during = await setStatus(a, supervisorAtA, waiting[21]!, 200, `pg-down-${Date.now()}`);
      const problem = (await during.json()) as { status?: number; title?: string };
      expect(
        during.status === 503 && problem.status === 503,
        `a write during the outage answered ${during.status}`,
      );
      expect(
        during.headers.get("content-type")?.includes("application/problem+json") === true,
        "not ProblemDetails",
      );
      let deaf = false;
      for (let i = 0; i < 40 && !deaf; i++) {
        deaf = (await ping(c))?.changeBus?.isHearing === false;
        if (!deaf) await sleep(250);
      }
      expect(deaf, "C's /api/ping did not say it cannot hear the others");
      cluster.postgres.start();
      const restartedAt = Date.now();
      // At once, while C is still connecting again: C must catch up on these from the table.
      const moved: number[] = [];
      for (const polygonId of waiting.slice(0, 5)) {
        for (let attempt = 0; ; attempt++) {
          const response = await setStatus(a, supervisorAtA, polygonId, 100);
          if (response.status === 204) break;
          expect(
            attempt < 40 && response.status === 503,
            `a write after the restart answered ${response.status}`,
          );
          await sleep(250);
        }
        moved.push(polygonId);
      }
      for (const polygonId of moved)
        await stream.next((change) => change.polygonIds.includes(polygonId), 15_000);
      let hearing = false;
      for (let i = 0; i < 40 && !hearing; i++) {
        hearing = (await ping(c))?.changeBus?.isHearing === true;
        if (!hearing) await sleep(250);
      }
      expect(hearing, "C's /api/ping does not say it hears the others again");
      return `503 ProblemDetails during the outage; C heard all ${moved.length} changes ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`;
    } finally {
      stream.close();
    }
  });
}

async function main() {
  const startedAt = Date.now();
  if (!hasPostgresBinaries()) {
    console.error(`Cannot start PostgreSQL: no server binaries in ${pgBin} (set PG_BIN).`);
    process.exit(77); // scripts/test.sh: reported as not done, as the PostgreSQL contract run is
  }
  console.info("Starting PostgreSQL, 3 app servers and HAProxy (builds first when the sources changed)…");
  const cluster = await startCluster({
    servers: 3,
    port,
    serverPorts: [port + 1, port + 2, port + 3],
    pgPort: port + 9,
    dataDir: path.join(root, ".data-cluster-test"),
    env: { PRODUCTION_API_JWT_SECRET: benchSecret, DEMO_PROJECTS: "40" },
  });
  stopOnSignal(cluster.stop);
  console.info(`Cluster up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  try {
    await run(cluster);
  } catch (error) {
    results.push({ check: "setting up the checks", result: "FAIL", detail: String(error) });
    console.error(error);
  } finally {
    await cluster.stop();
  }
  console.table(results);
  console.info(`test:cluster took ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  process.exitCode = results.length && results.every((r) => r.result === "PASS") ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
