// The demo fabric stock of a new demo database: two to four rolls in stock of
// every fabric the demo orders use, at that fabric's roll width, some partly
// used, a few offcuts; the same seed gives the same stock, made only once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureDemoRolls } from "@/lib/cutting/rolls/demo-stock";
import { listRolls, type Roll } from "@/lib/cutting/rolls/rolls-store";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { demoFabrics, prepareEmbeddedApi } from "@/lib/server/embedded-api";

const now = new Date("2026-03-10T09:00:00.000Z");
const handles: DatabaseHandle[] = [];

/** A new demo database of 8 projects with its stock, and that stock. */
async function demoStock(seed: number) {
  const handle = await openTestDatabase();
  handles.push(handle);
  await prepareEmbeddedApi(handle.db, { DEMO_DATA: true, DEMO_SEED: seed, DEMO_PROJECTS: 8 });
  const fabrics = await demoFabrics(handle.db);
  const outcome = await ensureDemoRolls(handle.db, fabrics, { seed, now });
  return { handle, fabrics, outcome, rolls: await listRolls(handle.db, {}) };
}

const shape = (rolls: Roll[]) =>
  rolls.map((r) => [
    r.materialCode,
    r.lot,
    r.widthMm,
    r.lengthMm,
    r.lengthLeftMm,
    r.isOffcut,
    r.status,
    r.place,
  ]);

let first: Awaited<ReturnType<typeof demoStock>>;
beforeAll(async () => {
  // The demo data is made at "now": the clock is fixed before any of it is made (only Date; timers run).
  vi.useFakeTimers({ now, toFake: ["Date"] });
  first = await demoStock(20261123);
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await Promise.all(handles.map((h) => h.close()));
});

describe("the demo fabric stock", () => {
  it("holds two to four rolls in stock of every fabric the demo uses, at its roll width", () => {
    expect(first.fabrics.length).toBeGreaterThanOrEqual(5);
    for (const fabric of first.fabrics) {
      const inStock = first.rolls.filter(
        (r) => r.materialCode === fabric.materialCode && !r.isOffcut && r.status === "in-stock",
      );
      expect(inStock.length, fabric.name).toBeGreaterThanOrEqual(2);
      expect(inStock.length, fabric.name).toBeLessThanOrEqual(4);
      expect(new Set(inStock.map((r) => r.widthMm))).toEqual(new Set([fabric.widthMm]));
    }
  });

  it("has partly used rolls and a few offcuts, each shorter than the roll it came from", () => {
    const partly = first.rolls.filter(
      (r) => !r.isOffcut && r.status === "in-stock" && r.lengthLeftMm < r.lengthMm,
    );
    expect(partly.length).toBeGreaterThan(0);
    const offcuts = first.rolls.filter((r) => r.isOffcut);
    expect(offcuts.length).toBeGreaterThan(0);
    expect(offcuts.length).toBeLessThan(first.fabrics.length);
    for (const offcut of offcuts) {
      const parent = first.rolls.find((r) => r.id === offcut.parentRollId)!;
      expect(parent).toMatchObject({ status: "used-up", lengthLeftMm: 0, lot: offcut.lot });
      expect(offcut.lengthMm).toBeLessThan(parent.lengthMm);
    }
  });

  it("is the same for the same seed, and made only once", async () => {
    const again = await demoStock(20261123);
    expect(shape(again.rolls)).toEqual(shape(first.rolls));
    expect(await ensureDemoRolls(first.handle.db, first.fabrics, { seed: 1, now })).toBe(
      "skipped (stock exists)",
    );
    const other = await demoStock(7);
    expect(shape(other.rolls)).not.toEqual(shape(first.rolls));
  }, 120_000);
});
