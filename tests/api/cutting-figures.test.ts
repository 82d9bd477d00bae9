// The supervisor's fabric figures (GET /api/cutting/figures) from real roll
// events, written through the rolls' own functions on a fake clock: cuts that
// follow the plan (planned length and bound share in their detail) and one
// that does not, a roll end kept as an offcut, a cut from that offcut and the
// offcut's end as waste. Days and weeks are the workshop's (Europe/Amsterdam,
// UTC+1 in November): a cut at 23:10 UTC on Sunday is Monday's.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as figuresRoute from "@/app/api/cutting/figures/route";
import type { FabricFigures, FabricPeriod } from "@/lib/cutting/figures/schemas";
import { leaveLeftover } from "@/lib/cutting/rolls/offcuts";
import { takeFromRoll } from "@/lib/cutting/rolls/roll-usage";
import { insertRoll, type RollActor } from "@/lib/cutting/rolls/rolls-store";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

// Wednesday 25 November 2026, 12:00 in the workshop.
const now = Date.parse("2026-11-25T11:00:00Z");
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-16T08:00:00Z") });
});
const ctx = setUpApiRoutes();
afterAll(() => {
  vi.useRealTimers();
});

const supervisor = employee(["supervisor"]);
const admin = employee(["admin"]);
const cutter: RollActor = { employeeId: null, name: "Cutter" };
const fabric = {
  materialCode: "8712345678906",
  gtin: "08712345678906",
  materialName: "Linen",
  place: "Rack A",
};
const plan = (productionPolygonId: number, plannedLengthMm: number, boundLengthMm: number) => ({
  productionPolygonId,
  plannedLengthMm,
  boundLengthMm,
});

async function cut(rollId: number, lengthMm: number, iso: string, detail?: unknown) {
  vi.setSystemTime(Date.parse(iso));
  await takeFromRoll(ctx.handle.db, rollId, { lengthMm, detail, at: new Date(iso) }, cutter);
}

beforeAll(async () => {
  const db = ctx.handle.db;
  const rollA = await insertRoll(db, { ...fabric, lot: "L1", widthMm: 1400, lengthMm: 50_000 }, cutter);
  const rollB = await insertRoll(db, { ...fabric, lot: "L2", widthMm: 1400, lengthMm: 2500 }, cutter);
  // Sunday 22 November 23:30 in the workshop: last week's.
  await cut(rollA.id, 3000, "2026-11-22T22:30:00Z", plan(101, 2900, 2800));
  // Monday 23 November 00:10 and 23:59 in the workshop (the second off-plan).
  await cut(rollA.id, 2000, "2026-11-22T23:10:00Z", plan(102, 2000, 1900));
  await cut(rollB.id, 1000, "2026-11-23T22:59:00Z");
  // Tuesday 24 November 00:00: roll B's rest (1500) is kept as an offcut…
  vi.setSystemTime(Date.parse("2026-11-23T23:00:00Z"));
  const { offcut } = await leaveLeftover(db, rollB.id, {}, { minimumMm: 800, by: cutter });
  if (!offcut) throw new Error("roll B's rest should have become an offcut");
  // …cut from at 10:00, and its last 300 mm are waste.
  await cut(offcut.id, 1200, "2026-11-24T09:00:00Z", plan(103, 1200, 1150));
  vi.setSystemTime(Date.parse("2026-11-24T09:05:00Z"));
  const end = await leaveLeftover(db, offcut.id, {}, { minimumMm: 800, by: cutter });
  expect(end.offcut).toBeNull();
  vi.setSystemTime(now);
});

async function figures(query: string, as = supervisor) {
  const response = await figuresRoute.GET(await apiRequest(`/api/cutting/figures?${query}`, { as }));
  expect(response.status).toBe(200);
  return json<FabricFigures>(response);
}

const nothing = {
  cuts: 0,
  usedMm: 0,
  usedOnPlanMm: 0,
  plannedMm: 0,
  boundMm: 0,
  overPlanPercent: null,
  overBoundPercent: null,
  wasteMm: 0,
  wastePercent: null,
  offcutCuts: 0,
  offcutMm: 0,
} satisfies Omit<FabricPeriod, "start">;

describe("fabric figures per workshop day", () => {
  it("counts a cut in the day of the workshop's clock, with used against planned and bound, waste and offcuts", async () => {
    const { days, timeZone } = await figures("days=3&weeks=1");
    expect(timeZone).toBe("Europe/Amsterdam");
    expect(days).toEqual([
      {
        ...nothing,
        start: "2026-11-23",
        // 00:10 on plan and 23:59 off plan; Sunday's 23:30 is not Monday's.
        cuts: 2,
        usedMm: 3000,
        usedOnPlanMm: 2000,
        plannedMm: 2000,
        boundMm: 1900,
        overPlanPercent: 0,
        overBoundPercent: 5.3,
        wastePercent: 0,
      },
      {
        ...nothing,
        start: "2026-11-24",
        cuts: 1,
        usedMm: 1200,
        usedOnPlanMm: 1200,
        plannedMm: 1200,
        boundMm: 1150,
        overPlanPercent: 0,
        overBoundPercent: 4.3,
        wasteMm: 300,
        wastePercent: 20,
        offcutCuts: 1,
        offcutMm: 1200,
      },
      { ...nothing, start: "2026-11-25" },
    ]);
  });
});

describe("fabric figures per workshop week", () => {
  it("runs weeks Monday to Sunday on the workshop's clock, an admin may read them too", async () => {
    const { weeks, days } = await figures("days=1&weeks=2", admin);
    expect(days.map((d) => d.start)).toEqual(["2026-11-25"]);
    expect(weeks).toEqual([
      {
        ...nothing,
        start: "2026-11-16",
        cuts: 1,
        usedMm: 3000,
        usedOnPlanMm: 3000,
        plannedMm: 2900,
        boundMm: 2800,
        overPlanPercent: 3.4,
        overBoundPercent: 7.1,
        wastePercent: 0,
      },
      {
        start: "2026-11-23",
        cuts: 3,
        usedMm: 4200,
        usedOnPlanMm: 3200,
        plannedMm: 3200,
        boundMm: 3050,
        overPlanPercent: 0,
        overBoundPercent: 4.9,
        wasteMm: 300,
        wastePercent: 6.7,
        offcutCuts: 1,
        offcutMm: 1200,
      },
    ]);
  });

  it("refuses a period out of range with a 400 that names it", async () => {
    const response = await figuresRoute.GET(
      await apiRequest("/api/cutting/figures?weeks=27", { as: supervisor }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("weeks must be a whole number from 1 to 26");
  });
});
