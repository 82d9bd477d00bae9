// The planning routes on the small seeded production (tests/support/api-seed.ts):
// two polygons waiting in cutting, the first also planned in packing and
// promised for 09:00 today, nothing planned in minutes.
// The clock is a Wednesday 06:00 in the workshop, set before any data is made.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as capacityRoute from "@/app/api/planning/capacity/route";
import * as lateRoute from "@/app/api/planning/late/route";
import * as writeBackRoute from "@/app/api/planning/write-back/route";
import * as loadRoute from "@/app/api/planning/load/route";
import * as projectionRoute from "@/app/api/planning/projection/route";
import { auditLog, idempotencyKeys, planningCapacityAdjustments, workTimeEntries } from "@/lib/db/schema";
import * as upstreamTables from "@/lib/embedded-api/schema";
import { forgetWorkshopPlan } from "@/lib/planning/projection";
import { apiRequest, employee, json } from "../support/api-session";
import { setUpApiRoutes } from "../support/api-session";

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
});

type Projection = {
  productionProjectId: number;
  projectedFinish: string | null;
  lines: {
    productionPolygonId: number;
    promisedDeliverAt: string | null;
    projectedFinish: string | null;
    departments: { productionDepartmentId: number; projectedStart: string; projectedFinish: string }[];
  }[];
};
type Load = { days: { date: string; capacityMinutes: number; plannedMinutes: number }[] };

async function get<T>(handler: (r: Request) => Promise<Response>, path: string, as = supervisor) {
  forgetWorkshopPlan();
  const response = await handler(await apiRequest(path, { as }));
  return { status: response.status, body: await json<T>(response) };
}
const projection = () =>
  get<Projection>(
    projectionRoute.GET,
    `/api/planning/projection?productionProjectId=${ctx.ids.productionProjectId}`,
  );

describe("GET /api/planning/projection", () => {
  it("plans each open line through its departments in workflow order, one after the other in a full queue", async () => {
    const { status, body } = await projection();
    expect(status).toBe(200);
    const { CUT, PACK } = ctx.ids.departments;
    const [first, second] = body.lines;
    expect(body.lines.map((l) => l.productionPolygonId)).toEqual(ctx.ids.polygonIds);
    // Nothing learned or planned: an hour a line per day of delivery time (1), in a shift of 07:00–17:00.
    expect(first?.departments.map((d) => d.productionDepartmentId)).toEqual([CUT, PACK]);
    expect(first?.departments[0]?.projectedStart).toBe("2026-11-25T07:00:00.000+01:00");
    // 60 minutes of a day of 510 (one person, 600 minutes, 85 %): 600 × 60 / 510 ≈ 70.6 minutes of the shift.
    expect(first?.departments[0]?.projectedFinish).toBe("2026-11-25T08:10:35.294+01:00");
    expect(first?.departments[1]?.projectedStart).toBe(first?.departments[0]?.projectedFinish);
    // Cutting is one person: the second line starts when the first is cut.
    expect(second?.departments).toEqual([
      {
        productionDepartmentId: CUT,
        projectedStart: first?.departments[0]?.projectedFinish,
        projectedFinish: "2026-11-25T09:21:10.588+01:00",
      },
    ]);
    expect(body.projectedFinish).toBe("2026-11-25T09:21:10.588+01:00");
    expect(first?.promisedDeliverAt).toBe(promised);
    expect(second?.promisedDeliverAt).toBeNull();
  });

  it("learns cutting's minutes from the finished jobs: their mean, without a timer left running", async () => {
    const job = (polygonId: number, minutes: number) => ({
      employeeId: 1,
      employeeName: "Cutter",
      productionPolygonId: polygonId,
      productionDepartmentId: ctx.ids.departments.CUT,
      departmentName: "CUT room",
      productionProjectId: 1,
      product: "Curtain",
      startedAt: new Date("2026-11-20T08:00:00Z"),
      endedAt: new Date(Date.parse("2026-11-20T08:00:00Z") + minutes * 60_000),
      endReason: "done",
    });
    await ctx.handle.db
      .insert(workTimeEntries)
      .values([job(9001, 30), job(9002, 51), job(9003, 72), job(9004, 400)]);
    const { body } = await projection();
    // 400 is over five times the median (61.5): left out. The mean of the rest, 51 minutes of 510: a tenth of the shift, an hour.
    expect(body.lines[0]?.departments[0]?.projectedFinish).toBe("2026-11-25T08:00:00.000+01:00");
  });

  it("is for supervisors and admins only, and refuses a bad id with a 400", async () => {
    const operator = employee(["operator"], [ctx.ids.departments.CUT]);
    const path = `/api/planning/projection?productionProjectId=${ctx.ids.productionProjectId}`;
    expect((await get(projectionRoute.GET, path, operator)).status).toBe(403);
    expect((await get(projectionRoute.GET, path, employee(["admin"]))).status).toBe(200);
    expect((await get(projectionRoute.GET, "/api/planning/projection?productionProjectId=x")).status).toBe(
      400,
    );
  });
});

describe("GET /api/planning/load", () => {
  it("answers the department's next days: capacity against planned minutes, a weekend closed, overtime added", async () => {
    const CUT = ctx.ids.departments.CUT;
    await ctx.handle.db.insert(planningCapacityAdjustments).values({
      productionDepartmentId: CUT,
      day: "2026-11-26",
      minutes: 120,
      reason: "overtime",
      madeBy: "test",
    });
    const { status, body } = await get<Load>(loadRoute.GET, `/api/planning/load?departmentId=${CUT}&days=4`);
    expect(status).toBe(200);
    const people = 1; // the operator of the role test, the one employee in cutting
    expect(body.days).toEqual([
      { date: "2026-11-25", capacityMinutes: people * 510, plannedMinutes: 102 },
      { date: "2026-11-26", capacityMinutes: people * 510 + 120, plannedMinutes: 0 },
      { date: "2026-11-27", capacityMinutes: people * 510, plannedMinutes: 0 },
      { date: "2026-11-28", capacityMinutes: 0, plannedMinutes: 0 },
    ]);
  });

  it("answers 404 for a department without a workflow and 400 for too many days", async () => {
    expect((await get(loadRoute.GET, "/api/planning/load?departmentId=999999&days=3")).status).toBe(404);
    expect((await get(loadRoute.GET, "/api/planning/load?departmentId=1&days=1000")).status).toBe(400);
  });
});

type Late = {
  total: number;
  lines: { productionPolygonId: number; lateByDays: number; lateDepartmentId: number | null }[];
};

describe("the projected-late list, its what-if, and saving the hours", () => {
  it("shows the late line and the department that causes it; a what-if with overtime brings it back on time", async () => {
    const { PACK } = ctx.ids.departments;
    // Cutting (51 minutes) ends at 08:00, packing (60 minutes of 510) at 09:10:35: late for 09:00.
    const now = await get<Late & { whatIf: Late | null }>(lateRoute.GET, "/api/planning/late");
    expect(now.status).toBe(200);
    expect(now.body.total).toBe(1);
    expect(now.body.lines[0]).toMatchObject({
      productionPolygonId: ctx.ids.polygonIds[0],
      lateDepartmentId: PACK,
    });
    expect(now.body.whatIf).toBeNull();
    const whatIf = await get<Late & { whatIf: Late | null }>(
      lateRoute.GET,
      `/api/planning/late?departmentId=${PACK}&day=2026-11-25&minutes=510`,
    );
    expect(whatIf.body.total).toBe(1);
    expect(whatIf.body.whatIf).toEqual({ total: 0, lines: [] });
    // Only a what-if: nothing was saved.
    expect((await get<Late>(lateRoute.GET, "/api/planning/late")).body.total).toBe(1);
  });

  it("saves the overtime with an audit row, and the project's line is on time", async () => {
    const { PACK } = ctx.ids.departments;
    const body = { departmentId: PACK, day: "2026-11-25", minutes: 510, reason: "overtime" };
    const operator = employee(["operator"], [PACK]);
    const refused = await capacityRoute.POST(
      await apiRequest("/api/planning/capacity", { method: "POST", as: operator, body }),
    );
    expect(refused.status).toBe(403);
    const saved = await capacityRoute.POST(
      await apiRequest("/api/planning/capacity", { method: "POST", as: supervisor, body }),
    );
    expect(saved.status).toBe(201);
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "planning.capacity.adjust"));
    expect(audit.map((row) => [row.username, row.status])).toEqual([
      [operator.username, 403],
      [supervisor.username, 201],
    ]);
    forgetWorkshopPlan();
    const { body: projected } = await projection();
    // Packing has 1020 minutes today (its one operator's 510, plus the 510): 60 minutes is 600 × 60 / 1020 of the shift after 08:00.
    expect(projected.lines[0]?.projectedFinish).toBe("2026-11-25T08:35:17.647+01:00");
    expect((await get<Late>(lateRoute.GET, "/api/planning/late")).body.total).toBe(0);
  });

  it("refuses a day in the past with a 400", async () => {
    const response = await capacityRoute.POST(
      await apiRequest("/api/planning/capacity", {
        method: "POST",
        as: supervisor,
        body: { departmentId: ctx.ids.departments.CUT, day: "2026-11-01", minutes: 60 },
      }),
    );
    expect(response.status).toBe(400);
  });
});

describe("POST /api/planning/write-back", () => {
  const writeBack = async (key: string, as = supervisor) => {
    forgetWorkshopPlan();
    const request = await apiRequest("/api/planning/write-back", {
      method: "POST",
      as,
      body: { productionProjectId: ctx.ids.productionProjectId },
    });
    request.headers.set("idempotency-key", key);
    return writeBackRoute.POST(request);
  };

  it("writes each line's projected start and finish to the upstream once, audited, never the promise", async () => {
    const operator = employee(["operator"], [ctx.ids.departments.CUT]);
    expect((await writeBack("write-back-0000", operator)).status).toBe(403);
    const { body: projected } = await projection();
    const first = await writeBack("write-back-0001");
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ productionProjectId: ctx.ids.productionProjectId, written: 3 });
    const works = await ctx.upstream.polygonDepartment.getByPolygon({
      productionPolygonId: ctx.ids.polygonIds[0],
    });
    const cut = works.find((w) => w.productionDepartmentId === ctx.ids.departments.CUT);
    const line = projected.lines[0]!;
    expect(Date.parse(cut!.startAt!)).toBe(Date.parse(line.departments[0]!.projectedStart));
    expect(Date.parse(cut!.finishAt!)).toBe(Date.parse(line.departments[0]!.projectedFinish));
    expect(cut?.deliverAt).toBeNull();
    const [polygon] = await ctx.handle.db
      .select({ deliverAt: upstreamTables.polygons.deliverAt })
      .from(upstreamTables.polygons)
      .where(eq(upstreamTables.polygons.id, ctx.ids.polygonIds[0]));
    expect(polygon?.deliverAt?.toISOString()).toBe(new Date(promised).toISOString());

    // A repeat of the same key is the first answer, not a second batch.
    const repeat = await writeBack("write-back-0001");
    expect(repeat.headers.get("idempotency-replayed")).toBe("true");
    const [claim] = await ctx.handle.db
      .select({ upstreamWrites: idempotencyKeys.upstreamWrites })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "write-back-0001"));
    expect((claim?.upstreamWrites as { state: string }[]).filter((w) => w.state === "done")).toHaveLength(3);
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "planning.write-back"));
    // The refusal, the batch and the replay (which wrote nothing upstream) each have their row.
    expect(audit.map((row) => [row.username, row.status])).toEqual([
      [operator.username, 403],
      [supervisor.username, 200],
      [supervisor.username, 200],
    ]);
  });
});
