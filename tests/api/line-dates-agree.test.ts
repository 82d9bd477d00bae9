// One line's dates, read from every screen's API, agree (issue 43, "one date per
// line, with its name"; docs/planning.md "Two dates per line"): the station's
// queue and drawer, the project page, the planning projection and late list, the
// overdue list and the waiting-for-material list. The wall board shows counts,
// no line's date, so it has none to compare.
// The small seeded production (tests/support/api-seed.ts): the first line is
// planned to finish and promised yesterday, so it is overdue and projected
// late; its cutting work's planned start lies after its planned finish (a date
// that cannot be, never shown). The clock is a Wednesday 06:00 in the workshop.
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as detailRoute from "@/app/api/departments/[id]/polygons/[polygonId]/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import * as lateRoute from "@/app/api/planning/late/route";
import * as projectionRoute from "@/app/api/planning/projection/route";
import * as writeBackRoute from "@/app/api/planning/write-back/route";
import * as overdueRoute from "@/app/api/supervisor/overdue/route";
import * as unmatchedRoute from "@/app/api/supervisor/unmatched/route";
import { ProjectProjectedFinish } from "@/components/planning/projected-finish";
import type { DepartmentDates, LineDates } from "@/lib/base/line-dates";
import * as upstreamTables from "@/lib/embedded-api/schema";
import type { Projection } from "@/lib/planning/answers";
import type { LateAnswer } from "@/lib/planning/late";
import { forgetWorkshopPlan } from "@/lib/planning/projection";
import { projectPage } from "@/lib/projects/project-page";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T05:00:00Z") });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);
const plannedFinish = "2026-11-24T16:00:00.000+01:00";
const plannedDelivery = "2026-11-24T17:00:00.000+01:00";
// Cutting's planned window as the upstream has it: a start after the finish (seeded finish: yesterday 06:00).
const cuttingStart = "2026-11-24T11:00:00.000+01:00";

beforeAll(async () => {
  const line = ctx.ids.polygonIds[0];
  // Before the first read: the kept lists hold what they read first.
  await ctx.handle.db
    .update(upstreamTables.polygons)
    .set({ finishAt: new Date(plannedFinish), deliverAt: new Date(plannedDelivery) })
    .where(eq(upstreamTables.polygons.id, line));
  await ctx.handle.db
    .update(upstreamTables.polygonDepartments)
    .set({ startAt: new Date(cuttingStart) })
    .where(
      and(
        eq(upstreamTables.polygonDepartments.productionPolygonId, line),
        eq(upstreamTables.polygonDepartments.productionDepartmentId, ctx.ids.departments.CUT),
      ),
    );
});

type Dated = { id: number; dates: LineDates };
type Detail = {
  dates: LineDates;
  departments: { productionDepartmentId: number; finishAt: string | null; dates: DepartmentDates }[];
};

async function read<T>(
  handler: (request: Request, context: ReturnType<typeof routeParams>) => Promise<Response>,
  path: string,
  params: Record<string, number> = {},
): Promise<T> {
  const response = await handler(await apiRequest(path, { as: supervisor }), routeParams(params));
  expect(response.status, path).toBe(200);
  return json<T>(response);
}

/** The same moment (texts may differ in offset: "Z" or "+01:00"), or both unknown. */
const moment = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

async function everyScreen() {
  forgetWorkshopPlan();
  const line = ctx.ids.polygonIds[0];
  const { CUT } = ctx.ids.departments;
  const [queue, drawer, page, projection, late, overdue, unmatched] = await Promise.all([
    read<{ items: Dated[] }>(queueRoute.GET, `/api/departments/${CUT}/queue`, { id: CUT }),
    read<Detail>(detailRoute.GET, `/api/departments/${CUT}/polygons/${line}`, { id: CUT, polygonId: line }),
    projectPage(ctx.handle.db, ctx.upstream, ctx.ids.productionProjectId),
    read<Projection>(
      projectionRoute.GET,
      `/api/planning/projection?productionProjectId=${ctx.ids.productionProjectId}`,
    ),
    read<LateAnswer>(lateRoute.GET, "/api/planning/late"),
    read<{ items: (Dated & { reasons: string[] })[] }>(overdueRoute.GET, "/api/supervisor/overdue"),
    read<{ items: Dated[] }>(unmatchedRoute.GET, "/api/supervisor/unmatched"),
  ]);
  const pageLine = page.polygons.find((p) => p.id === line)!;
  return {
    page,
    pageLine,
    drawer,
    planned: {
      queue: queue.items.find((i) => i.id === line)?.dates,
      drawer: drawer.dates,
      projectPage: pageLine.dates,
      overdue: overdue.items.find((i) => i.id === line)?.dates,
      waitingForMaterial: unmatched.items.find((i) => i.id === line)?.dates,
    },
    projection,
    projected: projection.lines.find((l) => l.productionPolygonId === line),
    late: late.lines.find((l) => l.productionPolygonId === line),
    overdueReasons: overdue.items.find((i) => i.id === line)?.reasons,
  };
}

describe("one line's dates on every screen", () => {
  it("the planned finish and delivery are the same everywhere; the projected finish is the plan's everywhere", async () => {
    const screens = await everyScreen();
    for (const [screen, dates] of Object.entries(screens.planned)) {
      expect(dates, screen).toBeDefined();
      expect(moment(dates?.plannedFinish), screen).toBe(moment(plannedFinish));
      expect(moment(dates?.plannedDelivery), screen).toBe(moment(plannedDelivery));
    }
    // The plan's promise is the planned delivery; its projected finish is the same on the project and in planning.
    expect(moment(screens.projected?.promisedDeliverAt)).toBe(moment(plannedDelivery));
    expect(moment(screens.late?.promisedDeliverAt)).toBe(moment(plannedDelivery));
    expect(screens.projected?.projectedFinish).toBeTruthy();
    expect(screens.late?.projectedFinish).toBe(screens.projected?.projectedFinish);
    expect(screens.overdueReasons).toEqual(expect.arrayContaining(["finish", "delivery"]));
  });

  it("planning names the line: project, line, product, customer", async () => {
    const { late } = await everyScreen();
    // The seeded order line has no model: its own description is the product; no customer is known.
    expect(late?.name).toEqual({
      projectNumber: "P-1001",
      lineNumber: 1,
      product: "Curtain 1",
      customer: null,
    });
  });

  it("the project page leads with the date a customer hears, in English and Dutch", async () => {
    const { page, projection } = await everyScreen();
    expect(moment(page.plannedDelivery)).toBe(moment(plannedDelivery));
    const text = (locale: "en" | "nl") =>
      renderToStaticMarkup(
        createElement(ProjectProjectedFinish, { projection, plannedDelivery: page.plannedDelivery, locale }),
      ).replace(/<[^>]+>/g, "");
    // The project's last line is projected for this morning, planned for yesterday evening.
    expect(text("en")).toMatch(/^Ready on Nov 25, 2026 \(planned Nov 24, 2026: 1 day late\)/);
    expect(text("nl")).toMatch(/^Klaar op 25 nov 2026 \(gepland 24 nov 2026: 1 dag te laat\)/);
  });

  it("a department's dates are named planned or real, and a finish before its start is never shown", async () => {
    const { CUT } = ctx.ids.departments;
    const line = ctx.ids.polygonIds[0];
    const before = await everyScreen();
    const cuttingOf = (departments: { productionDepartmentId?: number; dates: DepartmentDates }[]) =>
      departments.find((d) => d.productionDepartmentId === CUT)?.dates;
    const plannedCut = cuttingOf(before.drawer.departments);
    // Planned to start after its planned finish: the start is left out, the finish stays.
    expect(plannedCut).toMatchObject({ plannedStart: null, startedAt: null, finishedAt: null });
    expect(moment(plannedCut?.plannedFinish)).toBe(Date.parse("2026-11-24T05:00:00Z"));
    const pageCut = before.pageLine.departments.find((d) => d.name === "CUT room")?.dates;
    expect(pageCut).toEqual(plannedCut);

    const started = await startRoute.POST(
      await apiRequest(`/api/departments/${CUT}/polygons/${line}/start`, { method: "POST", as: supervisor }),
      routeParams({ id: CUT, polygonId: line }),
    );
    expect(started.status).toBe(200);
    const after = await everyScreen();
    // Started now, after its planned finish (late): named so, never "start … finish" of one kind.
    const startedCut = cuttingOf(after.drawer.departments);
    expect(startedCut).toMatchObject({ plannedStart: null, finishedAt: null });
    expect(moment(startedCut?.startedAt)).toBe(Date.parse("2026-11-25T05:00:00Z"));
    expect(moment(startedCut?.plannedFinish)).toBe(Date.parse("2026-11-24T05:00:00Z"));
    expect(after.pageLine.departments.find((d) => d.name === "CUT room")?.dates).toEqual(startedCut);
    // The line's own dates have not moved on any screen.
    for (const [screen, dates] of Object.entries(after.planned))
      expect(moment(dates?.plannedFinish), screen).toBe(moment(plannedFinish));

    // Writing the plan back keeps the real start of the work begun: only its finish is the plan's.
    forgetWorkshopPlan();
    const request = await apiRequest("/api/planning/write-back", {
      method: "POST",
      as: supervisor,
      body: { productionProjectId: ctx.ids.productionProjectId },
    });
    request.headers.set("idempotency-key", "line-dates-write-back-1");
    expect((await writeBackRoute.POST(request)).status).toBe(200);
    const written = cuttingOf((await everyScreen()).drawer.departments);
    expect(moment(written?.startedAt)).toBe(Date.parse("2026-11-25T05:00:00Z"));
    expect(moment(written?.plannedFinish)).toBe(moment(after.projected?.departments[0]?.projectedFinish));
  });
});
