// `npm run bench:stall [-- --size demo|100k] [--upstream embedded|real] [--phase a,b,…] [--seconds n]`:
// whether the server's one request thread stays free while heavy work runs. The
// real app (built and started as `npm start` does; in `real` mode beside a
// second server that is its upstream, bench/harness/app.ts) is pinged at
// GET /api/ping every 20 ms from a worker thread of this script (a ping is sent
// on time whether or not the last one has answered, so a held thread shows in
// every ping it holds), and the ping's p50, p99 and max are printed per phase:
// quiet (nothing else), then (a) cut plans asked every 5.2 s, (b) a replan after
// a status move, (c) the kept lists reloaded after a wide change, (d) a backup,
// (e) a supervisor opening every screen. Target during each of (a)–(e): ping p99
// ≤ max(100 ms, 3 × the quiet p99) and max ≤ 250 ms. Exits 1 on a FAIL.
// docs/benchmarks.md, "npm run bench:stall".
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import pLimit from "p-limit";
import { chosenUpstream, describeBenchApp, startBenchApp, type BenchApp } from "./harness/app";
import { productionApi, productionApiToken, signIn } from "./harness/clients";
import { grownBy, seriesBy } from "./harness/metrics";
import { chosenOption, optionOf, percentile, runBench } from "./harness/report";
import { root } from "./harness/server";

const port = Number(process.env.BENCH_STALL_PORT ?? 3207);
const jwtSecret = "bench-stall-secret-0123456789-abcdefghijklmnop";
const startTimeoutMs = 30 * 60_000;
const pingEveryMs = 20;
/** A cutting department's kept plan lives 5 s (lib/shared-lists/derived.ts): each ask comes after it expired. */
const planEveryMs = 5_200;
/** How long the bench waits to see a replan's result before it moves on. */
const replanTimeoutMs = 30_000;
/** After moving a line the projection holds unplanned: about as long as a replan at 100k takes, and the pause after it. */
const unplannedWaitMs = 3_500;
/** A wide change between two reloads of the kept lists (lib/shared-lists: more than 20 polygons). */
const reloadEveryMs = 6_000;
/** (c) goes on, without more changes, until a status list's reload is over, or this long (ms). */
const reloadWaitMs = 120_000;
/** (b) moves a line every few seconds: enough lines waiting to sew for a phase, read from at most so many of the queue. */
const minWaitingToSew = 30;
const maxQueueRead = 4_000;
const minTargetMs = 100;
const maxTargetMs = 250;

type Size = "demo" | "100k";
const sizes: Record<Size, { projects: number; dataDir: string; isFresh: boolean }> = {
  // 200 demo projects: the size the cut plan's stall was first measured at (issue 41).
  demo: { projects: 200, dataDir: "stall", isFresh: true },
  // The 100,000-polygon data the other benches share (docs/benchmarks.md).
  "100k": { projects: 20_000, dataDir: "100k", isFresh: false },
};

const phaseNames = {
  a: "(a) cut plans",
  b: "(b) replan after a status move",
  c: "(c) kept lists reloading",
  d: "(d) backup",
  e: "(e) supervisor's screens",
} as const;
type PhaseKey = keyof typeof phaseNames;
const allPhases = Object.keys(phaseNames) as PhaseKey[];

function chosenPhases(): PhaseKey[] {
  const value = optionOf("phase");
  if (!value) return allPhases;
  const keys = value.split(",").map((key) => key.trim().toLowerCase());
  const unknown = keys.filter((key) => !allPhases.includes(key as PhaseKey));
  if (unknown.length || keys.length === 0) {
    console.error(`--phase takes letters of ${allPhases.join(",")} (unknown: ${unknown.join(", ")})`);
    process.exit(2);
  }
  return allPhases.filter((key) => keys.includes(key));
}

function chosenSeconds(): number {
  const seconds = Number(optionOf("seconds") ?? 20);
  if (Number.isFinite(seconds) && seconds >= 5 && seconds <= 600) return seconds;
  console.error("--seconds must be a number between 5 and 600");
  process.exit(2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The pinger, in a thread of its own: what this script's main thread does
 * (parsing a large answer) never delays a ping or its timing. Plain JavaScript:
 * a worker evaluates it as it is.
 */
const pingerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, everyMs } = workerData;
// The pings sent since "start": each counted in the bucket it was sent in, also when it answers after "stop".
let bucket = null;
const one = async () => {
  if (bucket === null || bucket.pending >= 500) return;
  const into = bucket;
  into.pending++;
  const started = performance.now();
  try {
    const response = await fetch(url, { cache: "no-store" });
    await response.arrayBuffer();
    into.samples.push(response.ok ? performance.now() - started : -1);
  } catch {
    into.samples.push(-1);
  } finally {
    into.pending--;
  }
};
const timer = setInterval(() => void one(), everyMs);
parentPort.on("message", async (message) => {
  if (message === "start") bucket = { samples: [], pending: 0 };
  else if (message === "stop") {
    const done = bucket ?? { samples: [], pending: 0 };
    bucket = null;
    for (let waited = 0; done.pending > 0 && waited < 30000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    parentPort.postMessage(done.samples);
  } else if (message === "end") {
    clearInterval(timer);
    parentPort.close();
  }
});
`;

function startPinger(origin: string) {
  const worker = new Worker(pingerSource, {
    eval: true,
    workerData: { url: `${origin}/api/ping`, everyMs: pingEveryMs },
  });
  return {
    start: () => worker.postMessage("start"),
    stop: () =>
      new Promise<number[]>((resolve) => {
        worker.once("message", (samples: number[]) => resolve(samples));
        worker.postMessage("stop");
      }),
    end: async () => {
      worker.postMessage("end");
      await worker.terminate();
    },
  };
}

type Session = { cookie: string };
type Context = {
  origin: string;
  upstreamOrigin: string;
  appDataDir: string;
  cutter: Session;
  sewer: Session;
  supervisor: Session;
  cutDepartmentId: number;
  sewDepartmentId: number;
  /** Polygons waiting at the sewing department with Start as their next step, for (b): planned first. */
  waitingToSew: WaitingLine[];
  /** 21 shipped polygons: setting their status again is a wide change (c). */
  shippedIds: number[];
  /** A project, for its page (e). */
  projectId: number;
};

async function get(origin: string, route: string, session: Session): Promise<Response> {
  const response = await fetch(`${origin}${route}`, { headers: { cookie: session.cookie } });
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
  return response;
}
const getJson = async <T>(origin: string, route: string, session: Session): Promise<T> =>
  (await (await get(origin, route, session)).json()) as T;

async function timed(what: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await what();
  return performance.now() - started;
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
const summary = (values: readonly number[]) =>
  values.length === 0
    ? "none"
    : `${values.length}: median ${ms(percentile(values, 50))}, max ${ms(Math.max(...values))}`;

type QueuePage = {
  items: { id: number; productionProjectId: number; stage: string; nextStep: string | null }[];
};

async function prepare(bench: BenchApp): Promise<Context> {
  const origin = bench.app.origin;
  const [cutter, sewer, supervisor] = await Promise.all(
    ["cutter", "sewer", "supervisor"].map(async (name) => ({ cookie: await signIn(origin, name) })),
  );
  const departments = await getJson<{ id: number; code: string }[]>(origin, "/api/departments", supervisor!);
  const idOf = (code: string) => {
    const department = departments.find((d) => d.code.toUpperCase() === code);
    if (!department) throw new Error(`no ${code} department`);
    return department.id;
  };
  const cutDepartmentId = idOf("CUT");
  const sewDepartmentId = idOf("SEW");
  // The queue's pages until enough lines wait to start: earlier runs on the same data started the first ones.
  const queue: QueuePage = { items: [] };
  const waiting: QueuePage["items"] = [];
  for (let offset = 0; waiting.length < minWaitingToSew && offset < maxQueueRead; offset += 200) {
    const page = await getJson<QueuePage>(
      origin,
      `/api/departments/${sewDepartmentId}/queue?offset=${offset}&limit=200`,
      sewer!,
    );
    if (page.items.length === 0) break;
    queue.items.push(...page.items);
    waiting.push(...page.items.filter((item) => item.stage === "waiting" && item.nextStep === "start"));
  }
  const waitingToSew = await withPlanned(origin, supervisor!, waiting);
  const upstream = productionApi(bench.upstreamOrigin, jwtSecret, { timeoutMs: 120_000 });
  const shipped = await upstream.status.getPolygonsForStatusValue({ statusValue: 700 });
  if (shipped.length < 21) throw new Error(`the data has only ${shipped.length} shipped polygons`);
  const projectId = queue.items[0]?.productionProjectId ?? shipped[0]!.productionProjectId;
  return {
    origin,
    upstreamOrigin: bench.upstreamOrigin,
    appDataDir: bench.appDataDir,
    cutter: cutter!,
    sewer: sewer!,
    supervisor: supervisor!,
    cutDepartmentId,
    sewDepartmentId,
    waitingToSew,
    shippedIds: shipped.slice(0, 21).map((p) => p.id),
    projectId,
  };
}

/**
 * Real mode: how long the upstream alone takes to answer the reads of the app's
 * warm-up (every status list and department list, three at once as
 * lib/shared-lists/status-lists.ts reads them, and the unmatched list beside
 * them), gzipped as the app asks, their bytes read and nothing parsed: the floor
 * under the app's kept lists at start from this upstream.
 */
async function upstreamAloneMs(ctx: Context): Promise<{ ms: number; reads: number }> {
  const { statuses } = await getJson<{ statuses: { value: number }[] }>(
    ctx.origin,
    "/api/workflow",
    ctx.supervisor,
  );
  const departments = await getJson<{ id: number }[]>(ctx.origin, "/api/departments", ctx.supervisor);
  const authorization = `Bearer ${await productionApiToken(jwtSecret)}`;
  const read = async (operation: string) => {
    const response = await fetch(`${ctx.upstreamOrigin}/production-api/${operation}`, {
      headers: { authorization, "accept-encoding": "gzip" },
    });
    if (!response.ok) throw new Error(`${operation}: ${response.status}`);
    await response.arrayBuffer();
  };
  const limit = pLimit(3);
  const lists = [
    ...statuses.map(({ value }) => `status/getpolygonsforstatusvalue?statusValue=${value}`),
    ...departments.map(({ id }) => `polygondepartment/getbydepartment?productionDepartmentId=${id}`),
  ];
  const started = performance.now();
  await Promise.all([read("polygon/getunmatched"), ...lists.map((list) => limit(() => read(list)))]);
  return { ms: performance.now() - started, reads: lists.length + 1 };
}

/** The supervisor's screens, each with the requests its page makes together (components/supervisor, app/(office)). */
function supervisorScreens(ctx: Context, wip: { departmentId: number; statusValue: number } | null) {
  const day = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      name: "/supervisor",
      routes: [
        "/supervisor",
        "/api/workflow",
        "/api/departments",
        "/api/supervisor/work-in-progress",
        ...(wip
          ? [`/api/supervisor/work-in-progress/${wip.departmentId}/${wip.statusValue}?offset=0&limit=50`]
          : []),
        "/api/supervisor/overdue?offset=0&limit=50",
        "/api/supervisor/unmatched?offset=0&limit=50&sort=finishAt",
        "/api/supervisor/problems?offset=0&limit=50",
        "/api/supervisor/throughput",
        "/api/reasons/pareto?days=30&department=all",
        "/api/cutting/figures?days=7&weeks=4",
      ],
    },
    {
      name: "/supervisor/planning",
      routes: ["/supervisor/planning", `/api/planning/load?departmentId=${ctx.sewDepartmentId}`],
    },
    {
      name: "/supervisor/time",
      routes: ["/supervisor/time", `/api/work-time/report?from=${day(6)}&to=${day(0)}`],
    },
    { name: "/projects/…", routes: [`/projects/${ctx.projectId}`] },
  ];
}

/** Every route the phases use, once, before measuring: a route's first call loads its code. */
async function warmRoutes(ctx: Context) {
  const wip = await getJson<{
    departments: { departmentId: number; cells: { statusValue: number; count: number }[] }[];
  }>(ctx.origin, "/api/supervisor/work-in-progress", ctx.supervisor);
  const fullest = wip.departments
    .flatMap((d) => d.cells.map((cell) => ({ departmentId: d.departmentId, ...cell })))
    .sort((a, b) => b.count - a.count)[0];
  const screens = supervisorScreens(ctx, fullest ?? null);
  for (const screen of screens)
    for (const route of screen.routes) await (await get(ctx.origin, route, ctx.supervisor)).arrayBuffer();
  await (
    await get(ctx.origin, `/api/cutting/cut-list?departmentId=${ctx.cutDepartmentId}`, ctx.cutter)
  ).arrayBuffer();
  await (
    await get(ctx.origin, `/api/planning/projection?productionProjectId=${ctx.projectId}`, ctx.supervisor)
  ).arrayBuffer();
  return screens;
}

/** A phase's work: `before` runs before the pings are counted, `run` while they are, until `until` (performance.now()). */
type Driver = {
  before?: (ctx: Context) => Promise<unknown>;
  run: (ctx: Context, until: number) => Promise<string>;
};

/** (a) The cutter's cut list (its plan) asked every 5.2 s, after each kept copy expired. */
const askCutPlans: Driver["run"] = async (ctx, until) => {
  const times: number[] = [];
  while (performance.now() < until) {
    const startedAt = performance.now();
    times.push(
      await timed(async () =>
        (
          await get(ctx.origin, `/api/cutting/cut-list?departmentId=${ctx.cutDepartmentId}`, ctx.cutter)
        ).arrayBuffer(),
      ),
    );
    await sleep(Math.min(until, startedAt + planEveryMs) - performance.now());
  }
  return `cut lists asked ${summary(times)}`;
};

async function stationStep(ctx: Context, polygonId: number, step: "start" | "finish") {
  const route = `/api/departments/${ctx.sewDepartmentId}/polygons/${polygonId}/${step}`;
  const response = await fetch(`${ctx.origin}${route}`, {
    method: "POST",
    headers: { cookie: ctx.sewer.cookie, origin: ctx.origin, "idempotency-key": crypto.randomUUID() },
  });
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${await response.text()}`);
}

type WaitingLine = { id: number; productionProjectId: number; isPlanned: boolean };

/**
 * For (b), before the phases: the lines waiting to sew, those whose move the projection
 * can show (it holds them planned) first. At 100k most lines are past the plan's two
 * years ("no-capacity"): unplanned before their move and after it, so their replan is
 * not seen, but it is made all the same.
 */
async function withPlanned(
  origin: string,
  supervisor: Session,
  candidates: { id: number; productionProjectId: number }[],
): Promise<WaitingLine[]> {
  const lines: WaitingLine[] = [];
  for (const { id, productionProjectId } of candidates) {
    const projection = await getJson<Projection>(
      origin,
      `/api/planning/projection?productionProjectId=${productionProjectId}`,
      supervisor,
    );
    const line = projection.lines.find((l) => l.productionPolygonId === id);
    lines.push({ id, productionProjectId, isPlanned: line !== undefined && line.projectedFinish !== null });
  }
  return lines.sort((a, b) => Number(b.isPlanned) - Number(a.isPlanned));
}

async function askProjection(ctx: Context, projectId: number): Promise<Projection> {
  return getJson<Projection>(
    ctx.origin,
    `/api/planning/projection?productionProjectId=${projectId}`,
    ctx.supervisor,
  );
}

type Projection = { lines: { productionPolygonId: number; projectedFinish: string | null }[] };

/**
 * (b) The sewer starts and finishes a waiting polygon (one status move through
 * the station's routes, which the server replans after: lib/planning/replan.ts),
 * then the bench asks the project's projection until the polygon's line is no
 * longer what it was before the move: the replan is done and kept. A line the
 * projection holds unplanned stays so: after its move the bench waits as long
 * as a replan takes (the server replans all the same). Again while time is left.
 */
const replanAfterMoves: Driver["run"] = async (ctx, until) => {
  const tasksBefore = await workerTasks(ctx.origin);
  const seen: number[] = [];
  let unseen = 0;
  let unplanned = 0;
  do {
    const polygon = ctx.waitingToSew.shift();
    if (!polygon)
      return `ran out of polygons waiting to sew; replans seen ${summary(seen)}; ${await tasksSince(ctx, tasksBefore)}`;
    const lineNow = async () =>
      JSON.stringify(
        (await askProjection(ctx, polygon.productionProjectId)).lines.find(
          (l) => l.productionPolygonId === polygon.id,
        ) ?? null,
      );
    const before = await lineNow();
    await stationStep(ctx, polygon.id, "start");
    await stationStep(ctx, polygon.id, "finish");
    const movedAt = performance.now();
    if (!polygon.isPlanned) {
      unplanned++;
      await sleep(unplannedWaitMs);
      continue;
    }
    let isSeen = false;
    while (performance.now() - movedAt < replanTimeoutMs) {
      if ((await lineNow()) !== before) {
        isSeen = true;
        break;
      }
      await sleep(200);
    }
    if (isSeen) seen.push(performance.now() - movedAt);
    else unseen++;
    await sleep(1_000);
  } while (performance.now() < until);
  return `status moves answered; replan kept after the move ${summary(seen)}${unseen ? `; ${unseen} not seen within ${replanTimeoutMs / 1000} s` : ""}${unplanned ? `; ${unplanned} moves of lines the projection holds unplanned (not seen, ${unplannedWaitMs / 1000} s apart)` : ""}; ${await tasksSince(ctx, tasksBefore)}`;
};

type WorkerTasks = { runs: Map<string, number>; seconds: Map<string, number> };

/** The app's worker-thread tasks so far by task, from its /metrics. */
const workerTasks = async (origin: string): Promise<WorkerTasks> => ({
  runs: await seriesBy(origin, "shopfloor_worker_tasks_total", "task"),
  seconds: await seriesBy(origin, "shopfloor_worker_task_seconds_total", "task"),
});

/** The plans made on the worker threads since `before` ("plans on the worker threads 7, 9.1 s in all"). */
async function tasksSince(ctx: Context, before: WorkerTasks): Promise<string> {
  const after = await workerTasks(ctx.origin);
  const count = (grown: [string, number][]) => grown.find(([task]) => task === "planning/plan")?.[1] ?? 0;
  const seconds = count(grownBy(before.seconds, after.seconds));
  return `plans made on the worker threads ${count(grownBy(before.runs, after.runs))}, ${seconds.toFixed(1)} s in all`;
}

/**
 * (c) A supervisor's wide change (the status of 21 shipped polygons set again:
 * more than the app follows polygon by polygon, so every kept list goes stale),
 * then the screens that read the lists (the supervisor's work in progress, a
 * station's queue), which reloads them in the background. Every 6 s.
 */
const reloadKeptLists: Driver["run"] = async (ctx, until) => {
  const startedAt = performance.now();
  const loadsBefore = await seriesBy(ctx.origin, "shopfloor_kept_list_loads_total", "list");
  const loadsNow = async () =>
    grownBy(loadsBefore, await seriesBy(ctx.origin, "shopfloor_kept_list_loads_total", "list"));
  let changes = 0;
  while (performance.now() < until) {
    const at = performance.now();
    const response = await fetch(`${ctx.origin}/api/status/polygons`, {
      method: "POST",
      headers: { cookie: ctx.supervisor.cookie, origin: ctx.origin, "content-type": "application/json" },
      body: JSON.stringify({ productionPolygonIds: ctx.shippedIds, statusValue: 700 }),
    });
    if (!response.ok) throw new Error(`the wide status change: ${response.status} ${await response.text()}`);
    changes++;
    await (await get(ctx.origin, "/api/supervisor/work-in-progress", ctx.supervisor)).arrayBuffer();
    await (
      await get(ctx.origin, `/api/departments/${ctx.sewDepartmentId}/queue?offset=0&limit=60`, ctx.sewer)
    ).arrayBuffer();
    await sleep(Math.min(until, at + reloadEveryMs) - performance.now());
  }
  // At 100k a reload in the background, slices between the pings, outlasts the changes: the phase waits for one.
  let loads = await loadsNow();
  while (!loads.some(([list]) => list === "status") && performance.now() - startedAt < reloadWaitMs) {
    await sleep(1_000);
    loads = await loadsNow();
  }
  const reloaded = loads.map(([list, count]) => `${list} ${count}`).join(", ") || "none";
  return `${changes} wide changes; kept lists reloaded in the phase: ${reloaded}; the phase lasted ${ms(performance.now() - startedAt)}`;
};

/** Where the measured app writes backups (its BACKUP_DIR), beside its data directory. */
const backupDirOf = (appDataDir: string) => `${appDataDir}-backups`;

/**
 * One backup through the running server's own door (`npm run backup`'s path,
 * lib/ops): a file name inside BACKUP_DIR; a server from before that rule
 * takes an absolute path instead.
 */
async function backupOnce(ctx: Context, token: string): Promise<{ file: string; bytes: number }> {
  const name = "stall-bench.tar";
  const ask = (file: string) =>
    fetch(`${ctx.origin}/api/ops/backup`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ file }),
    });
  let response = await ask(name);
  if (response.status === 400) {
    await response.text();
    response = await ask(path.join(backupDirOf(ctx.appDataDir), name));
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api/ops/backup: ${response.status} ${text}`);
  return JSON.parse(text) as { file: string; bytes: number };
}

/** (d) Backups of the measured app's database, one after another with a second between. */
const backUp: Driver["run"] = async (ctx, until) => {
  const token = fs.readFileSync(path.join(ctx.appDataDir, "ops-token"), "utf8").trim();
  const times: number[] = [];
  let bytes = 0;
  do {
    const started = performance.now();
    const result = await backupOnce(ctx, token);
    times.push(performance.now() - started);
    bytes = result.bytes;
    fs.rmSync(result.file, { force: true });
    await sleep(1_000);
  } while (performance.now() < until);
  return `backups ${summary(times)} (${(bytes / 1_048_576).toFixed(1)} MB each)`;
};

/** (e) The supervisor opens each screen in turn: its page and the requests its panels make together. */
function openScreens(screens: ReturnType<typeof supervisorScreens>): Driver["run"] {
  return async (ctx, until) => {
    const byScreen = new Map<string, number[]>(screens.map((s) => [s.name, []]));
    do {
      for (const screen of screens) {
        const took = await timed(() =>
          Promise.all(
            screen.routes.map(async (route) => (await get(ctx.origin, route, ctx.supervisor)).arrayBuffer()),
          ),
        );
        byScreen.get(screen.name)!.push(took);
        await sleep(500);
      }
    } while (performance.now() < until);
    return `screens (all its requests answered): ${[...byScreen].map(([name, times]) => `${name} median ${ms(percentile(times, 50))}`).join(", ")}`;
  };
}

const settleTimeoutMs = 60_000;

/** Waits until a whole second of pings stays under `limitMs` (at most a minute); how long that took, or null. */
async function settle(pinger: ReturnType<typeof startPinger>, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < settleTimeoutMs) {
    pinger.start();
    await sleep(1_000);
    const samples = await pinger.stop();
    if (samples.length > 0 && samples.every((s) => s >= 0 && s <= limitMs))
      return performance.now() - started;
  }
  return null;
}

type Result = { name: string; pings: number[]; failed: number; note: string };

async function runPhase(
  pinger: ReturnType<typeof startPinger>,
  ctx: Context,
  name: string,
  seconds: number,
  driver: Driver | null,
): Promise<Result> {
  await driver?.before?.(ctx);
  pinger.start();
  const until = performance.now() + seconds * 1000;
  // The phase lasts at least its seconds, and until its work is done.
  const note = driver ? await driver.run(ctx, until) : "";
  await sleep(until - performance.now());
  const samples = await pinger.stop();
  return { name, pings: samples.filter((s) => s >= 0), failed: samples.filter((s) => s < 0).length, note };
}

async function main() {
  const size = chosenOption<Size>("size", ["demo", "100k"]);
  const mode = chosenUpstream();
  const phases = chosenPhases();
  const seconds = chosenSeconds();
  const { projects, isFresh } = sizes[size];
  const dataDir = path.join(
    root,
    ".data-bench",
    mode === "real" && isFresh ? "stall-upstream" : sizes[size].dataDir,
  );
  const appDataDir = path.join(root, ".data-bench", "stall-app");
  if (isFresh) fs.rmSync(dataDir, { recursive: true, force: true });
  console.info(
    `Starting the app (${size}, ${projects} demo projects, upstream ${mode}; builds and seeds when needed)…`,
  );
  const setupStarted = performance.now();
  const bench = await startBenchApp({
    mode,
    port,
    dataDir,
    appDataDir,
    projects,
    jwtSecret,
    env: { BACKUP_DIR: backupDirOf(mode === "real" ? appDataDir : dataDir), BACKUP_EVERY_HOURS: "0" },
    timeoutMs: startTimeoutMs,
  });
  let hasFailed = false;
  let pinger: ReturnType<typeof startPinger> | undefined;
  try {
    const { warm } = bench;
    console.info(describeBenchApp(bench, dataDir));
    console.info(
      `set-up ${ms(performance.now() - setupStarted)}; the app's kept lists loaded at start in ${warm.listsMs ?? "?"} ms, its warm-up ${warm.serverMs ?? "?"} ms (${warm.state})`,
    );
    const ctx = await prepare(bench);
    if (mode === "real") {
      const alone = await upstreamAloneMs(ctx);
      console.info(
        `the upstream alone answers the same ${alone.reads} reads, nothing parsed, in ${ms(alone.ms)}: the floor under the kept lists at start`,
      );
    }
    const screens = await warmRoutes(ctx);
    pinger = startPinger(bench.app.origin);
    const drivers: Record<PhaseKey, Driver> = {
      // The plan kept by a phase before expires before (a) asks (lib/shared-lists/derived.ts).
      a: { before: () => sleep(planEveryMs), run: askCutPlans },
      // A plan older than a minute would be made by the first projection asked, not by the replan.
      b: { before: (ctx) => askProjection(ctx, ctx.projectId), run: replanAfterMoves },
      c: { run: reloadKeptLists },
      d: { run: backUp },
      e: { run: openScreens(screens) },
    };
    // The quiet phase too starts once the start-up's own work (first screens, upkeep) is over.
    if ((await settle(pinger, minTargetMs)) === null)
      console.info(`  (the server was not quiet within ${settleTimeoutMs / 1000} s before the quiet phase)`);
    const quiet = await runPhase(pinger, ctx, "quiet", seconds, null);
    const quietP99 = percentile(quiet.pings, 99);
    const p99Target = Math.max(minTargetMs, 3 * quietP99);
    const results: Result[] = [];
    for (const key of phases) {
      // What the last phase started in the background (a reload, a replan) is over before the next.
      const settledMs = await settle(pinger, p99Target);
      if (settledMs === null)
        console.info(
          `  (the server was not quiet again within ${settleTimeoutMs / 1000} s before ${phaseNames[key]})`,
        );
      results.push(await runPhase(pinger, ctx, phaseNames[key], seconds, drivers[key]));
    }
    console.info(
      `\nGET /api/ping every ${pingEveryMs} ms at ${size} size, upstream ${mode} (ms; ${seconds} s a phase):`,
    );
    const line = (result: Result) =>
      `  ${result.name.padEnd(32)} ${String(result.pings.length).padStart(5)} pings  p50 ${percentile(result.pings, 50).toFixed(1).padStart(6)}  p99 ${percentile(result.pings, 99).toFixed(1).padStart(7)}  max ${Math.max(
        ...result.pings,
      )
        .toFixed(1)
        .padStart(7)}${result.failed ? `  (${result.failed} failed)` : ""}`;
    console.info(line(quiet));
    for (const result of results) {
      const p99 = percentile(result.pings, 99);
      const max = Math.max(...result.pings);
      const isMet = result.failed === 0 && p99 <= p99Target && max <= maxTargetMs;
      hasFailed ||= !isMet;
      console.info(`${line(result)}  ${isMet ? "PASS" : "FAIL"}`);
      console.info(`      ${result.note}`);
    }
    console.info(
      `targets during (a)–(e): p99 ≤ max(${minTargetMs}, 3 × quiet p99) = ${p99Target.toFixed(1)} ms, max ≤ ${maxTargetMs} ms, no failed ping`,
    );
  } finally {
    await pinger?.end();
    await bench.stop();
  }
  return hasFailed;
}

runBench(main);
