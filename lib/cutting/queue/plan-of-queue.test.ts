// From queue lines to a fabric's plan, worked out by hand: a curtain on a
// patterned fabric cut in whole repeats and full widths, its first drop from
// the offcut of its lot; a line of a fabric with no stock, and one whose
// order line lacks its drop, unplanned with the sentence why.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { closeWorkerPool } from "@/lib/workers/pool";
import { haveSameClass } from "@/tests/support/hidden-classes";
import { openTestDatabase } from "@/tests/support/test-database";
import { insertVelvetRolls, velvet } from "@/tests/support/velvet-rolls";
import { fabricBatchesOf, planBatches, toQueueFabricPlan } from "./plan-of-queue";
import { ruleOfProduct } from "./product-rules";
import type { QueueLine } from "./queue-lines";

const linen = "8712345000028";
const curtain = ruleOfProduct("CURTAIN", null)!;
let handle: DatabaseHandle;
let rollId = 0;
let offcutId = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  [rollId, offcutId] = await insertVelvetRolls(handle.db, 2800, [
    { lengthMm: 50_000 },
    { lengthMm: 3_800, isOffcut: true },
  ]);
});
afterAll(async () => {
  await handle.close();
  await closeWorkerPool();
});

const line = (id: number, eanCode: string, need: QueueLine["need"]): QueueLine => ({
  productionPolygonId: id,
  productionProjectId: 9,
  polygonId: id,
  fabric: { eanCode, name: null },
  need,
  enteredAt: null,
});

describe("the plan of queue lines", () => {
  it("cuts a 3 m curtain at fullness 2 in three 2.8 m widths of whole 640 mm repeats, the offcut first", async () => {
    const lines = [
      line(1, velvet, {
        line: { productionPolygonId: 1, projectId: 9, widthMm: 3000, heightMm: 2500 },
        rule: curtain,
      }),
      line(2, velvet, { reason: "its order line has no height" }),
    ];
    const facts = () => Promise.resolve({ widthMm: 2800, patternRepeatMm: 640 });
    const { batches } = await fabricBatchesOf(handle.db, lines, facts);
    const [plan] = await planBatches(batches, 500, 3_000);
    const answer = toQueueFabricPlan(batches[0]!, plan!);
    // 3000 x 2 + 2 x 40 side hems = 6080 mm of width: three widths of 2800 less 30 mm per join.
    // Drop 2500 + 100 hem + 120 heading = 2720, up to whole repeats of 640: 3200 mm.
    const cuts = answer.rolls.flatMap((r) => r.cuts.map((c) => ({ rollId: r.rollId, ...c })));
    expect(cuts.map((c) => [c.lengthMm, c.widthMm, c.acrossMm])).toEqual([
      [3200, 2800, 0],
      [3200, 2800, 0],
      [3200, 2800, 0],
    ]);
    expect(cuts.filter((c) => c.rollId === offcutId)).toHaveLength(1);
    expect(cuts.filter((c) => c.rollId === rollId).map((c) => c.offsetMm)).toEqual([0, 3200]);
    // The offcut keeps a rest of 600 mm, longer than the minimum: an offcut still, not waste.
    expect(answer.usedMm).toBe(9600);
    expect(answer.lowerBoundMm).toBeLessThanOrEqual(answer.usedMm);
    expect(answer.unplanned).toEqual([{ productionPolygonId: 2, reason: "Its order line has no height." }]);
  });

  it("hands the request thread, which keeps the plan, each cut with its fields in place", async () => {
    const lines = [
      line(4, velvet, {
        line: { productionPolygonId: 4, projectId: 9, widthMm: 1200, heightMm: 2000 },
        rule: curtain,
      }),
    ];
    const facts = () => Promise.resolve({ widthMm: 2800, patternRepeatMm: 0 });
    const { batches } = await fabricBatchesOf(handle.db, lines, facts);
    const [plan] = await planBatches(batches, 500, 1_000);
    const cuts = plan!.rolls.flatMap((r) => r.cuts);
    expect(cuts.length).toBeGreaterThan(0);
    // The hidden class JSON.parse (and a literal of the same fields) gives: a cut's six fields in
    // the object itself. A structured clone from the worker gave it another, with an array of
    // its fields beside it, one more object for every collection to mark (lib/workers/task.ts).
    for (const cut of cuts) expect(haveSameClass(cut, JSON.parse(JSON.stringify(cut)) as object)).toBe(true);
  });

  it("leaves a line of a fabric with no roll in stock unplanned, saying so", async () => {
    const lines = [
      line(3, linen, {
        line: { productionPolygonId: 3, projectId: 9, widthMm: 900, heightMm: 1500 },
        rule: curtain,
      }),
    ];
    const { batches } = await fabricBatchesOf(handle.db, lines);
    const [plan] = await planBatches(batches, 500, 1_000);
    expect(toQueueFabricPlan(batches[0]!, plan!)).toMatchObject({
      materialCode: linen,
      rolls: [],
      unplanned: [{ productionPolygonId: 3, reason: "No roll of its fabric is in stock." }],
    });
  });
});
