// The demo workshop's cutting queue for `npm run bench:cutting`: a new
// in-memory demo database (DEMO_PROJECTS, DEMO_SEED as the server makes it,
// its fabric stock included), its embedded production API in process, and
// the cutting department's waiting lines turned into one batch per fabric
// exactly as GET /api/cutting/plan does (lib/cutting/queue). At 100,000
// polygons a fabric's queue is thousands of pieces: the bench plans what is
// cut next (firstLinesOf) on the stock plus new rolls (newRollOf).
import type { CutPiece } from "../lib/cutting/plan/schemas";
import type { FabricBatch } from "../lib/cutting/queue/plan-of-queue";
import { fabricBatchesOf } from "../lib/cutting/queue/plan-of-queue";
import { cuttingQueueLines } from "../lib/cutting/queue/queue-lines";
import { ensureDemoRolls } from "../lib/cutting/rolls/demo-stock";
import { openDatabase } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { createEmbeddedApiHandler } from "../lib/embedded-api/handler";
import { fabricFactsOf } from "../lib/embedded-cpq/fabric-facts";
import { materialCatalogue } from "../lib/embedded-api/demo/materials";
import { createProductionApiClient } from "../lib/production-api/gateway";
import { inProcessFetch } from "../lib/production-api/in-process";
import { demoFabrics, prepareEmbeddedApi } from "../lib/server/embedded-api";
import { signProductionApiToken } from "../lib/server/production-api-token";
import { ensureDefaultWorkflow } from "../lib/workflow/store";

const secret = new TextEncoder().encode("bench-cutting-secret-0123456789-abcdefgh");

/** The CPQ stand-in's facts of a demo fabric (width, pattern repeat), as the route asks the CPQ for them. */
const demoFacts = (eanCode: string) => {
  const material = materialCatalogue.find((m) => m.eanCode === eanCode);
  if (!material) return Promise.resolve(null);
  const facts = fabricFactsOf(material.name, material.category);
  return Promise.resolve({ widthMm: facts.width, patternRepeatMm: facts.patternLength });
};

export async function demoQueueBatches({ projects, seed }: { projects: number; seed: number }) {
  const handle = await openDatabase({ inMemory: true });
  await migrateDatabase(handle);
  const { db } = handle;
  await prepareEmbeddedApi(db, { DEMO_DATA: true, DEMO_SEED: seed, DEMO_PROJECTS: projects });
  await ensureDefaultWorkflow(db);
  await ensureDemoRolls(db, await demoFabrics(db), { seed });
  const handler = createEmbeddedApiHandler({ getDb: () => Promise.resolve(db), secret });
  const upstream = createProductionApiClient({
    baseUrl: "http://embedded.local/production-api",
    fetch: inProcessFetch(handler),
    getToken: () => signProductionApiToken(secret, 1),
  });
  const departments = await upstream.department.getAll();
  const cut = departments.find((d) => d.code === "CUT");
  if (!cut) throw new Error("the demo data has no CUT department");
  const lines = await cuttingQueueLines(db, upstream, cut.id);
  const { batches, withoutFabric } = await fabricBatchesOf(db, lines, demoFacts);
  return {
    handle,
    upstream,
    departmentId: cut.id,
    facts: demoFacts,
    lines: lines.length,
    batches,
    withoutFabric: withoutFabric.length,
  };
}

/** The oldest lines of a fabric's queue (its pieces are in line order), whole lines, up to `maxPieces` pieces. */
export function firstLinesOf(pieces: readonly CutPiece[], maxPieces: number): CutPiece[] {
  const lines = new Map<number, CutPiece[]>();
  for (const piece of pieces)
    lines.set(piece.productionPolygonId, [...(lines.get(piece.productionPolygonId) ?? []), piece]);
  const chosen: CutPiece[] = [];
  for (const line of lines.values()) {
    if (chosen.length + line.length > maxPieces) break;
    chosen.push(...line);
  }
  return chosen;
}

/** Rolls the workshop would order once a fabric's stock runs out: 50 m of the stock's width (else the CPQ's). */
export async function newRollOf(batch: FabricBatch) {
  const widths = batch.stock.map((s) => s.widthMm).sort((a, b) => a - b);
  const widthMm = widths[Math.floor(widths.length / 2)] ?? (await demoFacts(batch.eanCode))?.widthMm;
  return widthMm ? { widthMm, lengthMm: 50_000, lot: "new" } : undefined;
}
