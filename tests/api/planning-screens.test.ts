// What the screens show of the plan, on the small seeded production
// (tests/support/api-seed.ts): two polygons waiting in cutting, the first also
// planned in packing and promised for 09:00 today, the second promised for 07:30. The wall board's planned
// today against done, a station's next working days, the project page's
// projected finish per line (rendered in English and Dutch).
// The clock is a Wednesday 06:00 in the workshop, set before any data is made.
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as boardRoute from "@/app/api/board/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import { LineProjectedFinish, ProjectProjectedFinish } from "@/components/planning/projected-finish";
import type { BoardWithPlan } from "@/lib/board/planned-today";
import { planningCapacityAdjustments } from "@/lib/db/schema";
import * as upstreamTables from "@/lib/embedded-api/schema";
import { projectionOf } from "@/lib/planning/answers";
import { forgetWorkshopPlan, workshopPlan } from "@/lib/planning/projection";
import { upcomingLoad } from "@/lib/planning/screens";
import { departmentsWithWorkflow } from "@/lib/workflow/department-workflows";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T05:00:00Z") });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);
const promised = "2026-11-25T09:00:00.000+01:00";
beforeAll(async () => {
  await ctx.handle.db
    .update(upstreamTables.polygons)
    .set({ deliverAt: new Date(promised) })
    .where(eq(upstreamTables.polygons.id, ctx.ids.polygonIds[0]));
  // Before the first read: the kept lists hold what they read first.
  await ctx.handle.db
    .update(upstreamTables.polygons)
    .set({ deliverAt: new Date("2026-11-25T07:30:00.000+01:00") })
    .where(eq(upstreamTables.polygons.id, ctx.ids.polygonIds[1]));
});

async function board() {
  forgetWorkshopPlan();
  const response = await boardRoute.GET(await apiRequest("/api/board", { as: supervisor }));
  expect(response.status).toBe(200);
  const body = await json<BoardWithPlan>(response);
  return new Map(body.departments.map((d) => [d.code, d]));
}

const plan = () => {
  forgetWorkshopPlan();
  return workshopPlan(ctx.handle.db, ctx.upstream);
};

describe("the wall board: planned today against done, in lines", () => {
  it("plans both lines through cutting today and the first through packing; nothing done yet", async () => {
    const departments = await board();
    expect(departments.get("CUT")).toMatchObject({ doneToday: 0, plannedToday: 2 });
    expect(departments.get("PACK")).toMatchObject({ doneToday: 0, plannedToday: 1 });
  });

  it("a line cut as planned moves from planned-to-do into done: the day's planned stays", async () => {
    const { departments } = await departmentsWithWorkflow(ctx.handle.db, ctx.upstream);
    const cut = departments.find((d) => d.department.id === ctx.ids.departments.CUT)!;
    const moved = await statusRoute.POST(
      await apiRequest("/api/status/polygons", {
        method: "POST",
        as: supervisor,
        body: { productionPolygonIds: [ctx.ids.polygonIds[0]], statusValue: cut.workflow.doneValue },
      }),
    );
    expect(moved.status).toBe(204);
    const after = await board();
    expect(after.get("CUT")).toMatchObject({ doneToday: 1, plannedToday: 2 });
  });
});

describe("a station's next working days", () => {
  it("skips the weekend and shows overtime on a day, five days from today", async () => {
    const CUT = ctx.ids.departments.CUT;
    await ctx.handle.db.insert(planningCapacityAdjustments).values({
      productionDepartmentId: CUT,
      day: "2026-11-30",
      minutes: 90,
      reason: "overtime",
      madeBy: "test",
    });
    const days = upcomingLoad(await plan(), CUT);
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
    ]);
    // Nobody is assigned to cutting here: planned as one person, 600 minutes × 0.85.
    expect(days.map((d) => d.capacityMinutes)).toEqual([510, 510, 510, 600, 510]);
    // The line still waiting in cutting: an hour (its delivery time's fallback), today.
    expect(days[0]?.plannedMinutes).toBe(60);
    expect(days.slice(1).every((d) => d.plannedMinutes === 0)).toBe(true);
  });
});

describe("the project page's projected finish", () => {
  it("marks a late line red with by how much against its promise, in English and Dutch", async () => {
    const projection = projectionOf(await plan(), ctx.ids.productionProjectId);
    const late = projection.lines.find((l) => l.productionPolygonId === ctx.ids.polygonIds[1])!;
    expect(late.lateByDays).toBeGreaterThan(0);
    const text = (locale: "en" | "nl") =>
      renderToStaticMarkup(createElement(LineProjectedFinish, { line: late, locale })).replace(
        /<[^>]+>/g,
        "",
      );
    // The first line has left cutting: the second's hour there is from 07:00 to 08:10:35, promised for 07:30.
    expect(text("en")).toBe(
      `Projected finish: Nov 25, 2026, 08:10 · late by 0.1 working days against the promise of Nov 25, 2026, 07:30`,
    );
    expect(text("nl")).toMatch(
      /^Verwacht klaar: 25 nov 2026, 08:10 · 0,1 werkdagen te laat tegenover de belofte van 25 nov 2026, 07:30$/,
    );
    const markup = renderToStaticMarkup(createElement(LineProjectedFinish, { line: late, locale: "en" }));
    expect(markup).toContain(`<time dateTime="${late.projectedFinish}">`);
    expect(markup).toContain('class="text-bad font-bold"');
    const project = renderToStaticMarkup(createElement(ProjectProjectedFinish, { projection, locale: "en" }));
    expect(project.replace(/<[^>]+>/g, "")).toContain("1 line projected late");
  });

  it("says a held line is not planned, and a line without a promise has none", () => {
    const line = {
      productionPolygonId: 1,
      promisedDeliverAt: null,
      projectedFinish: null,
      unplannedReason: "held" as const,
      lateByDays: 0,
      lateDepartmentId: null,
      departments: [],
    };
    const text = (
      props:
        | typeof line
        | (Omit<typeof line, "projectedFinish" | "unplannedReason"> & {
            projectedFinish: string;
            unplannedReason: null;
          }),
    ) =>
      renderToStaticMarkup(createElement(LineProjectedFinish, { line: props, locale: "en" })).replace(
        /<[^>]+>/g,
        "",
      );
    expect(text(line)).toBe("Not planned: on hold");
    expect(text({ ...line, projectedFinish: "2026-11-25T08:10:35.294+01:00", unplannedReason: null })).toBe(
      "Projected finish: Nov 25, 2026, 08:10 · no date promised",
    );
  });
});
