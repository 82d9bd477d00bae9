// One amount (docs/cutting.md): a curtain cut from a velvet and a lining, with
// a heading tape taken, worked out by hand. The job ticket's pieces are the
// plan's pieces of both fabrics; the tape, and a rail's parts, are taken, not
// planned; the lining's cut, 22 % above its order, is flagged with both
// figures and the velvet's, 3 % above, is not; cutting the velvet leaves the
// lining's pieces in the plan.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { keptItemOf } from "@/lib/production-api/kept-order-spec";
import { orderSpecItemSchema } from "@/lib/production-api/schemas";
import { closeWorkerPool } from "@/lib/workers/pool";
import { openTestDatabase } from "@/tests/support/test-database";
import { takeFromRoll } from "../rolls/roll-usage";
import { insertRoll, listRolls } from "../rolls/rolls-store";
import { cutsSoFar, withoutCutPieces } from "./cut-so-far";
import { cutAmountsOfItems } from "./line-amounts";
import { compareWithOrder } from "./line-materials";
import { fabricBatchesOf, planBatches, toQueueFabricPlan } from "./plan-of-queue";
import { queueLinesOfItem } from "./queue-lines";

const velvet = "8712345000011";
const lining = "8712345000042";
const tape = "8712345000059";
const by = { employeeId: null, name: "Test" };

const material = (
  eanCode: string,
  name: string,
  category: string,
  quantity: number,
  unit: string,
  isMainCategory = false,
) => ({
  isMainCategory,
  childCategory: category,
  interfaceKey: category.toUpperCase(),
  material: { id: Number(eanCode.slice(-4)), eanCode, description: name, category },
  name,
  quantityDescription: `${quantity} ${unit}`,
  calcQuantity: quantity,
});

// 1400 wide, 2500 drop, one polygon: the velvet's order says 6.2 m, the lining's 4.46 m.
const curtainItem = keptItemOf(
  orderSpecItemSchema.parse({
    id: 501,
    lineNumber: 1,
    width: 1400,
    height: 2500,
    polygonType: { id: 1, code: "CUR", description: "Curtain", interfaceKey: "CURTAIN" },
    attributes: { parts: 1 },
    materials: [
      material(velvet, "Velours Amsterdam zand", "curtain-fabric", 6.2, "m", true),
      material(lining, "Voering standaard wit", "lining", 4.46, "m"),
      material(tape, "Plooiband 3-vouw wit", "heading-tape", 3.1, "m"),
    ],
  }),
);
const railItem = keptItemOf(
  orderSpecItemSchema.parse({
    id: 502,
    lineNumber: 2,
    width: 2400,
    polygonType: { id: 6, code: "RAIL", description: "Curtain rail", interfaceKey: "CURTAIN_RAIL" },
    model: { id: 110, value: "RAIL-KS", description: "KS rail", interfaceKey: null },
    materials: [
      material("8712345000165", "Gordijnrail KS aluminium wit", "profile", 2.4, "m", true),
      material("8712345000196", "Glijders KS (50 st.) wit", "gliders", 1, "st"),
    ],
  }),
);
const curtain = { productionPolygonId: 7001, productionProjectId: 9, polygonId: 501 };
// The velvet has a 640 mm pattern repeat; the lining is plain.
const facts = (eanCode: string) =>
  Promise.resolve({ widthMm: 2800, patternRepeatMm: eanCode === velvet ? 640 : 0 });

let handle: DatabaseHandle;
let velvetRollId = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  const roll = { widthMm: 2800, place: null, lot: "A1", lengthMm: 50_000 };
  velvetRollId = (
    await insertRoll(
      handle.db,
      { ...roll, materialCode: velvet, gtin: `0${velvet}`, materialName: "Velours" },
      by,
    )
  ).id;
  await insertRoll(
    handle.db,
    { ...roll, materialCode: lining, gtin: `0${lining}`, materialName: "Voering" },
    by,
  );
});
afterAll(async () => {
  await handle.close();
  await closeWorkerPool();
});

/** Pieces as [length, width], in one order, to compare as lists. */
const sizes = (pieces: readonly { lengthMm: number; widthMm: number }[]) =>
  pieces.map((p) => [p.lengthMm, p.widthMm]).sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!);

describe("one amount: the ticket's pieces are the plan's", () => {
  it("plans the face fabric and the lining of a line, and the ticket shows the same pieces", async () => {
    const { lines, takes } = queueLinesOfItem(curtainItem, curtain);
    expect(lines.map((l) => l.fabric?.eanCode)).toEqual([velvet, lining]);
    expect(takes.map((t) => t.eanCode)).toEqual([tape]);

    const { batches } = await fabricBatchesOf(handle.db, lines, facts);
    const plans = await planBatches(batches, 500, 1_000);
    const planned = new Map(
      batches.map((batch, i) => {
        const plan = toQueueFabricPlan(batch, plans[i]!);
        return [batch.eanCode, sizes(plan.rolls.flatMap((r) => r.cuts))];
      }),
    );
    // 1400 x 2 + 2 x 40 = 2880 across: two widths of 2800 (less 30 per join). Drop 2500 + 100 + 120
    // = 2720: the velvet in whole repeats of 640 (3200), the plain lining as it is.
    expect(planned.get(velvet)).toEqual([
      [3200, 2800],
      [3200, 2800],
    ]);
    expect(planned.get(lining)).toEqual([
      [2720, 2800],
      [2720, 2800],
    ]);

    const inStock = await listRolls(handle.db, { status: "in-stock" });
    const line = { id: curtain.productionPolygonId, productionProjectId: 9, polygonId: 501 };
    const amounts = await cutAmountsOfItems(inStock, [{ line, item: curtainItem }], {
      factsOf: facts,
      tolerancePercent: 15,
    });
    const onTicket = amounts.get(line.id)!;
    expect(onTicket.map((c) => c.eanCode)).toEqual([velvet, lining]);
    for (const cut of onTicket) {
      const expanded = cut.pieces.flatMap((g) => Array.from({ length: g.count }, () => g));
      expect(sizes(expanded), cut.eanCode).toEqual(planned.get(cut.eanCode));
    }
    expect(onTicket.find((c) => c.eanCode === lining)?.pieces).toEqual([
      { count: 2, lengthMm: 2720, widthMm: 2800 },
    ]);
  });

  it("flags a fabric whose cut differs from the order beyond the tolerance, with both figures, and no other", async () => {
    const inStock = await listRolls(handle.db, { status: "in-stock" });
    const line = { id: curtain.productionPolygonId, productionProjectId: 9, polygonId: 501 };
    const amounts = await cutAmountsOfItems(inStock, [{ line, item: curtainItem }], {
      factsOf: facts,
      tolerancePercent: 15,
    });
    const [ofVelvet, ofLining] = amounts.get(line.id)!;
    // Velvet: 6400 mm cut against 6200 ordered, 3 %: within the tolerance.
    expect(ofVelvet).toMatchObject({ cutMm: 6400, orderMm: 6200, differsPercent: 3, isFlagged: false });
    // Lining: 5440 mm cut against 4460 ordered: (5440 - 4460) / 4460 = 22 %.
    expect(ofLining).toMatchObject({ cutMm: 5440, orderMm: 4460, differsPercent: 22, isFlagged: true });
    // A tolerance of 25 % lets it pass.
    const lenient = await cutAmountsOfItems(inStock, [{ line, item: curtainItem }], {
      factsOf: facts,
      tolerancePercent: 25,
    });
    expect(lenient.get(line.id)!.map((c) => c.isFlagged)).toEqual([false, false]);
  });

  it("flags only beyond the tolerance, and never without an order figure", () => {
    expect(compareWithOrder(1150, 1000, 15)).toEqual({ differsPercent: 15, isFlagged: false });
    expect(compareWithOrder(840, 1000, 15)).toEqual({ differsPercent: 16, isFlagged: true });
    expect(compareWithOrder(5000, null, 15)).toEqual({ differsPercent: null, isFlagged: false });
  });
});

describe("what is taken rather than cut", () => {
  it("lists a heading tape and a rail's parts as taken, with the order's quantity, and plans none of them", () => {
    expect(queueLinesOfItem(curtainItem, curtain).takes).toEqual([
      { ...curtain, name: "Plooiband 3-vouw wit", eanCode: tape, quantity: { amount: 3.1, unit: "m" } },
    ]);
    const rail = { productionPolygonId: 7002, productionProjectId: 9, polygonId: 502 };
    const { lines, takes } = queueLinesOfItem(railItem, rail);
    expect(lines).toEqual([]);
    expect(takes.map((t) => [t.name, t.quantity])).toEqual([
      ["Gordijnrail KS aluminium wit", { amount: 2.4, unit: "m" }],
      ["Glijders KS (50 st.) wit", { amount: 1, unit: "st" }],
    ]);
  });
});

describe("cuts so far, fabric by fabric", () => {
  it("takes the velvet's cut pieces out of the plan and leaves the lining's", async () => {
    const { lines } = queueLinesOfItem(curtainItem, curtain);
    const { batches } = await fabricBatchesOf(handle.db, lines, facts);
    for (let i = 0; i < 2; i++)
      await takeFromRoll(
        handle.db,
        velvetRollId,
        {
          lengthMm: 3200,
          detail: {
            productionPolygonId: curtain.productionPolygonId,
            plannedLengthMm: 3200,
            boundLengthMm: 3200,
          },
        },
        by,
      );
    const so = await cutsSoFar(handle.db, [curtain.productionPolygonId]);
    const left = withoutCutPieces(batches, so);
    expect(left.map((b) => [b.eanCode, b.pieces.length])).toEqual([
      [velvet, 0],
      [lining, 2],
    ]);
  });
});
