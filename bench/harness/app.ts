// The bench harness (docs/benchmarks.md, "The harness"): the app a benchmark
// measures, on its demo data set, in one of two upstream modes (bench:stall,
// bench:scan, bench:supervisor, bench:stations take `--upstream`;
// docs/benchmarks.md, "Upstream modes"). `embedded`: one server, its embedded
// production API in process, the data set in its own database. `real`: a
// second `npm start` serves the embedded API with the data set, and the
// measured app reaches it over HTTP through PRODUCTION_API_URL, with the same
// JWT secret (docs/embedded-api.md, "Tokens"). Started, warmed up (its kept
// lists loaded) and stopped on Ctrl-C.
import fs from "node:fs";
import path from "node:path";
import { chosenOption, optionOf } from "./report";
import { startBenchServer, stopBenchServer, waitUntilWarm, type BenchServer } from "./server";

export type UpstreamMode = "embedded" | "real";

/** `--upstream embedded|real` (or BENCH_UPSTREAM); embedded by default. */
export const chosenUpstream = (): UpstreamMode =>
  chosenOption<UpstreamMode>("upstream", ["embedded", "real"], process.env.BENCH_UPSTREAM ?? "embedded");

/**
 * `--upstream-nice n` (or BENCH_UPSTREAM_NICE): the upstream server's CPU
 * priority in `real` mode, as nice(1)'s increment; 10 unless said, 0 for the
 * same priority as the app. The upstream stands in for another machine (the
 * CPQ's): on this one it shares the app's two cores, and at the same priority
 * its answers to the app's reloads (25 MB each at 100k) took the CPU from the
 * app's request thread, so the bench measured the two programs' contention,
 * not the app's own stalls (docs/benchmarks.md, "Upstream modes").
 */
export function chosenUpstreamNiceness(): number {
  const value = Number(optionOf("upstream-nice") ?? process.env.BENCH_UPSTREAM_NICE ?? 10);
  if (Number.isInteger(value) && value >= 0 && value <= 19) return value;
  console.error("--upstream-nice must be a whole number from 0 to 19");
  process.exit(2);
}

/**
 * In `real` mode the measured app still needs its own rows (the demo
 * employees to sign in as, the fabric stock, the demo's working time), which
 * the server makes only beside embedded demo data: it starts with a small
 * embedded demo of the same seed, which it never calls (PRODUCTION_API_URL
 * wins, lib/env.ts). The same seed makes the same departments, so the
 * employees' departments are the upstream's.
 */
const maxOwnProjects = 200;

/**
 * BENCH_UPSTREAM_DATABASE_URL: in `real` mode the upstream server runs on this
 * PostgreSQL database (an empty one of its own: it loads the data set there on
 * its first start; its files in `<data set's directory>-pg`), as a CPQ service
 * runs on a database server; the measured app stays on PGlite. Unset: the
 * upstream on PGlite, in the data set's directory.
 */
const upstreamDatabase = () => process.env.BENCH_UPSTREAM_DATABASE_URL || null;

export type BenchApp = {
  mode: UpstreamMode;
  /** The measured app. */
  app: BenchServer;
  /** The second server in `real` mode. */
  upstream: BenchServer | null;
  /** Where the data set's production API answers (`…/production-api` under it). */
  upstreamOrigin: string;
  /** The measured app's data directory. */
  appDataDir: string;
  /** The measured app's warm-up at start, as waitUntilWarm saw it. */
  warm: Awaited<ReturnType<typeof waitUntilWarm>>;
  /** Stops the servers (and forgets Ctrl-C). */
  stop: () => Promise<void>;
};

export async function startBenchApp(options: {
  mode?: UpstreamMode;
  port: number;
  /** The upstream's port in `real` mode (port + 100 unless said). */
  upstreamPort?: number;
  /** The data set's directory: the app's own in `embedded` mode, the upstream's in `real` mode. */
  dataDir: string;
  /** The measured app's directory in `real` mode, made afresh. */
  appDataDir?: string;
  /** DEMO_PROJECTS of the data set (loaded on first start when the directory is empty); the app's default unless said. */
  projects?: number;
  jwtSecret: string;
  /** More settings of the measured app. */
  env?: Record<string, string>;
  /** For the build, the data's first load and the warm-up. */
  timeoutMs: number;
}): Promise<BenchApp> {
  const mode = options.mode ?? "embedded";
  const data = (projects: number | undefined) => ({
    PRODUCTION_API_JWT_SECRET: options.jwtSecret,
    EMBEDDED_PRODUCTION_API: "on",
    DEMO_DATA: "on",
    ...(projects === undefined ? {} : { DEMO_PROJECTS: String(projects) }),
    // The first loads of the per-status lists run side by side; on a busy machine one can take longer than 10 s.
    PRODUCTION_API_TIMEOUT_MS: "60000",
  });
  const start = (port: number, dataDir: string, env: Record<string, string>, niceness = 0) =>
    startBenchServer({ port, dataDir, env, timeoutMs: options.timeoutMs, niceness });
  const started: BenchServer[] = [];
  const stop = async () => {
    process.off("SIGINT", interrupt).off("SIGTERM", interrupt);
    for (const server of [...started].reverse()) await stopBenchServer(server);
  };
  const interrupt = () => void stop().then(() => process.exit(130));
  process.once("SIGINT", interrupt).once("SIGTERM", interrupt);
  try {
    let upstream: BenchServer | null = null;
    let appDataDir = options.dataDir;
    if (mode === "real") {
      const database = upstreamDatabase();
      upstream = await start(
        options.upstreamPort ?? options.port + 100,
        database ? `${options.dataDir}-pg` : options.dataDir,
        { ...data(options.projects), ...(database ? { DATABASE_URL: database } : {}) },
        chosenUpstreamNiceness(),
      );
      started.push(upstream);
      // Its own start-up work (table upkeep, its kept lists) is over before the app is measured.
      await waitUntilWarm(upstream.origin, options.timeoutMs);
      appDataDir = options.appDataDir ?? `${options.dataDir}-app`;
      fs.rmSync(appDataDir, { recursive: true, force: true });
    }
    const ownProjects =
      mode === "real" ? Math.min(options.projects ?? maxOwnProjects, maxOwnProjects) : options.projects;
    const app = await start(options.port, appDataDir, {
      ...data(ownProjects),
      ...(upstream ? { PRODUCTION_API_URL: `${upstream.origin}/production-api` } : {}),
      ...options.env,
    });
    started.push(app);
    const warm = await waitUntilWarm(app.origin, options.timeoutMs);
    return { mode, app, upstream, upstreamOrigin: upstream?.origin ?? app.origin, appDataDir, warm, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One line on where the data set is and how the app reaches it. */
/** The upstream and data the app runs on, and how long its shared lists took at start: a bench's first lines. */
export function printBenchStart(bench: BenchApp, dataDir: string): void {
  const warmUp = bench.warm;
  console.info(describeBenchApp(bench, dataDir));
  console.info(
    `shared lists loaded at start (${warmUp.state}): the server says ${warmUp.serverMs ?? "?"} ms; waited ${warmUp.waitedMs.toFixed(0)} ms after it answered`,
  );
}

export function describeBenchApp(bench: BenchApp, dataDir: string): string {
  return bench.mode === "embedded"
    ? `upstream: embedded (in process), data in ${path.relative(process.cwd(), dataDir) || dataDir}`
    : `upstream: real (HTTP to ${bench.upstreamOrigin}/production-api at nice ${chosenUpstreamNiceness()}, data ${upstreamDatabase() ? "on PostgreSQL (BENCH_UPSTREAM_DATABASE_URL)" : `in ${path.relative(process.cwd(), dataDir) || dataDir}`}; the app's own rows in ${path.relative(process.cwd(), bench.appDataDir)})`;
}
