// A station step pressed while the tablet was offline and sent by the outbox
// later carries the moment it was made (X-Made-At, lib/outbox/made-at.ts):
// the polygon's startAt and the operator's working time start at the press,
// not at the replay, and the audit row keeps both moments. A moment that is
// not plausible (ahead of the server's clock, older than a day) is not used.
import "../fuzz/next-async-storage";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as finishRoute from "@/app/api/departments/[id]/polygons/[polygonId]/finish/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import { auditLog, workTimeEntries } from "@/lib/db/schema";
import { apiRequest, employee, routeParams, setUpApiRoutes } from "../support/api-session";

const cutter = employee(["operator"], [1]);

// Monday 23 November 2026, 10:00 in the workshop (UTC+1); faked before any data is made.
const monday10 = Date.parse("2026-11-23T09:00:00Z");
const iso = (minutes: number) => new Date(monday10 + minutes * 60_000).toISOString();
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: monday10 });
});
const ctx = setUpApiRoutes({ settings: { WORKSHOP_HOURS: "07:00-17:00" } });
afterAll(() => {
  vi.useRealTimers();
});

/** A step as the outbox sends it: with its key and the moment it was made, at the replay's time. */
async function replay(
  route: typeof startRoute | typeof finishRoute,
  step: "start" | "finish",
  polygonId: number,
  madeAt: string,
  sentAtMinutes: number,
) {
  vi.setSystemTime(monday10 + sentAtMinutes * 60_000);
  const request = await apiRequest(`/api/departments/1/polygons/${polygonId}/${step}`, {
    method: "POST",
    as: cutter,
  });
  request.headers.set("x-made-at", madeAt);
  request.headers.set("idempotency-key", `made-at-${step}-${polygonId}-${sentAtMinutes}`);
  return route.POST(request, routeParams({ id: 1, polygonId }));
}

const cuttingWork = async (polygonId: number) =>
  (await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId: polygonId })).find(
    (w) => w.productionDepartmentId === 1,
  );
const entryOf = async (polygonId: number) =>
  (
    await ctx.handle.db
      .select()
      .from(workTimeEntries)
      .where(
        and(
          eq(workTimeEntries.employeeId, cutter.employeeId),
          eq(workTimeEntries.productionPolygonId, polygonId),
        ),
      )
  )[0];
const auditsOf = (action: string) =>
  ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

describe("an offline Start replayed a minute later", () => {
  it("starts the polygon and the operator's time at the press, and audits both moments", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    const response = await replay(startRoute, "start", polygonId, iso(0), 1);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ step: "start", workTime: { recorded: true } });
    expect(Date.parse((await cuttingWork(polygonId))?.startAt ?? "")).toBe(monday10);
    expect((await entryOf(polygonId))?.startedAt.toISOString()).toBe(iso(0));
    const [audit] = await auditsOf("department.polygon-start");
    expect(audit?.details).toMatchObject({ madeAt: iso(0), receivedAt: iso(1), isMadeAtUsed: true });
  });

  it("finishes at the press too, the working time ending with it", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    const response = await replay(finishRoute, "finish", polygonId, iso(20), 25);
    expect(response.status).toBe(200);
    expect(Date.parse((await cuttingWork(polygonId))?.finishAt ?? "")).toBe(monday10 + 20 * 60_000);
    expect(await entryOf(polygonId)).toMatchObject({ endReason: "done", endedAt: new Date(iso(20)) });
  });
});

describe("a moment that is not plausible", () => {
  it("is not used when it lies ahead of the server's clock: the step counts from its arrival", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    const response = await replay(startRoute, "start", polygonId, iso(45), 30);
    expect(response.status).toBe(200);
    expect((await cuttingWork(polygonId))?.startAt).toBe(iso(30));
    expect((await entryOf(polygonId))?.startedAt.toISOString()).toBe(iso(30));
    const audits = await auditsOf("department.polygon-start");
    expect(audits.at(-1)?.details).toMatchObject({
      madeAt: iso(45),
      receivedAt: iso(30),
      isMadeAtUsed: false,
    });
  });

  it("is not used when older than a day (the server no longer knows the write's key)", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    const response = await replay(finishRoute, "finish", polygonId, iso(-2 * 24 * 60), 40);
    expect(response.status).toBe(200);
    expect((await cuttingWork(polygonId))?.finishAt).toBe(iso(40));
    expect((await auditsOf("department.polygon-finish")).at(-1)?.details).toMatchObject({
      isMadeAtUsed: false,
    });
  });
});
