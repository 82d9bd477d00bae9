// `npm run bench:trace`: lot tracing on the 100,000-polygon data with a year
// of cuts (DEMO_PROJECTS=20000 as the benchmarks make it, its demo stock and
// the demo's cut history: lib/cutting/rolls/demo-cut-history.ts), loaded in
// memory with its embedded production API in process, as bench:cutting does.
// Times what GET /api/trace/lots/{lot} and GET /api/trace/lines/{id} do past
// the route's wrapper: the trace through a new gateway client per request
// (its memo is per request) and the answer checked against its schema. Lots:
// L24-172 and the largest lots, each first cold (its rows not read yet: with
// --data-dir, the database's pages not in memory yet) and then again; lines:
// those lots' lines. As in the server, the shared status lists are loaded
// first (the warm-up's set-based read) and the lines' order lines and
// packages are read set-based (lib/trace/line-facts.ts). `-- --projects N`
// for another size; `-- --data-dir DIR` opens a data directory of that data
// instead (PGlite in DIR/pglite; use a copy: the bench writes the demo stock
// and cut history into it when they are missing). Exits 1 when the p95 of a
// lot is over 300 ms or of a line over 100 ms. docs/traceability.md.
import { sql } from "drizzle-orm";
import { demoRecallLot, ensureDemoCutHistory } from "../lib/cutting/rolls/demo-cut-history";
import { ensureDemoRolls } from "../lib/cutting/rolls/demo-stock";
import { openDatabase, queryRows } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { createEmbeddedApiHandler } from "../lib/embedded-api/handler";
import { findKeptPolygons } from "../lib/embedded-api/queries/kept-lists";
import { traceReadsOver } from "../lib/embedded-api/queries/trace-reads";
import { createProductionApiClient } from "../lib/production-api/gateway";
import { inProcessFetch } from "../lib/production-api/in-process";
import { demoCutLines, demoFabrics, prepareEmbeddedApi } from "../lib/server/embedded-api";
import { signProductionApiToken } from "../lib/server/production-api-token";
import { reloadQueueListsFrom, warmQueueListsFrom } from "../lib/shared-lists/status-lists";
import { lineTraceSchema, lotTraceSchema } from "../lib/trace/schemas";
import { traceLine } from "../lib/trace/trace-line";
import { traceLot } from "../lib/trace/trace-lot";
import { ensureDefaultWorkflow, loadWorkflow } from "../lib/workflow/store";
import { median, optionOf, percentile, printTable, runBench } from "./harness/report";

const secret = new TextEncoder().encode("bench-trace-secret-0123456789-abcdefghij");
const targets = { lotMs: 300, lineMs: 100 };
const seed = 20261123;
const lotsTimed = 20;
const linesTimed = 100;

const row = (request: string, values: number[], target: number) => ({
  request,
  "median ms": median(values).toFixed(0),
  "p95 ms": percentile(values, 95).toFixed(0),
  "max ms": Math.max(...values).toFixed(0),
  "target ms": `≤ ${target} (p95)`,
});

async function main() {
  const projects = Number(optionOf("projects") ?? 20_000);
  const dataDir = optionOf("data-dir");
  const loadStarted = performance.now();
  const handle = await openDatabase(dataDir ? { dataDir, inWorker: false } : { inMemory: true });
  await migrateDatabase(handle);
  const { db } = handle;
  await prepareEmbeddedApi(db, { DEMO_DATA: true, DEMO_SEED: seed, DEMO_PROJECTS: projects });
  await ensureDefaultWorkflow(db);
  const fabrics = await demoFabrics(db);
  await ensureDemoRolls(db, fabrics, { seed });
  const lines = await demoCutLines(
    db,
    fabrics.map((f) => f.materialCode),
  );
  const history = await ensureDemoCutHistory(db, fabrics, lines, { seed });
  // The shared status lists, as the server's warm-up loads them (and reloads them, set-based).
  const statusValues = (await loadWorkflow(db)).statuses.map((s) => s.value);
  const noWork = () => Promise.resolve([]);
  await warmQueueListsFrom(
    { polygons: (values) => findKeptPolygons(db, values), work: noWork },
    { statusValues, departmentIds: [] },
  );
  reloadQueueListsFrom({ polygons: (values) => findKeptPolygons(db, values, 250), work: noWork });
  const reads = traceReadsOver(db);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const handler = createEmbeddedApiHandler({ getDb: () => Promise.resolve(db), secret });
  // A new client per request: the gateway's memo reads a record once per request, not across them.
  const client = () =>
    createProductionApiClient({
      baseUrl: "http://embedded.local/production-api",
      fetch: inProcessFetch(handler),
      getToken: () => signProductionApiToken(secret, 1),
    });

  const largest = await queryRows<{ lot: string; material_code: string; cuts: number }>(
    db,
    sql`
    select r.lot, r.material_code, count(*)::int as cuts
    from app.rolls r join app.roll_events e on e.roll_id = r.id and e.kind = 'cut'
    where r.lot is not null group by r.lot, r.material_code order by count(*) desc limit ${lotsTimed}`,
  );
  const story = await queryRows<{ material_code: string }>(
    db,
    sql`select distinct material_code from app.rolls where lot = ${demoRecallLot}`,
  );
  const lots = [
    ...story.map((s) => ({ lot: demoRecallLot, materialCode: s.material_code })),
    ...largest.map((l) => ({ lot: l.lot, materialCode: l.material_code })),
  ];
  const cold: number[] = [];
  const warm: number[] = [];
  const lineIds = new Set<number>();
  let linesPerLot = 0;
  for (const pass of [cold, warm]) {
    for (const { lot, materialCode } of lots) {
      const started = performance.now();
      const trace = lotTraceSchema.parse(
        await traceLot(db, client(), lot, { materialCode }, "en", { reads }),
      );
      pass.push(performance.now() - started);
      linesPerLot = Math.max(linesPerLot, trace.lines.length);
      for (const line of trace.lines) if (lineIds.size < linesTimed) lineIds.add(line.productionPolygonId);
    }
  }
  const lineTimes: number[] = [];
  for (const id of lineIds) {
    const started = performance.now();
    lineTraceSchema.parse(await traceLine(db, client(), id));
    lineTimes.push(performance.now() - started);
  }

  console.log(
    `\nLot tracing, ${dataDir ? `data in ${dataDir}` : `DEMO_PROJECTS=${projects} (seed ${seed})`}, loaded${dataDir ? "" : " in memory"} in ${loadSeconds.toFixed(0)} s; cut history: ${history}. ` +
      `${lots.length} lots timed (${demoRecallLot} and the lots with the most cuts, up to ${linesPerLot} lines), ${lineTimes.length} of their lines.\n`,
  );
  printTable(
    [
      row("GET /api/trace/lots/{lot}, first time (its rows not read yet)", cold, targets.lotMs),
      row("GET /api/trace/lots/{lot}, again", warm, targets.lotMs),
      row("GET /api/trace/lines/{id}", lineTimes, targets.lineMs),
    ],
    { markdown: true },
  );
  await handle.close();
  const failures = [
    percentile(cold, 95) > targets.lotMs && "lot (cold)",
    percentile(warm, 95) > targets.lotMs && "lot",
    percentile(lineTimes, 95) > targets.lineMs && "line",
  ].filter(Boolean);
  if (failures.length > 0) console.log(`\nMissed: ${failures.join(", ")}`);
  return failures.length > 0;
}

runBench(main);
