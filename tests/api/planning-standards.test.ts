// The admin's standard times (issue 26, item 1): what the floor's finished
// jobs teach per department and product (how many jobs, the median, the
// middle half), and the admin's override of a department's minutes per line,
// which the plan then uses; audited, admins only. The clock is set before any
// data is made (a Wednesday 06:00 in the workshop).
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import * as projectionRoute from "@/app/api/planning/projection/route";
import * as standardsRoute from "@/app/api/planning/standards/route";
import { auditLog, workTimeEntries } from "@/lib/db/schema";
import { forgetWorkshopPlan } from "@/lib/planning/projection";
import type { StandardRow } from "@/lib/planning/standards-admin";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T05:00:00Z") });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes();
const admin = employee(["admin"]);
const supervisor = employee(["supervisor"]);

const job = (polygonId: number, product: string, minutes: number) => ({
  employeeId: 1,
  employeeName: "Cutter",
  productionPolygonId: polygonId,
  productionDepartmentId: ctx.ids.departments.CUT,
  departmentName: "CUT room",
  productionProjectId: 1,
  product,
  startedAt: new Date("2026-11-20T08:00:00Z"),
  endedAt: new Date(Date.parse("2026-11-20T08:00:00Z") + minutes * 60_000),
  endReason: "done",
});

async function standards(as = admin) {
  const response = await standardsRoute.GET(await apiRequest("/api/planning/standards", { as }));
  return {
    status: response.status,
    rows: response.status === 200 ? (await json<{ standards: StandardRow[] }>(response)).standards : [],
  };
}

const put = async (body: unknown, as = admin) =>
  standardsRoute.PUT(await apiRequest("/api/planning/standards", { method: "PUT", as, body }));

async function firstCutFinish() {
  forgetWorkshopPlan();
  const response = await projectionRoute.GET(
    await apiRequest(`/api/planning/projection?productionProjectId=${ctx.ids.productionProjectId}`, {
      as: supervisor,
    }),
  );
  const body = await json<{ lines: { departments: { projectedFinish: string }[] }[] }>(response);
  return body.lines[0]?.departments[0]?.projectedFinish;
}

describe("the standard times an admin sees and overrides", () => {
  it("lists each department's and product's learned minutes: jobs, median, middle half, trusted from 3 jobs", async () => {
    await ctx.handle.db
      .insert(workTimeEntries)
      .values([
        job(9001, "Wave curtain", 20),
        job(9002, "Wave curtain", 30),
        job(9003, "Wave curtain", 40),
        job(9004, "Wave curtain", 100),
        job(9005, "Roller blind", 15),
      ]);
    const { rows } = await standards();
    const cut = rows.filter((r) => r.productionDepartmentId === ctx.ids.departments.CUT);
    // The department over all products first, then its products by name.
    expect(cut.map((r) => [r.product, r.jobs, r.isTrusted, r.medianMinutes, r.spread])).toEqual([
      [null, 5, true, 30, [20, 40]],
      ["Roller blind", 1, false, 15, [15, 15]],
      // Sorted 20, 30, 40, 100: the median between 30 and 40, the middle half from 27.5 to 55.
      ["Wave curtain", 4, true, 35, [27.5, 55]],
    ]);
    expect(cut.every((r) => r.override === null)).toBe(true);
    expect((await standards(supervisor)).status).toBe(200);
    expect((await standards(employee(["operator"], [ctx.ids.departments.CUT]))).status).toBe(403);
  });

  it("an admin's override of cutting's minutes moves the plan; taken away, the learned figure counts again", async () => {
    const learned = await firstCutFinish();
    // Learned: the department's mean (none of 15, 20, 30, 40, 100 over five times the median), 41 minutes
    // of a 510-minute day (one person at 85 %) from 07:00.
    expect(learned).toBe("2026-11-25T07:48:14.118+01:00");

    expect(
      (await put({ productionDepartmentId: ctx.ids.departments.CUT, minutes: 60 }, supervisor)).status,
    ).toBe(403);
    const saved = await put({ productionDepartmentId: ctx.ids.departments.CUT, minutes: 60 });
    expect(saved.status).toBe(200);
    const [row] = (await standards()).rows.filter(
      (r) => r.productionDepartmentId === ctx.ids.departments.CUT && r.product === null,
    );
    expect(row?.override).toMatchObject({ minutes: 60, setBy: admin.username });
    expect(await firstCutFinish()).toBe("2026-11-25T08:10:35.294+01:00");

    const bad = await put({ productionDepartmentId: ctx.ids.departments.CUT, minutes: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ errors?: object }>(bad)).errors ?? {})).toEqual(["minutes"]);

    expect((await put({ productionDepartmentId: ctx.ids.departments.CUT, minutes: null })).status).toBe(200);
    expect(await firstCutFinish()).toBe(learned);

    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "planning.standard.override"));
    expect(audit.map((r) => [r.username, r.status])).toEqual([
      [supervisor.username, 403],
      [admin.username, 200],
      [admin.username, 400],
      [admin.username, 200],
    ]);
  });
});
