// `npm run bench:stations`: how fast a department station shows its first
// screen and how smoothly its queue scrolls, on the 100,000-polygon benchmark
// data (.data-bench/100k, made by `npm run bench:api -- --size 100k` or
// `DATA_DIR=.data-bench/100k npm run db:seed -- --projects 20000`). Starts the
// app as `npm start` does, signs a supervisor session, then per department:
// the queue API's first page (first request and warm), and in chromium (1280×800) the
// time to the first card and the frame times while scrolling the whole list.
// The server loads the shared lists in the background at start; the bench prints
// how long that took and measures once the server says it is done (GET /api/ping).
// BENCH_PORT sets the port (3202). `-- --upstream real` serves the data from a
// second server that the app reaches over HTTP (bench/harness/app.ts); its port is BENCH_PORT + 100.
// Then Start and Done of 20 waiting polygons of a department, through the
// station's routes: each step's time and its upstream calls (from /metrics).
// Exits 1 when the first screen of the largest queue takes 1 s or more.
import fs from "node:fs";
import path from "node:path";
import { chosenUpstream, printBenchStart, startBenchApp, type BenchApp } from "./harness/app";
import { launchChromium, signedInContext, signIn } from "./harness/clients";
import { callsBetween, printCalls, upstreamCalls } from "./harness/metrics";
import { median, percentile, printTable, runBench } from "./harness/report";
import { root } from "./harness/server";

const port = Number(process.env.BENCH_PORT ?? 3202);
const origin = `http://127.0.0.1:${port}`;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, ".data-bench", "100k");
const nextAuthSecret = "bench-stations-nextauth-secret-0123456789abcdef";
const jwtSecret = "bench-api-secret-0123456789-abcdefghijklmnop";
const startTimeoutMs = 30 * 60_000;

async function startServer(): Promise<BenchApp> {
  if (!fs.existsSync(path.join(dataDir, "pglite"))) {
    throw new Error(`no benchmark data in ${dataDir}: run \`npm run bench:api -- --size 100k\` first`);
  }
  return startBenchApp({
    mode: chosenUpstream(),
    port,
    dataDir,
    appDataDir: path.join(root, ".data-bench", "stations-app"),
    projects: 20_000,
    jwtSecret,
    env: { NEXTAUTH_SECRET: nextAuthSecret },
    timeoutMs: startTimeoutMs,
  });
}

type QueuePage = {
  department: { id: number; code: string; name: string };
  total: number;
  items: { id: number; stage: string; nextStep: string | null }[];
};

/** Station steps timed from the request to its answer, with the upstream calls each made. */
const stepsTimed = 20;

/** One Start or Done as the station's tablet sends it (same origin, its own Idempotency-Key). */
async function stationStep(
  cookie: string,
  departmentId: number,
  polygonId: number,
  step: "start" | "finish",
) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/departments/${departmentId}/polygons/${polygonId}/${step}`, {
    method: "POST",
    headers: { cookie, origin, "idempotency-key": crypto.randomUUID() },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${step} of ${polygonId}: ${response.status} ${text}`);
  return performance.now() - started;
}

/**
 * Start, then Done, of waiting polygons of a department with a start step:
 * each step's time to its answer and the upstream calls per step (/metrics).
 */
async function timeStationSteps(cookie: string, departments: { id: number; code: string }[]) {
  for (const department of departments) {
    const response = await fetch(`${origin}/api/departments/${department.id}/queue?offset=0&limit=200`, {
      headers: { cookie },
    });
    const page = (await response.json()) as QueuePage;
    const waiting = page.items.filter((item) => item.stage === "waiting" && item.nextStep === "start");
    if (waiting.length < stepsTimed) continue;
    const chosen = waiting.slice(0, stepsTimed).map((item) => item.id);
    for (const step of ["start", "finish"] as const) {
      const before = await upstreamCalls(origin);
      const times: number[] = [];
      for (const polygonId of chosen) times.push(await stationStep(cookie, department.id, polygonId, step));
      const calls = callsBetween(before, await upstreamCalls(origin));
      console.info(
        `\n${step === "start" ? "Start" : "Done"} at ${department.code}, ${chosen.length} steps: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (request → answer)`,
      );
      printCalls(
        `upstream calls per ${step === "start" ? "Start" : "Done"}, and the mean time of one call:`,
        calls,
        chosen.length,
      );
    }
    return;
  }
  console.info(`\nno department has ${stepsTimed} polygons waiting to start: station steps not timed`);
}

async function timeQueue(cookie: string, departmentId: number) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/departments/${departmentId}/queue?offset=0&limit=60`, {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`queue of ${departmentId}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as QueuePage;
  return { ms: performance.now() - started, body };
}

async function main() {
  console.info(`Starting the app on ${dataDir} (upstream ${chosenUpstream()}) …`);
  const bench = await startServer();
  let hasFailed = false;
  try {
    printBenchStart(bench, dataDir);
    const cookie = await signIn(origin, "supervisor");
    const departments = (await (
      await fetch(`${origin}/api/departments`, { headers: { cookie } })
    ).json()) as {
      id: number;
      code: string;
    }[];

    const sizes: { id: number; code: string; total: number }[] = [];
    const rows = [];
    for (const department of departments) {
      const cold = await timeQueue(cookie, department.id);
      const warm: number[] = [];
      for (let i = 0; i < 5; i++) warm.push((await timeQueue(cookie, department.id)).ms);
      sizes.push({ id: department.id, code: department.code, total: cold.body.total });
      rows.push({
        department: department.code,
        polygons: cold.body.total,
        first: cold.ms.toFixed(0),
        "warm (median of 5)": median(warm).toFixed(0),
      });
    }
    printTable(rows, { title: "Queue API, first page of 60 (ms)" });

    const largest = [...sizes].sort((a, b) => b.total - a.total)[0];
    if (!largest) throw new Error("no departments");
    const browser = await launchChromium();
    try {
      const page = await (await signedInContext(browser, cookie)).newPage();
      const firstScreen: number[] = [];
      for (let i = 0; i < 4; i++) {
        const started = performance.now();
        await page.goto(`${origin}/stations/${largest.id}`);
        await page.getByRole("article").first().waitFor();
        firstScreen.push(performance.now() - started);
      }
      const scroll = await page.evaluate(async () => {
        const list = document.querySelector<HTMLElement>('[role="region"][aria-label^="Queue"]');
        if (!list) throw new Error("no queue list");
        const frames: number[] = [];
        let last = performance.now();
        let maxCards = 0;
        // 300 frames of 600 px: past the first page, so pages load while the list scrolls.
        for (let i = 0; i < 300; i++) {
          list.scrollTop += 600;
          await new Promise(requestAnimationFrame);
          const now = performance.now();
          frames.push(now - last);
          last = now;
          maxCards = Math.max(maxCards, list.querySelectorAll("article").length);
        }
        return { frames, maxCards, scrolledPx: list.scrollTop };
      });
      const [cold, ...warm] = firstScreen;
      console.info(
        `\nStation /stations/${largest.id} (${largest.code}, ${largest.total} polygons) in chromium 1280×800`,
      );
      console.info(
        `first card visible: first load ${cold?.toFixed(0)} ms, then median ${median(warm).toFixed(0)} ms`,
      );
      console.info(
        `scrolling 600 px per frame over ${scroll.frames.length} frames: frame p50 ${percentile(scroll.frames, 50).toFixed(1)} ms, p95 ${percentile(scroll.frames, 95).toFixed(1)} ms, max ${Math.max(...scroll.frames).toFixed(1)} ms; at most ${scroll.maxCards} cards in the DOM, ${Math.round(scroll.scrolledPx)} px scrolled`,
      );
      hasFailed = median(warm) >= 1000;
      console.info(`target: first screen under 1 s → ${hasFailed ? "FAIL" : "PASS"}`);
    } finally {
      await browser.close();
    }
    await timeStationSteps(cookie, departments);
  } finally {
    await bench.stop();
  }
  return hasFailed;
}

runBench(main);
