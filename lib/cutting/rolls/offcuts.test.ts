// The offcut rule and the label of an offcut, with a real database (PGlite).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { isOffcutLength, leaveLeftover } from "./offcuts";
import { insertRoll, listRolls } from "./rolls-store";

let handle: DatabaseHandle;
const by = { employeeId: 7, name: "Cutter" };
const at = new Date("2026-11-20T09:00:00Z");

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

const roll = (lot: string, lengthMm = 30_000) =>
  insertRoll(
    handle.db,
    {
      materialCode: "4012345000016",
      gtin: "04012345000016",
      materialName: "Linen",
      lot,
      widthMm: 2800,
      lengthMm,
      place: "R1",
      at,
    },
    by,
  );

describe("the offcut rule", () => {
  it("keeps only what is longer than the minimum", () => {
    expect(isOffcutLength(501, 500)).toBe(true);
    expect(isOffcutLength(500, 500)).toBe(false);
    expect(isOffcutLength(0, 0)).toBe(false);
  });

  it("turns a long leftover into an offcut with its own code, lot and width, and its label", async () => {
    const parent = await roll("L1");
    const outcome = await leaveLeftover(
      handle.db,
      parent.id,
      { lengthMm: 900, confirmed: true },
      { minimumMm: 500, by, at },
    );
    expect(outcome.offcut).toMatchObject({
      lot: "L1",
      widthMm: 2800,
      lengthLeftMm: 900,
      parentRollId: parent.id,
    });
    expect(outcome.label).toEqual({
      barcode: outcome.offcut!.code,
      material: "Linen",
      materialCode: "4012345000016",
      lot: "L1",
      widthMm: 2800,
      lengthMm: 900,
      place: "R1",
    });
    expect(outcome.offcut!.code).not.toBe(parent.code);
    // What the 30 m roll had left beyond the 900 mm kept is waste, not lost from the figures.
    expect(outcome.shortfallMm).toBe(29_100);
  });

  it("makes a short leftover waste, and lists offcuts before rolls", async () => {
    const parent = await roll("L2");
    const outcome = await leaveLeftover(
      handle.db,
      parent.id,
      { lengthMm: 500, confirmed: true },
      { minimumMm: 500, by, at },
    );
    expect(outcome).toMatchObject({ roll: { status: "waste" }, offcut: null, label: null });
    const stock = await listRolls(handle.db, { materialCode: "4012345000016", status: "in-stock" });
    expect(stock.map((r) => r.isOffcut)).toEqual([true]);
    await roll("L3", 10_000);
    const again = await listRolls(handle.db, { materialCode: "4012345000016", status: "in-stock" });
    expect(again.map((r) => [r.isOffcut, r.lengthLeftMm])).toEqual([
      [true, 900],
      [false, 10_000],
    ]);
  });

  it("refuses 0 mm or a leftover far below the length left unless confirmed, and keeps the roll", async () => {
    const parent = await roll("L4", 20_000);
    for (const lengthMm of [0, 12_000])
      await expect(
        leaveLeftover(handle.db, parent.id, { lengthMm }, { minimumMm: 500, by, at }),
      ).rejects.toMatchObject({ status: 409 });
    const near = await leaveLeftover(handle.db, parent.id, { lengthMm: 19_600 }, { minimumMm: 500, by, at });
    expect(near).toMatchObject({ shortfallMm: 400, offcut: { lengthMm: 19_600 } });
  });
});
