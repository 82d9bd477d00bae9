// The two upstream modes of the benchmarks that measure the app against its
// upstream (bench:stall, bench:scan, bench:supervisor, bench:stations;
// docs/benchmarks.md, "Upstream modes"). `embedded`: one server, its embedded
// production API in process, the data set in its own database. `real`: a
// second `npm start` serves the embedded API with the data set, and the
// measured app reaches it over HTTP through PRODUCTION_API_URL, with the same
// JWT secret (docs/embedded-api.md, "Tokens").
import fs from "node:fs";
import path from "node:path";
import { startBenchServer, stopBenchServer, waitUntilWarm, type BenchServer } from "./server";

export type UpstreamMode = "embedded" | "real";

/** `--name value` or `--name=value` from the command line. */
export function optionOf(name: string): string | undefined {
  const flag = `--${name}`;
  for (const [i, arg] of process.argv.entries()) {
    if (arg === flag) return process.argv[i + 1];
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

/** `--upstream embedded|real` (or BENCH_UPSTREAM); embedded by default. */
export function chosenUpstream(): UpstreamMode {
  const value = optionOf("upstream") ?? process.env.BENCH_UPSTREAM ?? "embedded";
  if (value === "embedded" || value === "real") return value;
  console.error("--upstream must be embedded or real");
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
  stop: () => Promise<void>;
};

export async function startBenchApp(options: {
  root: string;
  mode: UpstreamMode;
  port: number;
  /** The upstream's port in `real` mode. */
  upstreamPort: number;
  /** The data set's directory: the app's own in `embedded` mode, the upstream's in `real` mode. */
  dataDir: string;
  /** The measured app's directory in `real` mode, made afresh. */
  appDataDir: string;
  /** DEMO_PROJECTS of the data set (loaded on first start when the directory is empty). */
  projects: number;
  jwtSecret: string;
  /** More settings of the measured app. */
  env?: Record<string, string>;
  timeoutMs: number;
}): Promise<BenchApp> {
  const data = (projects: number) => ({
    PRODUCTION_API_JWT_SECRET: options.jwtSecret,
    EMBEDDED_PRODUCTION_API: "on",
    DEMO_DATA: "on",
    DEMO_PROJECTS: String(projects),
    // The first loads of the per-status lists run side by side; on a busy machine one can take longer than 10 s.
    PRODUCTION_API_TIMEOUT_MS: "60000",
  });
  if (options.mode === "embedded") {
    const app = await startBenchServer({
      root: options.root,
      port: options.port,
      dataDir: options.dataDir,
      env: { ...data(options.projects), ...options.env },
      timeoutMs: options.timeoutMs,
    });
    return {
      mode: "embedded",
      app,
      upstream: null,
      upstreamOrigin: app.origin,
      appDataDir: options.dataDir,
      stop: () => stopBenchServer(app),
    };
  }
  const upstream = await startBenchServer({
    root: options.root,
    port: options.upstreamPort,
    dataDir: options.dataDir,
    env: data(options.projects),
    timeoutMs: options.timeoutMs,
  });
  try {
    // Its own start-up work (table upkeep, its kept lists) is over before the app is measured.
    await waitUntilWarm(upstream.origin, options.timeoutMs);
    fs.rmSync(options.appDataDir, { recursive: true, force: true });
    const app = await startBenchServer({
      root: options.root,
      port: options.port,
      dataDir: options.appDataDir,
      env: {
        ...data(Math.min(options.projects, maxOwnProjects)),
        PRODUCTION_API_URL: `${upstream.origin}/production-api`,
        ...options.env,
      },
      timeoutMs: options.timeoutMs,
    });
    return {
      mode: "real",
      app,
      upstream,
      upstreamOrigin: upstream.origin,
      appDataDir: options.appDataDir,
      stop: async () => {
        await stopBenchServer(app);
        await stopBenchServer(upstream);
      },
    };
  } catch (error) {
    await stopBenchServer(upstream);
    throw error;
  }
}

/** One line on where the data set is and how the app reaches it. */
export function describeBenchApp(bench: BenchApp, dataDir: string): string {
  return bench.mode === "embedded"
    ? `upstream: embedded (in process), data in ${path.relative(process.cwd(), dataDir) || dataDir}`
    : `upstream: real (HTTP to ${bench.upstreamOrigin}/production-api, data in ${path.relative(process.cwd(), dataDir) || dataDir}; the app's own rows in ${path.relative(process.cwd(), bench.appDataDir)})`;
}

/** Ctrl-C or SIGTERM stops the servers first; the returned function removes the handlers. */
export function stopOnInterrupt(stop: () => Promise<void>): () => void {
  const interrupt = () => void stop().then(() => process.exit(130));
  process.once("SIGINT", interrupt).once("SIGTERM", interrupt);
  return () => {
    process.off("SIGINT", interrupt).off("SIGTERM", interrupt);
  };
}

export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
