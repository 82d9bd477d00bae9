// The what-if that explains itself (issue 43, item 2), on the small seeded
// production (tests/support/api-seed.ts): two lines waiting in cutting, the
// first also planned in packing and promised for 09:00 today, so it is late in
// packing; the second promised for Friday, on time. The clock is a Wednesday
// 06:00 in the workshop, set before any data is made.
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as capacityRoute from "@/app/api/planning/capacity/route";
import * as takeBackRoute from "@/app/api/planning/capacity/[id]/route";
import * as whatIfRoute from "@/app/api/planning/what-if/route";
import { WhatIfSummary } from "@/components/planning/what-if-summary";
import { auditLog, planningCapacityAdjustments } from "@/lib/db/schema";
import * as upstreamTables from "@/lib/embedded-api/schema";
import type { SavedHours } from "@/lib/planning/saved-hours";
import { forgetWorkshopPlan } from "@/lib/planning/projection";
import type { WhatIfAnswer } from "@/lib/planning/what-if";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T05:00:00Z") });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);
beforeAll(async () => {
  const promise = (id: number, at: string) =>
    ctx.handle.db
      .update(upstreamTables.polygons)
      .set({ deliverAt: new Date(at) })
      .where(eq(upstreamTables.polygons.id, id));
  await promise(ctx.ids.polygonIds[0], "2026-11-25T09:00:00.000+01:00");
  await promise(ctx.ids.polygonIds[1], "2026-11-27T12:00:00.000+01:00");
});

async function whatIf(query: string, as = supervisor) {
  forgetWorkshopPlan();
  const response = await whatIfRoute.GET(await apiRequest(`/api/planning/what-if?${query}`, { as }));
  return { status: response.status, body: await json<WhatIfAnswer>(response) };
}

async function saved() {
  const response = await capacityRoute.GET(await apiRequest("/api/planning/capacity", { as: supervisor }));
  expect(response.status).toBe(200);
  return json<SavedHours>(response);
}

async function takeBack(id: number, as = supervisor) {
  const response = await takeBackRoute.DELETE(
    await apiRequest(`/api/planning/capacity/${id}`, { method: "DELETE", as }),
    routeParams({ id }),
  );
  return { status: response.status, body: await json<Record<string, unknown>>(response) };
}

const text = (answer: WhatIfAnswer, locale: "en" | "nl") =>
  renderToStaticMarkup(createElement(WhatIfSummary, { answer, departmentName: () => "Cutting", locale }))
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'");

describe("GET /api/planning/what-if", () => {
  it("lists the lines that change, before → after, the totals before and after, and the lines back on time", async () => {
    const { PACK } = ctx.ids.departments;
    const [late, onTime] = ctx.ids.polygonIds;
    // Cutting's hour ends at 08:10:35, packing's at 09:21:10: 21 minutes of a 600-minute shift late.
    const { status, body } = await whatIf(`departmentId=${PACK}&day=2026-11-25&minutes=510`);
    expect(status).toBe(200);
    expect(body.change).toEqual({ departmentId: PACK, day: "2026-11-25", minutes: 510 });
    expect(body.day).toEqual({
      isClosed: false,
      isOver: false,
      capacityMinutes: 510,
      capacityMinutesWithChange: 1020,
    });
    expect(body.hasEffect).toBe(true);
    expect(body.late).toEqual({ before: { lines: 1, days: 0.04 }, after: { lines: 0, days: 0 } });
    expect(body.backOnTime).toBe(1);
    expect(body.newlyLate).toBe(0);
    expect(body.changed.total).toBe(1);
    expect(body.changed.lines).toEqual([
      {
        productionPolygonId: late,
        productionProjectId: ctx.ids.productionProjectId,
        promisedDeliverAt: "2026-11-25T09:00:00.000+01:00",
        projectedFinishBefore: "2026-11-25T09:21:10.588+01:00",
        // Packing has 1020 minutes: its hour is 600 × 60 / 1020 minutes of the shift after 08:10:35.
        projectedFinishAfter: "2026-11-25T08:45:52.941+01:00",
        lateByDaysBefore: 0.04,
        lateByDaysAfter: 0,
        isBackOnTime: true,
        isNewlyLate: false,
      },
    ]);
    expect(body.changed.lines.map((l) => l.productionPolygonId)).not.toContain(onTime);
    // Only a what-if: nothing was saved.
    expect((await saved()).days).toEqual([]);
  });

  it("hours taken away make lines late: the line that becomes late is named", async () => {
    const { CUT } = ctx.ids.departments;
    // Cutting without its day: both lines wait for Thursday; the first is later still.
    const { body } = await whatIf(`departmentId=${CUT}&day=2026-11-25&minutes=-1440`);
    expect(body.day.capacityMinutesWithChange).toBe(0);
    expect(body.hasEffect).toBe(true);
    expect(body.late.after.lines).toBe(1);
    expect(body.late.after.days).toBeGreaterThan(body.late.before.days);
    expect(body.changed.lines[0]).toMatchObject({
      productionPolygonId: ctx.ids.polygonIds[0],
      isBackOnTime: false,
    });
  });

  it("says a closed day is closed; hours that move no line say so and offer nothing to save, in English and Dutch", async () => {
    const { CUT } = ctx.ids.departments;
    // Saturday: the workshop works Monday to Friday. Every line is done by Wednesday, so nothing moves.
    const saturday = await whatIf(`departmentId=${CUT}&day=2026-11-28&minutes=120`);
    expect(saturday.status).toBe(200);
    expect(saturday.body.day).toEqual({
      isClosed: true,
      isOver: false,
      capacityMinutes: 0,
      capacityMinutesWithChange: 120,
    });
    expect(saturday.body).toMatchObject({
      hasEffect: false,
      movedLines: 0,
      backOnTime: 0,
      changed: { total: 0, lines: [] },
    });
    expect(saturday.body.late.after).toEqual(saturday.body.late.before);
    const english = text(saturday.body, "en");
    expect(english).toMatch(/Sat, Nov 28 is not a working day of the workshop/);
    expect(english).toContain("This change moves no line's finish: there is nothing to save.");
    expect(english).not.toContain("Save these hours");
    const dutch = text(saturday.body, "nl");
    expect(dutch).toContain("za 28 nov is geen werkdag van de werkplaats");
    expect(dutch).toContain("er is niets op te slaan");
    expect(dutch).not.toContain("opslaan");

    // A working day with room to spare: not closed, and still nothing moves.
    const thursday = await whatIf(`departmentId=${CUT}&day=2026-11-26&minutes=60`);
    expect(thursday.body.day.isClosed).toBe(false);
    expect(thursday.body.hasEffect).toBe(false);
  });

  it("says when today's shift is over: no hours are left to change", async () => {
    vi.setSystemTime(new Date("2026-11-25T17:30:00Z"));
    try {
      const { body } = await whatIf(`departmentId=${ctx.ids.departments.PACK}&day=2026-11-25&minutes=120`);
      expect(body.day).toMatchObject({ isOver: true, capacityMinutes: 0, capacityMinutesWithChange: 0 });
      expect(body.hasEffect).toBe(false);
      expect(text(body, "en")).toContain("Today's shift is over");
    } finally {
      vi.setSystemTime(new Date("2026-11-25T05:00:00Z"));
    }
  });

  it("refuses a day gone by, odd minutes and other roles", async () => {
    const { CUT } = ctx.ids.departments;
    expect((await whatIf(`departmentId=${CUT}&day=2026-11-20&minutes=60`)).status).toBe(400);
    expect((await whatIf(`departmentId=${CUT}&day=2026-11-26&minutes=1e309`)).status).toBe(400);
    expect((await whatIf(`departmentId=${CUT}&day=2026-11-26&minutes=%00`)).status).toBe(400);
    expect((await whatIf(`departmentId=${CUT}&day=2026-02-30&minutes=60`)).status).toBe(400);
    expect((await whatIf(`departmentId=999999&day=2026-11-26&minutes=60`)).status).toBe(404);
    const operator = employee(["operator"], [CUT]);
    expect((await whatIf(`departmentId=${CUT}&day=2026-11-26&minutes=60`, operator)).status).toBe(403);
  });
});

describe("saved hours: listed per department and day, taken back, audited", () => {
  it("saves the what-if's hours, lists them, takes them back, and the audit trail has both", async () => {
    const { PACK } = ctx.ids.departments;
    const body = { departmentId: PACK, day: "2026-11-25", minutes: 510, reason: "overtime" };
    const response = await capacityRoute.POST(
      await apiRequest("/api/planning/capacity", { method: "POST", as: supervisor, body }),
    );
    expect(response.status).toBe(201);
    const { id } = await json<{ id: number }>(response);
    const list = await saved();
    expect(list.days).toEqual([
      {
        departmentId: PACK,
        day: "2026-11-25",
        minutes: 510,
        savings: [
          {
            id,
            minutes: 510,
            reason: "overtime",
            madeBy: supervisor.username,
            madeAt: expect.any(String) as string,
          },
        ],
      },
    ]);
    // The plan counts them: the late line is on time, and the same hours again move nothing late.
    const withSaved = await whatIf(`departmentId=${PACK}&day=2026-11-25&minutes=60`);
    expect(withSaved.body.late.before).toEqual({ lines: 0, days: 0 });
    expect(withSaved.body.day.capacityMinutes).toBe(1020);

    const operator = employee(["operator"], [PACK]);
    expect((await takeBack(id, operator)).status).toBe(403);
    const taken = await takeBack(id);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({
      id,
      departmentId: PACK,
      day: "2026-11-25",
      minutes: 510,
      reason: "overtime",
    });
    expect((await saved()).days).toEqual([]);
    // The plan no longer counts them: the line is late again.
    const without = await whatIf(`departmentId=${PACK}&day=2026-11-25&minutes=510`);
    expect(without.body.late.before).toEqual({ lines: 1, days: 0.04 });
    // Taken back once: a second time finds nothing.
    expect((await takeBack(id)).status).toBe(404);

    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "planning.capacity.take-back"));
    expect(audit.map((row) => [row.username, row.status])).toEqual([
      [operator.username, 403],
      [supervisor.username, 200],
      [supervisor.username, 404],
    ]);
    // The row of the taking back names the saving it took back.
    expect(audit[1]?.details).toMatchObject({ params: { id } });
    const saving = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "planning.capacity.adjust"));
    expect(saving.map((row) => [row.username, row.status])).toEqual([[supervisor.username, 201]]);
  });

  it("lists several savings of a day together, summed, and leaves days gone by out and untouched", async () => {
    const { CUT, PACK } = ctx.ids.departments;
    const rows = await ctx.handle.db
      .insert(planningCapacityAdjustments)
      .values([
        { productionDepartmentId: CUT, day: "2026-11-20", minutes: 60, madeBy: "earlier" },
        { productionDepartmentId: CUT, day: "2026-11-27", minutes: 120, madeBy: "a" },
        { productionDepartmentId: CUT, day: "2026-11-27", minutes: -30, reason: "doctor", madeBy: "b" },
        { productionDepartmentId: PACK, day: "2026-11-26", minutes: 90, madeBy: "c" },
      ])
      .returning({ id: planningCapacityAdjustments.id });
    const list = await saved();
    expect(list.days.map((d) => [d.departmentId, d.day, d.minutes, d.savings.map((s) => s.minutes)])).toEqual(
      [
        [PACK, "2026-11-26", 90, [90]],
        [CUT, "2026-11-27", 90, [120, -30]],
      ],
    );
    const past = rows[0]!.id;
    expect((await takeBack(past)).status).toBe(404);
    const [kept] = await ctx.handle.db
      .select()
      .from(planningCapacityAdjustments)
      .where(eq(planningCapacityAdjustments.id, past));
    expect(kept?.minutes).toBe(60);
  });
});
