import path from "node:path";
import autocannon from "autocannon";
import { signIn, startBenchServer, stopBenchServer, waitUntilWarm } from "./bench-server";
const root = path.resolve(import.meta.dirname, "..");
const port = 3233;
const origin = `http://127.0.0.1:${port}`;
const server = await startBenchServer({ root, port, dataDir: path.join(root, ".data-bench", "scan"), env: { NEXTAUTH_SECRET: "scratch-secret-0123456789abcdefghijklmnopqrstuv", PRODUCTION_API_JWT_SECRET: "scratch-jwt-0123456789abcdefghijklmnopqrstuvwx", EMBEDDED_PRODUCTION_API: "on", DEMO_DATA: "on", DEMO_PROJECTS: "900" }, timeoutMs: 20 * 60_000 });
try {
  await waitUntilWarm(origin, 600_000);
  const cookie = await signIn(origin, "supervisor");
  for (const [label, p, headers] of [["ping", "/api/ping", {}], ["package-types (authed)", "/api/package-types", { cookie }], ["workflow (authed)", "/api/workflow", { cookie }], ["ping", "/api/ping", {}]] as const) {
    await autocannon({ url: origin + p, headers, connections: 4, duration: 2 });
    const r = await autocannon({ url: origin + p, headers, connections: 4, duration: 6 });
    console.log(label, r.requests.average, "req/s p50", r.latency.p50, "non2xx", r.non2xx);
  }
} finally { await stopBenchServer(server); }
