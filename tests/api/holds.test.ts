// Holds come off hold, and a supervisor sets any status: who may (supervisors;
// a department's operators only where its workflow allows it), what is
// refused (4xx, nothing moved), where a release goes back to (the status
// before the hold, else the department's first waiting value), the audit
// rows; and a station's "undo my last move" (refused once the line moved on).
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as problemRoute from "@/app/api/departments/[id]/polygons/[polygonId]/problem/route";
import * as undoRoute from "@/app/api/departments/[id]/undo/route";
import * as releaseRoute from "@/app/api/holds/[id]/release/route";
import * as statusRoute from "@/app/api/holds/[id]/status/route";
import { auditLog, departmentWorkflows } from "@/lib/db/schema";
import { currentStatusOf } from "@/lib/polygons/polygons";
import {
  apiRequest,
  employee,
  json,
  routeParams,
  sessionCookie,
  setUpApiRoutes,
} from "../support/api-session";

const ctx = setUpApiRoutes();
// Department ids are 1, 2, 3 (CUT, SEW, PACK) in a fresh database.
const cutter = employee(["operator"], [1]);
const sewer = employee(["operator"], [2]);
const packer = employee(["packer"]);
// The made-up employees are Dutch (tests/support/api-session.ts); this supervisor reads English.
const supervisor = { ...employee(["supervisor"]), locale: "en" as const };
const dutchSupervisor = employee(["supervisor"]);

const current = async (polygonId: number) =>
  currentStatusOf(await ctx.upstream.polygon.getById({ id: polygonId }));
const valueOf = async (polygonId: number) => (await current(polygonId))?.productionStatusValue;

async function release(as: typeof cutter, polygonId: number, body: unknown = { remark: "Fabric replaced" }) {
  const path = `/api/holds/${polygonId}/release`;
  return releaseRoute.POST(
    await apiRequest(path, { method: "POST", as, body }),
    routeParams({ id: polygonId }),
  );
}

async function setStatus(as: typeof cutter, polygonId: number, body: unknown) {
  const path = `/api/holds/${polygonId}/status`;
  return statusRoute.POST(
    await apiRequest(path, { method: "POST", as, body }),
    routeParams({ id: polygonId }),
  );
}

async function start(as: typeof cutter, polygonId: number) {
  const path = `/api/departments/1/polygons/${polygonId}/start`;
  return startRoute.POST(await apiRequest(path, { method: "POST", as }), routeParams({ id: 1, polygonId }));
}

async function undo(as: typeof cutter, departmentId = 1) {
  const path = `/api/departments/${departmentId}/undo`;
  return undoRoute.POST(await apiRequest(path, { method: "POST", as }), routeParams({ id: departmentId }));
}

async function reportProblem(as: typeof cutter, polygonId: number, remark: string) {
  const form = new FormData();
  form.set("remark", remark);
  const request = new Request(`http://localhost:3000/api/departments/1/polygons/${polygonId}/problem`, {
    method: "POST",
    headers: { cookie: await sessionCookie(as), origin: "http://localhost:3000" },
    body: form,
  });
  return problemRoute.POST(request, routeParams({ id: 1, polygonId }));
}

const auditRows = (action: string) =>
  ctx.handle.db
    .select({ status: auditLog.status, username: auditLog.username })
    .from(auditLog)
    .where(eq(auditLog.action, action));

describe("releasing a hold", () => {
  it("puts a line reported on hold in progress back to in progress, for a supervisor only where operators may not", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    expect((await start(cutter, polygonId)).status).toBe(200);
    expect((await reportProblem(cutter, polygonId, "Fabric torn")).status).toBe(201);
    expect(await valueOf(polygonId)).toBe(900);

    const byCutter = await release(cutter, polygonId);
    expect(byCutter.status).toBe(403);
    expect(await byCutter.json()).toMatchObject({ title: "Een supervisor haalt deze regel uit de wacht" });
    const bySewer = await release(sewer, polygonId);
    expect(bySewer.status).toBe(403);
    expect(await bySewer.json()).toMatchObject({ title: "Niet jouw afdeling" });
    expect((await release(packer, polygonId)).status).toBe(403);
    const blank = await release(supervisor, polygonId, { remark: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ errors: { remark: ["Say why the hold can be lifted"] } });
    expect(await valueOf(polygonId)).toBe(900);

    const released = await release(supervisor, polygonId);
    expect(released.status).toBe(200);
    expect(await released.json()).toMatchObject({ previousStatusValue: 900, statusValue: 200 });
    expect(await current(polygonId)).toMatchObject({
      productionStatusValue: 200,
      remarks: "Hold released: Fabric replaced",
      hubEmployeeId: supervisor.hubEmployeeId,
    });

    const again = await release(supervisor, polygonId);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ title: "Not on hold" });
    expect((await auditRows("hold.release")).map((r) => r.status).sort()).toEqual([
      200, 400, 403, 403, 403, 409,
    ]);
  });

  it("lets the department's operator release when its workflow allows it", async () => {
    await ctx.handle.db
      .update(departmentWorkflows)
      .set({ operatorMayRelease: true })
      .where(eq(departmentWorkflows.departmentCode, "CUT"));
    try {
      const polygonId = ctx.ids.polygonIds[0];
      expect((await reportProblem(cutter, polygonId, "Blade blunt")).status).toBe(201);
      expect((await release(sewer, polygonId)).status).toBe(403);
      const released = await release(cutter, polygonId, { remark: "Blade changed" });
      expect(released.status).toBe(200);
      expect(await valueOf(polygonId)).toBe(200);
    } finally {
      await ctx.handle.db
        .update(departmentWorkflows)
        .set({ operatorMayRelease: false })
        .where(eq(departmentWorkflows.departmentCode, "CUT"));
    }
  });

  it("without a recorded status goes back to the status before the hold, else the department's first waiting value", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    expect(await valueOf(polygonId)).toBe(100);
    expect(
      (await setStatus(supervisor, polygonId, { statusValue: 900, reason: "Customer call" })).status,
    ).toBe(200);
    expect(await json(await release(supervisor, polygonId))).toMatchObject({ statusValue: 100 });

    // Before the hold it was at 500, which is nothing in cutting: back to cutting's first waiting value.
    expect(
      (await setStatus(supervisor, polygonId, { statusValue: 500, reason: "Wrongly approved" })).status,
    ).toBe(200);
    expect((await setStatus(supervisor, polygonId, { statusValue: 900, reason: "Check it" })).status).toBe(
      200,
    );
    expect(await json(await release(supervisor, polygonId))).toMatchObject({ statusValue: 100 });
    expect(await valueOf(polygonId)).toBe(100);
  });
});

describe("setting a status with a reason", () => {
  it("is for supervisors: any workflow value with a reason, in the upstream's history and the audit trail", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    expect((await setStatus(cutter, polygonId, { statusValue: 290, reason: "Done" })).status).toBe(403);
    const unknown = await setStatus(supervisor, polygonId, { statusValue: 12345, reason: "Typo" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      errors: { statusValue: ["Choose a status from the list"] },
    });
    const noReason = await setStatus(supervisor, polygonId, { statusValue: 290 });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ errors: { reason: ["Give the reason for the change"] } });
    const same = await setStatus(supervisor, polygonId, { statusValue: 100, reason: "Again" });
    expect(same.status).toBe(409);
    expect(await valueOf(polygonId)).toBe(100);

    const set = await setStatus(supervisor, polygonId, { statusValue: 290, reason: "Cut by hand" });
    expect(await set.json()).toMatchObject({ previousStatusValue: 100, statusValue: 290 });
    expect(await current(polygonId)).toMatchObject({ productionStatusValue: 290, remarks: "Cut by hand" });
    const statuses = (await auditRows("polygon.set-status")).map((r) => r.status);
    expect(statuses).toEqual(expect.arrayContaining([200, 400, 403, 409]));
  });
});

describe("a refusal in the employee's language", () => {
  it("tells the Dutch sewer in Dutch and the English supervisor in English that a line is not on hold (409)", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    await setStatus(supervisor, polygonId, { statusValue: 290, reason: "Cut" });
    expect(await valueOf(polygonId)).toBe(290);
    const byDutch = await release(sewer, polygonId);
    expect(byDutch.status).toBe(409);
    expect(await byDutch.json()).toMatchObject({
      title: "Niet in de wacht",
      detail: `Productregel ${polygonId} staat op Snijden klaar, niet in de wacht.`,
    });
    const byEnglish = await release(supervisor, polygonId);
    expect(byEnglish.status).toBe(409);
    expect(await byEnglish.json()).toMatchObject({
      title: "Not on hold",
      detail: `Polygon ${polygonId} is at Cutting done, not on hold.`,
    });
    expect(await valueOf(polygonId)).toBe(290);
  });

  it("refuses a status the workflow does not know in Dutch for a Dutch supervisor, in English for an English one", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    const byDutch = await setStatus(dutchSupervisor, polygonId, { statusValue: 12345, reason: "Tikfout" });
    expect(byDutch.status).toBe(400);
    expect(await byDutch.json()).toMatchObject({
      title: "Ongeldige invoer",
      detail: "Status 12345 staat niet in de workflow.",
      errors: { statusValue: ["Kies een status uit de lijst"] },
    });
    const byEnglish = await setStatus(supervisor, polygonId, { statusValue: 12345, reason: "Typo" });
    expect(await byEnglish.json()).toMatchObject({
      title: "Invalid input",
      detail: "Status 12345 is not in the workflow.",
      errors: { statusValue: ["Choose a status from the list"] },
    });
  });
});

describe("POST /api/departments/{id}/undo", () => {
  it("reverses the employee's last move (status and start time), then refuses a move the line has moved on from", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    await setStatus(supervisor, polygonId, { statusValue: 100, reason: "Back to cutting" });
    const work = async () =>
      (await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId: polygonId })).find(
        (w) => w.productionDepartmentId === 1,
      );
    const plannedStart = (await work())?.startAt ?? null;
    expect((await start(cutter, polygonId)).status).toBe(200);
    expect(await valueOf(polygonId)).toBe(200);

    expect((await undo(sewer)).status).toBe(403);
    expect((await undo(packer)).status).toBe(403);
    const undone = await undo(cutter);
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({
      productionPolygonId: polygonId,
      statusValue: 100,
      undoneStatusValue: 200,
    });
    expect(await current(polygonId)).toMatchObject({
      productionStatusValue: 100,
      remarks: "Undone at the station",
    });
    expect((await work())?.startAt ?? null).toBe(plannedStart);

    // The cutter's move before: the first polygon's start, which has since been put on hold and released and moved on.
    await setStatus(supervisor, ctx.ids.polygonIds[0], { statusValue: 290, reason: "Finished" });
    const movedOn = await undo(cutter);
    expect(movedOn.status).toBe(409);
    expect(await movedOn.json()).toMatchObject({ title: "Cannot undo: the line moved on" });
    expect(await valueOf(ctx.ids.polygonIds[0])).toBe(290);
    expect((await undo(supervisor)).status).toBe(404);
  });
});
