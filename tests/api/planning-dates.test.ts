// Issue 40, item 7: POST /api/planning/capacity took 2026-11-31 and 2027-02-30
// (201, stored, and the hours then lost), and a standard of 5e-324 minutes was
// taken. Every day the planning and working-time routes take is now a day the
// calendar has (lib/base/calendar-day.ts), and minutes are sane: a capacity
// change is whole minutes within a day either way, a standard 0.01 to 1440
// minutes in hundredths. The clock is a Wednesday 06:00 in the workshop.
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import * as capacityRoute from "@/app/api/planning/capacity/route";
import * as lateRoute from "@/app/api/planning/late/route";
import * as standardsRoute from "@/app/api/planning/standards/route";
import * as reportCsvRoute from "@/app/api/work-time/report/csv/route";
import * as reportRoute from "@/app/api/work-time/report/route";
import { planningCapacityAdjustments, planningStandardOverrides } from "@/lib/db/schema";
import { forgetWorkshopPlan } from "@/lib/planning/projection";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T05:00:00Z") });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);
const admin = employee(["admin"]);
type Problem = { status: number; errors?: Record<string, string[]> };

const adjustments = () =>
  ctx.handle.db.select().from(planningCapacityAdjustments).orderBy(asc(planningCapacityAdjustments.id));
const overrides = () => ctx.handle.db.select().from(planningStandardOverrides);

async function adjust(body: Record<string, unknown>) {
  forgetWorkshopPlan();
  return capacityRoute.POST(
    await apiRequest("/api/planning/capacity", {
      method: "POST",
      as: supervisor,
      body: { departmentId: ctx.ids.departments.PACK, reason: "overtime", ...body },
    }),
  );
}

const setStandard = async (minutes: unknown) =>
  standardsRoute.PUT(
    await apiRequest("/api/planning/standards", {
      method: "PUT",
      as: admin,
      body: { productionDepartmentId: ctx.ids.departments.CUT, minutes },
    }),
  );

describe("POST /api/planning/capacity", () => {
  it.each(["2026-11-31", "2027-02-30", "2027-02-29", "2026-12-32", "2026-13-01", "2026-12-00", "0001-01-01"])(
    "refuses the day %s, which the calendar does not have, with a 400 on day, and stores nothing",
    async (day) => {
      const before = await adjustments();
      const response = await adjust({ day, minutes: 60 });
      expect(response.status).toBe(400);
      expect((await json<Problem>(response)).errors).toHaveProperty("day");
      expect(await adjustments()).toEqual(before);
    },
  );

  it.each([5e-324, 0.5, 1441, -1441, 1e308, "60", true])(
    "refuses %j minutes (whole minutes, at most a day either way)",
    async (minutes) => {
      const before = await adjustments();
      const response = await adjust({ day: "2026-11-30", minutes });
      expect(response.status).toBe(400);
      expect((await json<Problem>(response)).errors).toHaveProperty("minutes");
      expect(await adjustments()).toEqual(before);
    },
  );

  it("takes the last days of November and December, and stores them as typed", async () => {
    expect((await adjust({ day: "2026-11-30", minutes: 1440 })).status).toBe(201);
    expect((await adjust({ day: "2026-12-31", minutes: -1440 })).status).toBe(201);
    const stored = (await adjustments()).map((row) => [row.day, row.minutes]);
    expect(stored).toEqual([
      ["2026-11-30", 1440],
      ["2026-12-31", -1440],
    ]);
  });
});

describe("GET /api/planning/late (the what-if)", () => {
  it("refuses a what-if on a day the calendar does not have, and takes a real one", async () => {
    const { PACK } = ctx.ids.departments;
    const late = async (query: string) => {
      forgetWorkshopPlan();
      return lateRoute.GET(
        await apiRequest(`/api/planning/late?departmentId=${PACK}&${query}`, { as: supervisor }),
      );
    };
    const refused = await late("day=2026-11-31&minutes=60");
    expect(refused.status).toBe(400);
    expect((await json<Problem>(refused)).errors).toHaveProperty("day");
    expect((await late("day=2026-11-30&minutes=5e-324")).status).toBe(400);
    expect((await late("day=2026-11-30&minutes=60")).status).toBe(200);
  });
});

describe("PUT /api/planning/standards", () => {
  it.each([5e-324, 0, 0.001, 12.345, 1440.01, 10_000, -5, 1e308])(
    "refuses a standard of %j minutes, and stores nothing",
    async (minutes) => {
      const response = await setStandard(minutes);
      expect(response.status).toBe(400);
      expect(Object.keys((await json<Problem>(response)).errors ?? {})).toEqual(["minutes"]);
      expect(await overrides()).toEqual([]);
    },
  );

  it("takes 0.01, hundredths (0.29, 12.25) and a whole day", async () => {
    for (const minutes of [0.01, 0.29, 12.25, 1440]) {
      expect((await setStandard(minutes)).status).toBe(200);
      expect((await overrides()).map((row) => row.minutes)).toEqual([minutes]);
    }
  });
});

describe("GET /api/work-time/report", () => {
  it.each([
    ["from=2026-02-30&to=2026-03-02", "from"],
    ["from=2026-11-01&to=2026-11-31", "to"],
    ["from=0001-01-01&to=0001-01-02", "from"],
    ["from=2026-11-01&to=2027-02-29", "to"],
  ])("refuses %s with a 400 naming %s", async (query, field) => {
    for (const handler of [reportRoute.GET, reportCsvRoute.GET]) {
      const response = await handler(await apiRequest(`/api/work-time/report?${query}`, { as: supervisor }));
      expect(response.status).toBe(400);
      expect((await json<Problem>(response)).errors).toHaveProperty(field);
    }
  });

  it("answers a period that ends on the last day of February", async () => {
    const response = await reportRoute.GET(
      await apiRequest("/api/work-time/report?from=2026-02-01&to=2026-02-28", { as: supervisor }),
    );
    expect(response.status).toBe(200);
  });
});
