// The bench harness (docs/benchmarks.md, "The harness"): starting the real app
// for a benchmark or a system test: `server/start.ts` (builds when the sources
// changed) in its own process group, on a port and data directory of its own,
// waiting for /api/ping; and stopping it until the port is free.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The checkout's root: where the app is built and started, and .data-bench/ lies. */
export const root = path.resolve(import.meta.dirname, "../..");

export type BenchServer = { child: ChildProcess; origin: string; logFile: string };

export async function isAnswering(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const logTail = (logFile: string) => fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");

export async function startBenchServer(options: {
  /** The checkout to start (this one unless said). */
  root?: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  timeoutMs: number;
  /** A lower CPU priority (nice(1)'s increment) for the server and every thread and process it starts. */
  niceness?: number;
}): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  if (await isAnswering(`${origin}/api/ping`))
    throw new Error(`something already answers on port ${options.port}`);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const logFile = `${options.dataDir}.log`;
  const log = fs.openSync(logFile, "w");
  // The embedded API on PGlite, whatever the shell points the app at; on PostgreSQL only
  // when BENCH_DATABASE_URL names one (an empty database of its own: the bench seeds it).
  const {
    DATABASE_URL: _db,
    PRODUCTION_API_URL: _url,
    BENCH_DATABASE_URL: benchDatabase,
    ...inherited
  } = process.env;
  const command = ["npx", "tsx", "server/start.ts"];
  const niced = options.niceness ? ["nice", "-n", String(options.niceness), ...command] : command;
  const child = spawn(niced[0]!, niced.slice(1), {
    cwd: options.root ?? root,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...inherited,
      PORT: String(options.port),
      DATA_DIR: path.resolve(options.dataDir),
      ...(benchDatabase ? { DATABASE_URL: benchDatabase } : {}),
      ...options.env,
    },
  });
  fs.closeSync(log);
  const server = { child, origin, logFile };
  const deadline = Date.now() + options.timeoutMs;
  while (child.exitCode === null && Date.now() < deadline) {
    if (await isAnswering(`${origin}/api/ping`)) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopBenchServer(server);
  throw new Error(`the server did not start (log: ${logFile}):\n${logTail(logFile)}`);
}

export async function stopBenchServer({ child, origin }: BenchServer): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return; // already gone
  }
  const timer = setTimeout(() => {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
  }, 15_000);
  await exited;
  clearTimeout(timer);
  // next-server may outlive the npx wrapper (it closes PGlite, which checkpoints):
  // wait until the port is free, and end the whole group if it takes too long.
  for (let i = 0; i < 240 && (await isAnswering(`${origin}/api/ping`)); i++) {
    if (i === 120) signalGroup(child.pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The port closes before next-server has closed PGlite: the next bench on the same
  // data directory would be refused, so wait until the whole group has gone.
  for (let i = 0; i < 240 && isGroupAlive(child.pid); i++) {
    if (i === 120) signalGroup(child.pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function isGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Waits until the server says its shared lists are loaded (its warm-up at start,
 * GET /api/ping); how long that took as the bench saw it and as the server says.
 */
export async function waitUntilWarm(
  origin: string,
  timeoutMs: number,
): Promise<{ waitedMs: number; serverMs: number | null; listsMs: number | null; state: string }> {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A busy server (its one thread on a slice of the lists) may drop a kept-alive connection: asked again.
    const ping = (await fetch(`${origin}/api/ping`)
      .then((response) => response.json())
      .catch(() => ({}))) as {
      sharedLists?: string;
      sharedListsMs?: number | null;
      keptListsMs?: number | null;
    };
    const state = ping.sharedLists ?? "unknown";
    if (state !== "warming" && state !== "not-started") {
      return {
        waitedMs: performance.now() - started,
        serverMs: ping.sharedListsMs ?? null,
        listsMs: ping.keptListsMs ?? null,
        state,
      };
    }
    if (Date.now() > deadline)
      throw new Error(`the server's shared lists were not loaded in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
