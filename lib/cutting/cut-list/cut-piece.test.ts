// Cuts by ticket on a plan worked out by hand: two pieces side by side in one
// strip (2000 mm along) and one piece after it. The first ticket of the strip
// takes the whole strip off the roll; the other piece of the strip is then
// "in a cut strip": not planned again, and its ticket takes nothing more.
// boundLengthMm is the planned length × lowerBound ÷ used (9000 ÷ 10000).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { insertVelvetRolls, testCutter, velvet } from "@/tests/support/velvet-rolls";
import { cutsSoFar, withoutCutPieces } from "../queue/cut-so-far";
import type { FabricBatch } from "../queue/plan-of-queue";
import type { CuttingPlan } from "../queue/schemas";
import { findRoll } from "../rolls/rolls-store";
import { cutPiece } from "./cut-piece";

let handle: DatabaseHandle;
let rollId = 0;
let otherId = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  [rollId, otherId] = await insertVelvetRolls(handle.db, 1400, [{ lengthMm: 50_000 }, { lengthMm: 30_000 }]);
});
afterAll(() => handle.close());

const planOf = (cuts: CuttingPlan["fabrics"][number]["rolls"][number]["cuts"]): CuttingPlan => ({
  fabrics: [
    {
      materialCode: velvet,
      eanCode: velvet,
      usedMm: 10_000,
      lowerBoundMm: 9_000,
      rolls: [{ rollId, lot: "A1", widthMm: 1400, lengthMm: 50_000, isOffcut: false, cuts }],
      unplanned: [],
    },
  ],
});
const strip = [
  { productionPolygonId: 1, offsetMm: 0, lengthMm: 2000, widthMm: 600, acrossMm: 0 },
  { productionPolygonId: 2, offsetMm: 0, lengthMm: 1500, widthMm: 500, acrossMm: 600 },
];
const after = { productionPolygonId: 3, offsetMm: 2000, lengthMm: 1000, widthMm: 1400, acrossMm: 0 };

describe("cuts by ticket", () => {
  it("takes the whole strip with its first piece and keeps the other piece of the strip pending", async () => {
    const outcome = await cutPiece(
      handle.db,
      planOf([...strip, after]),
      { rollId, productionPolygonId: 2 },
      { by: testCutter, locale: "en" },
    );
    expect(outcome.cut).toMatchObject({ takenMm: 2000, plannedLengthMm: 1500, boundLengthMm: 1350 });
    expect(outcome.cut.strip?.pieces).toEqual([
      { productionPolygonId: 1, lengthMm: 2000, widthMm: 600, acrossMm: 0, boundLengthMm: 1800 },
    ]);
    expect(outcome.roll.lengthLeftMm).toBe(48_000);
    expect(outcome.piecesLeft).toBe(0);

    const so = await cutsSoFar(handle.db, [1, 2, 3]);
    expect([...so.confirmed]).toEqual([[2, 1]]);
    expect(so.pending).toMatchObject([{ productionPolygonId: 1, rollId, lengthMm: 2000 }]);
    const piece = (id: number) => ({
      id: `p${id}`,
      productionPolygonId: id,
      projectId: 9,
      fabric: velvet,
      lengthMm: 1000,
      widthMm: 500,
    });
    const batch = { eanCode: velvet, pieces: [piece(1), piece(2), piece(3)] } as Pick<
      FabricBatch,
      "eanCode" | "pieces"
    > as FabricBatch;
    expect(withoutCutPieces([batch], so)[0]!.pieces.map((p) => p.productionPolygonId)).toEqual([3]);
  });

  it("takes nothing more for a piece lying in the cut strip, then forgets it as pending", async () => {
    // The plan made after the first cut no longer holds the strip's pieces.
    const outcome = await cutPiece(
      handle.db,
      planOf([{ ...after, offsetMm: 0 }]),
      { rollId, productionPolygonId: 1 },
      { by: testCutter, locale: "en" },
    );
    expect(outcome.cut).toMatchObject({ takenMm: 0, plannedLengthMm: 2000, boundLengthMm: 1800 });
    expect(outcome.cut.fromStripEventId).toEqual(expect.any(Number));
    expect((await findRoll(handle.db, rollId)).lengthLeftMm).toBe(48_000);
    expect((await cutsSoFar(handle.db, [1, 2, 3])).pending).toEqual([]);
  });

  it("refuses a ticket the plan cuts from another roll, naming that roll, and changes nothing", async () => {
    const plan = planOf([{ ...after, offsetMm: 0 }]);
    const other = await findRoll(handle.db, otherId);
    await expect(
      cutPiece(
        handle.db,
        plan,
        { rollId: otherId, productionPolygonId: 3 },
        { by: testCutter, locale: "en" },
      ),
    ).rejects.toMatchObject({
      status: 409,
      detail: `The plan cuts P0003 from ${(await findRoll(handle.db, rollId)).code}, not from ${other.code}.`,
    });
    expect((await findRoll(handle.db, otherId)).lengthLeftMm).toBe(30_000);
  });
});
