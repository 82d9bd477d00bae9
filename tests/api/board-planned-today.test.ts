// The wall board's "Planned today" is the morning's plan (issue 43, item 5), on
// the small seeded production (tests/support/api-seed.ts): two lines waiting in
// cutting, the first also planned in packing. The clock (Date) is set through
// the workshop's days: a Wednesday after the shift's start (07:00), a Saturday,
// a Thursday; Friday 27 November is a closed day here.
import "../fuzz/next-async-storage";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import * as advanceRoute from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import * as undoRoute from "@/app/api/departments/[id]/undo/route";
import * as boardRoute from "@/app/api/board/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import { DepartmentPanel } from "@/components/board/department-panel";
import { IntlProvider } from "@/components/shell/intl-provider";
import type { BoardWithPlan } from "@/lib/board/planned-today";
import { setDailyTarget } from "@/lib/board/targets";
import { appMeta, planningCapacityAdjustments } from "@/lib/db/schema";
import { messagesFor, timeZone } from "@/lib/i18n/messages";
import { forgetWorkshopPlan, workshopPlan } from "@/lib/planning/projection";
import { linesPlannedToday } from "@/lib/planning/screens";
import type { UndoMovePreview } from "@/lib/stations/undo-move";
import { departmentsWithWorkflow } from "@/lib/workflow/department-workflows";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

// Wednesday 25 November 2026, 07:30 in the workshop: the shift (07:00–17:00) has started.
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T06:30:00Z") });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes({
  settings: { WORKSHOP_HOURS: "07:00-17:00", WORKSHOP_CLOSED_DAYS: "2026-11-27" },
});
const supervisor = employee(["supervisor"]);

async function board() {
  forgetWorkshopPlan();
  const response = await boardRoute.GET(await apiRequest("/api/board", { as: supervisor }));
  expect(response.status).toBe(200);
  const body = await json<BoardWithPlan>(response);
  return new Map(body.departments.map((d) => [d.code, d]));
}

async function setStatus(productionPolygonIds: number[], statusValue: number) {
  const response = await statusRoute.POST(
    await apiRequest("/api/status/polygons", {
      method: "POST",
      as: supervisor,
      body: { productionPolygonIds, statusValue },
    }),
  );
  expect(response.status).toBe(204);
}

const panelText = (department: BoardWithPlan["departments"][number]) =>
  renderToStaticMarkup(
    // A .ts test has no JSX, and createElement's types want the provider's children among its props.
    // eslint-disable-next-line react/no-children-prop
    createElement(IntlProvider, {
      locale: "en",
      messages: messagesFor("en"),
      timeZone,
      children: createElement(DepartmentPanel, { department, now: Date.now() }),
    }),
  ).replace(/<[^>]+>/g, " ");

describe("the wall board's planned today", () => {
  it("stays the morning's list after the day's changes; done today is what was done", async () => {
    const [first, second] = ctx.ids.polygonIds;
    const { CUT } = ctx.ids.departments;
    const morning = await board();
    expect(morning.get("CUT")).toMatchObject({ isWorkingDay: true, plannedToday: 2, doneToday: 0 });
    expect(morning.get("PACK")).toMatchObject({ isWorkingDay: true, plannedToday: 1, doneToday: 0 });
    const [kept] = await ctx.handle.db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, "board.planned-today.2026-11-25"));
    expect((kept?.value as { departments: Record<string, number[]> }).departments[String(CUT)]).toEqual(
      [first, second].sort((a, b) => a - b),
    );

    // The day changes: cutting loses its hours (the second line waits for Thursday now) and the first is cut.
    vi.setSystemTime(new Date("2026-11-25T09:00:00Z"));
    await ctx.handle.db
      .insert(planningCapacityAdjustments)
      .values({ productionDepartmentId: CUT, day: "2026-11-25", minutes: -1440, madeBy: "test" });
    const { departments } = await departmentsWithWorkflow(ctx.handle.db, ctx.upstream);
    const cut = departments.find((d) => d.department.id === CUT)!;
    await setStatus([first], cut.workflow.doneValue);
    forgetWorkshopPlan();
    // The plan as it stands now finishes no line in cutting today…
    expect(linesPlannedToday(await workshopPlan(ctx.handle.db, ctx.upstream)).get(CUT)).toEqual([]);
    // …but the board's planned today is the morning's: both lines.
    const later = await board();
    expect(later.get("CUT")).toMatchObject({ plannedToday: 2, doneToday: 1 });
    expect(later.get("PACK")).toMatchObject({ plannedToday: 1 });
    await ctx.handle.db
      .delete(planningCapacityAdjustments)
      .where(eq(planningCapacityAdjustments.day, "2026-11-25"));
  });

  it("shows no target and no plan on a weekend or a closed day", async () => {
    await setDailyTarget(ctx.handle.db, ctx.ids.departments.CUT, 20);
    for (const at of ["2026-11-28T09:00:00Z", "2026-11-27T09:00:00Z"]) {
      vi.setSystemTime(new Date(at));
      const closed = await board();
      for (const department of closed.values())
        expect(department).toMatchObject({ isWorkingDay: false, plannedToday: null });
      const cut = closed.get("CUT")!;
      expect(cut.dailyTarget).toBe(20);
      const text = panelText(cut);
      expect(text).toContain("Closed today: no target");
      expect(text).toContain(`Done today: ${cut.doneToday}`);
      expect(text).not.toContain("of 20");
      expect(text).not.toContain("Planned today");
    }
    // A working day shows the target again.
    vi.setSystemTime(new Date("2026-11-26T06:30:00Z"));
    const text = panelText((await board()).get("CUT")!);
    expect(text).toContain("of 20");
    expect(text).not.toContain("Closed today");
    await setDailyTarget(ctx.handle.db, ctx.ids.departments.CUT, null);
  });

  it("takes a line back out of done today when its Done is undone at the station", async () => {
    // Thursday 08:00: the second line still waits in cutting.
    vi.setSystemTime(new Date("2026-11-26T07:00:00Z"));
    const [, second] = ctx.ids.polygonIds;
    const { CUT } = ctx.ids.departments;
    const cutter = employee(["operator"], [CUT]);
    const station = async (name: "start" | "advance?material=confirmed") => {
      const route = name === "start" ? startRoute : advanceRoute;
      const response = await route.POST(
        await apiRequest(`/api/departments/${CUT}/polygons/${second}/${name}`, {
          method: "POST",
          as: cutter,
        }),
        routeParams({ id: CUT, polygonId: second }),
      );
      expect(response.status, name).toBe(200);
    };
    const stationDone = async () => {
      const response = await queueRoute.GET(
        await apiRequest(`/api/departments/${CUT}/queue`, { as: cutter }),
        routeParams({ id: CUT }),
      );
      return (await json<{ counts: { doneToday: number } }>(response)).counts.doneToday;
    };
    const before = (await board()).get("CUT")!;
    expect(before.doneToday).toBe(0);
    expect(await stationDone()).toBe(0);

    await station("start");
    await station("advance?material=confirmed");
    expect((await board()).get("CUT")?.doneToday).toBe(1);
    expect(await stationDone()).toBe(1);

    const preview = await undoRoute.GET(
      await apiRequest(`/api/departments/${CUT}/undo`, { as: cutter }),
      routeParams({ id: CUT }),
    );
    const { moveId, step } = await json<UndoMovePreview>(preview);
    expect(step).toBe("finish");
    const undone = await undoRoute.POST(
      await apiRequest(`/api/departments/${CUT}/undo`, { method: "POST", as: cutter, body: { moveId } }),
      routeParams({ id: CUT }),
    );
    expect(undone.status).toBe(200);
    const after = (await board()).get("CUT")!;
    expect(after.doneToday).toBe(0);
    expect(await stationDone()).toBe(0);
    // Still in the morning's plan: planned today does not move with the undo.
    expect(after.plannedToday).toBe(before.plannedToday);

    // Done again after the undo: counted again, once.
    await station("advance?material=confirmed");
    expect((await board()).get("CUT")?.doneToday).toBe(1);
    expect(await stationDone()).toBe(1);
  });
});
