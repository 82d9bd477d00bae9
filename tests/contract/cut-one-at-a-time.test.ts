// Two app servers on one database (two pools: two handles, each with its own
// one-at-a-time chain) race two cuts of one ticket. Each reads the plan and
// cuts; the second must read the plan the first left, so each cut takes one
// piece of the line and no piece is cut twice. On PostgreSQL the department's
// advisory lock makes that hold; on PGlite there is one process, one handle
// and its chain (docs/cutting.md, "One cut at a time, on every server").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { oneCutAtATime } from "@/lib/cutting/cut-list/one-at-a-time";
import { cutPiece } from "@/lib/cutting/cut-list/cut-piece";
import { cutsSoFar, withoutCutPieces } from "@/lib/cutting/queue/cut-so-far";
import { planBatches, toQueueFabricPlan, type FabricBatch } from "@/lib/cutting/queue/plan-of-queue";
import type { CuttingPlan } from "@/lib/cutting/queue/schemas";
import { findRoll, insertRoll, listRolls } from "@/lib/cutting/rolls/rolls-store";
import { openDatabase, type Database, type DatabaseHandle } from "@/lib/db/client";
import { rollEvents } from "@/lib/db/schema";
import { openTestDatabase, testDatabaseKind } from "@/tests/support/test-database";

const velvet = "8712345000028";
const by = { employeeId: null, name: "Test" };
const departmentId = 3;
const line = 41;
let serverA: DatabaseHandle;
let serverB: DatabaseHandle;
let rollId = 0;

beforeAll(async () => {
  const opened = await openTestDatabase();
  serverA = opened;
  // A second pool on the same PostgreSQL database is a second server; PGlite has one process only.
  serverB = opened.url ? await openDatabase({ databaseUrl: opened.url }) : opened;
  const roll = {
    materialCode: velvet,
    gtin: `0${velvet}`,
    materialName: "Velours",
    widthMm: 1400,
    place: null,
  };
  rollId = (await insertRoll(serverA.db, { ...roll, lot: "B7", lengthMm: 50_000 }, by)).id;
}, 60_000);
afterAll(async () => {
  if (serverB !== serverA) await serverB.close();
  await serverA.close();
});

/** The line's two full-width pieces (each its own strip across the roll). */
const pieces = [2000, 1500].map((lengthMm, i) => ({
  id: `p${i}`,
  productionPolygonId: line,
  projectId: 9,
  fabric: velvet,
  lengthMm,
  widthMm: 1400,
}));

/** What a server plans: the line without what is cut of it so far, on the stock as it is now. */
async function planOn(db: Database): Promise<CuttingPlan> {
  const stock = await listRolls(db, { status: "in-stock", materialCode: velvet });
  const batch: FabricBatch = {
    eanCode: velvet,
    name: "Velours",
    pieces,
    stock: stock.map((r) => ({
      id: String(r.id),
      lot: r.lot ?? "-",
      widthMm: r.widthMm,
      lengthMm: r.lengthLeftMm,
      isOffcut: r.isOffcut,
    })),
    rolls: new Map(stock.map((r) => [String(r.id), r])),
    unplanned: [],
  };
  const [left] = withoutCutPieces([batch], await cutsSoFar(db, [line]));
  const [plan] = await planBatches([left!], 500, 300);
  return { fabrics: [toQueueFabricPlan(left!, plan!)] };
}

/** One server's cut of the line's ticket: read the plan, (a scanner's moment later) take the piece. */
const cutOn = (server: DatabaseHandle) =>
  oneCutAtATime(server.db, departmentId, async () => {
    const plan = await planOn(server.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return cutPiece(server.db, plan, { rollId, productionPolygonId: line }, { by, locale: "en" });
  });

describe(`one cut at a time per department across servers (${testDatabaseKind})`, () => {
  it("takes one piece for each of two cuts of one ticket sent to two servers at once, none twice", async () => {
    const [a, b] = await Promise.all([cutOn(serverA), cutOn(serverB)]);
    expect([a.piecesLeft, b.piecesLeft].sort()).toEqual([0, 1]);
    expect([a.cut.plannedLengthMm, b.cut.plannedLengthMm].sort()).toEqual([1500, 2000]);
    expect((await findRoll(serverA.db, rollId)).lengthLeftMm).toBe(50_000 - 2000 - 1500);
    const cuts = await serverA.db
      .select({ lengthMm: rollEvents.lengthMm })
      .from(rollEvents)
      .where(and(eq(rollEvents.rollId, rollId), eq(rollEvents.kind, "cut")));
    expect(cuts.map((c) => c.lengthMm).sort()).toEqual([1500, 2000]);
  });

  it("finds the line cut for a third scan of its ticket (409, nothing taken)", async () => {
    await expect(cutOn(serverB)).rejects.toMatchObject({ code: "conflict" });
    expect((await findRoll(serverA.db, rollId)).lengthLeftMm).toBe(50_000 - 3500);
  });
});
