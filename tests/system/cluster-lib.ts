// Several app servers on one PostgreSQL behind HAProxy (docs/deploy.md): a
// throwaway PostgreSQL cluster (or DATABASE_URL), N production servers
// (server/serve.mjs, as `npm start` runs it) and the balancer, each in a
// process group of its own, so that stopping ends exactly what was started.
// Used by `npm run cluster`, `npm run test:cluster` and `npm run bench:cluster`.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { knownNodeFlags } from "../../server/node-flags.mjs";

export const root = path.resolve(import.meta.dirname, "../..");
export const pgBin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
export const hasPostgresBinaries = () =>
  fs.existsSync(path.join(pgBin, "initdb")) && fs.existsSync(path.join(pgBin, "pg_ctl"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Postgres = { url: string; stop: () => void; start: () => void; dir: string | null };

const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args])
    : spawnSync(command, args);

function run(command: string, args: string[]): void {
  const result = asPostgres(command, args);
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} failed: ${String(result.stderr)}${String(result.stdout)}`);
}

/** A throwaway PostgreSQL cluster on this port (removed by stop with remove), or the given DATABASE_URL. */
export function startPostgres(port: number, databaseUrl?: string): Postgres & { remove: () => void } {
  if (databaseUrl) return { url: databaseUrl, stop() {}, start() {}, remove() {}, dir: null };
  if (!fs.existsSync(path.join(pgBin, "initdb")))
    throw new Error(`Cannot start PostgreSQL: ${pgBin}/initdb is not on this machine (or set DATABASE_URL).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopfloor-cluster-pg."));
  if (process.getuid?.() === 0) spawnSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  run(path.join(pgBin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    run(path.join(pgBin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-o",
      options,
      "start",
    ]);
  const stop = () => run(path.join(pgBin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    start,
    stop,
    remove() {
      asPostgres(path.join(pgBin, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type AppServer = { index: number; port: number; origin: string; child: ChildProcess; logFile: string };

/** Starts one production app server (the build must exist) in its own process group. */
export function startAppServer(options: {
  index: number;
  port: number;
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): AppServer {
  const dataDir = path.resolve(options.dataDir, `server-${options.index}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = `${dataDir}.log`;
  const log = fs.openSync(logFile, "a");
  const { PRODUCTION_API_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, [...knownNodeFlags(), path.join(root, "server", "serve.mjs")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...inherited,
      NODE_ENV: "production",
      AUTH_TRUST_HOST: "true",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      // The balancer's X-Forwarded-For names the tablet (the per-address sign-in limit).
      TRUSTED_PROXIES: "127.0.0.1",
      ...options.env,
    },
  });
  fs.closeSync(log);
  return {
    index: options.index,
    port: options.port,
    origin: `http://127.0.0.1:${options.port}`,
    child,
    logFile,
  };
}

export async function ping(
  origin: string,
): Promise<{ sharedLists?: string; changeBus?: { isHearing: boolean } } | null> {
  try {
    const response = await fetch(`${origin}/api/ping`, { signal: AbortSignal.timeout(2_000) });
    return response.ok
      ? ((await response.json()) as { sharedLists?: string; changeBus?: { isHearing: boolean } })
      : null;
  } catch {
    return null;
  }
}

/** Waits until the server answers with its shared lists loaded (or their load failed and they load on use). */
export async function waitUntilReady(server: AppServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) break;
    const answer = await ping(server.origin);
    if (answer && answer.sharedLists !== "warming" && answer.sharedLists !== "not-started") return;
    await sleep(300);
  }
  const tail = fs.readFileSync(server.logFile, "utf8").split("\n").slice(-30).join("\n");
  throw new Error(`app server ${server.index} (port ${server.port}) did not start:\n${tail}`);
}

/** Ends a process group at once (kill -9), as a crash would; waits until it is gone. */
export async function killGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/** HAProxy in front of the app servers: readiness and liveness checks (/api/health/…), SSE passed through unbuffered. */
export function haproxyConfig(port: number, servers: { port: number }[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # An open event stream (/api/events) is a tunnel once its answer started: kept for an hour.
  timeout tunnel 1h
  option forwardfor
  # Only a request that never reached a server is sent to another (a write is never sent twice).
  retries 2
  retry-on conn-failure
  option redispatch

frontend app
  bind 127.0.0.1:${port}
  # Ready servers take the requests. When none is (PostgreSQL away), the live ones do, and
  # answer 503 ProblemDetails themselves, which the tablets' outbox understands (docs/deploy.md).
  use_backend servers if { nbsrv(servers) gt 0 }
  default_backend live

backend servers
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${servers.map((s, i) => `  server app${i + 1} 127.0.0.1:${s.port} check`).join("\n")}

backend live
  balance roundrobin
  option httpchk GET /api/health/live
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${servers.map((s, i) => `  server live${i + 1} 127.0.0.1:${s.port} check`).join("\n")}
`;
}

export function startBalancer(port: number, servers: { port: number }[], dataDir: string): ChildProcess {
  const config = path.resolve(dataDir, "haproxy.cfg");
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(config, haproxyConfig(port, servers));
  const log = fs.openSync(path.resolve(dataDir, "haproxy.log"), "a");
  const haproxy = fs.existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy";
  const child = spawn(haproxy, ["-db", "-f", config], { detached: true, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  return child;
}

/** Ctrl-C or SIGTERM stops what this run started (the servers, HAProxy, the throwaway PostgreSQL) first. */
export function stopOnSignal(stop: () => Promise<void>): void {
  let isStopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      if (isStopping) return;
      isStopping = true;
      void stop().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
}

/** The production build, when the sources changed since the last one (as `npm start` does). */
export function buildApp(): void {
  const build = spawnSync("npx", ["tsx", "server/start.ts", "--build-only"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("the production build failed");
}

export type Cluster = {
  origin: string;
  servers: AppServer[];
  postgres: Postgres;
  /** Starts server i again (after a kill) on its port. */
  restartServer: (index: number) => Promise<AppServer>;
  stop: () => Promise<void>;
};

/** Builds when needed, then starts PostgreSQL, the servers (the first alone: it seeds) and the balancer. */
export async function startCluster(options: {
  servers: number;
  port: number;
  serverPorts: number[];
  pgPort: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** false: the build is there already (bench:cluster builds once for both runs). */
  build?: boolean;
}): Promise<Cluster> {
  if (options.build !== false) buildApp();
  const ensure = spawnSync("bash", ["scripts/ensure-haproxy.sh"], { cwd: root, stdio: "inherit" });
  if (ensure.status !== 0) throw new Error("HAProxy is not available");
  fs.rmSync(options.dataDir, { recursive: true, force: true });
  const postgres = startPostgres(options.pgPort, options.databaseUrl);
  const servers: AppServer[] = [];
  let balancer: ChildProcess | null = null;
  const timeoutMs = options.readyTimeoutMs ?? 180_000;
  const launch = (index: number) =>
    startAppServer({
      index,
      port: options.serverPorts[index]!,
      databaseUrl: postgres.url,
      dataDir: options.dataDir,
      env: options.env,
    });
  const stop = async () => {
    if (balancer) await killGroup(balancer, "SIGTERM");
    await Promise.all(servers.map((server) => killGroup(server.child, "SIGTERM")));
    postgres.remove();
  };
  try {
    servers.push(launch(0));
    await waitUntilReady(servers[0]!, timeoutMs);
    for (let i = 1; i < options.servers; i++) servers.push(launch(i));
    await Promise.all(servers.slice(1).map((server) => waitUntilReady(server, timeoutMs)));
    balancer = startBalancer(
      options.port,
      options.serverPorts.slice(0, options.servers).map((port) => ({ port })),
      options.dataDir,
    );
    const origin = `http://127.0.0.1:${options.port}`;
    for (let i = 0; i < 50 && !(await ping(origin)); i++) await sleep(200);
    if (!(await ping(origin))) throw new Error(`HAProxy does not answer on port ${options.port}`);
    return {
      origin,
      servers,
      postgres,
      stop,
      async restartServer(index) {
        const server = launch(index);
        servers[index] = server;
        await waitUntilReady(server, timeoutMs);
        return server;
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
