// Department stations: the departments, a department's queue (waiting and in
// progress, planned finish first, paged, counts), one step per scan or button
// (only what the workflow allows), report a problem with a photo, the detail.
import { describe, expect, it } from "vitest";
import * as detailRoute from "@/app/api/departments/[id]/polygons/[polygonId]/route";
import * as advanceRoute from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as finishRoute from "@/app/api/departments/[id]/polygons/[polygonId]/finish/route";
import * as problemRoute from "@/app/api/departments/[id]/polygons/[polygonId]/problem/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import * as defectRoute from "@/app/api/materials/[id]/defect/route";
import * as matchedRoute from "@/app/api/materials/[id]/matched/route";
import * as departmentsRoute from "@/app/api/departments/route";
import * as photoRoute from "@/app/api/problems/[id]/photo/route";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { employees } from "@/lib/db/schema";
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
const supervisor = employee(["supervisor"]);

type Queue = {
  department: { code: string };
  counts: { waiting: number; started: number; onHold: number; doneToday: number };
  total: number;
  items: {
    id: number;
    stage: string;
    nextStep: string | null;
    isOverdue: boolean;
    projectNumber: string;
    lineNumber: number;
    width: number;
    problem: { remark: string; photoUrl: string | null } | null;
    materialDefects: number;
    unmatchedMaterials: number;
  }[];
};

async function queue(as: typeof cutter, departmentId: number, query = "") {
  const path = `/api/departments/${departmentId}/queue${query}`;
  return queueRoute.GET(await apiRequest(path, { as }), routeParams({ id: departmentId }));
}

async function move(
  route: typeof startRoute,
  step: string,
  as: typeof cutter,
  id: number,
  polygonId: number,
) {
  const path = `/api/departments/${id}/polygons/${polygonId}/${step}`;
  return route.POST(await apiRequest(path, { method: "POST", as }), routeParams({ id, polygonId }));
}

async function current(polygonId: number) {
  return currentStatusOf(await ctx.upstream.polygon.getById({ id: polygonId }));
}

async function cuttingWork(polygonId: number) {
  const work = await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId: polygonId });
  return work.find((d) => d.productionDepartmentId === 1);
}

async function report(as: typeof cutter, id: number, polygonId: number, form: FormData) {
  const request = new Request(`http://localhost:3000/api/departments/${id}/polygons/${polygonId}/problem`, {
    method: "POST",
    headers: { cookie: await sessionCookie(as), origin: "http://localhost:3000" },
    body: form,
  });
  return problemRoute.POST(request, routeParams({ id, polygonId }));
}

describe("GET /api/departments", () => {
  it("lists the departments for any signed-in employee", async () => {
    const response = await departmentsRoute.GET(
      await apiRequest("/api/departments", { as: employee(["packer"]) }),
    );
    expect((await json<{ code: string }[]>(response)).map((d) => d.code)).toEqual(["CUT", "SEW", "PACK"]);
  });
});

describe("GET /api/departments/{id}/queue", () => {
  it("lists the polygons waiting for the department, planned finish first, with their order line", async () => {
    const body = await json<Queue>(await queue(cutter, 1));
    expect(body.department.code).toBe("CUT");
    expect(body.counts).toEqual({ waiting: 2, started: 0, onHold: 0, doneToday: 0 });
    expect(body.items.map((i) => [i.id, i.stage, i.nextStep, i.isOverdue])).toEqual([
      [ctx.ids.polygonIds[0], "waiting", "start", true],
      [ctx.ids.polygonIds[1], "waiting", "start", false],
    ]);
    expect(body.items[0]).toMatchObject({ projectNumber: "P-1001", lineNumber: 1, width: 1200 });
  });

  it("answers one page at a time with the total", async () => {
    const body = await json<Queue>(await queue(cutter, 1, "?offset=1&limit=1"));
    expect(body.total).toBe(2);
    expect(body.items.map((i) => i.id)).toEqual([ctx.ids.polygonIds[1]]);
    expect((await queue(cutter, 1, "?limit=999")).status).toBe(400);
  });

  it("shows packing nothing while the polygons are still waiting for cutting", async () => {
    expect((await json<Queue>(await queue(supervisor, 3))).total).toBe(0);
  });

  it("refuses an operator of another department with 403", async () => {
    const response = await queue(sewer, 1);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ title: "Not your department" });
  });
});

describe("moving a polygon one step in a department", () => {
  it("refuses a ticket of a polygon with no work in the department (409, in the employee's Dutch), moving nothing", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    const response = await move(advanceRoute, "advance", supervisor, 2, polygonId);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      title: "Niet voor deze afdeling",
      detail: expect.stringMatching(
        new RegExp(`^Voor regel ${polygonId} is geen werk gepland in \\S`),
      ) as unknown,
    });
    expect((await current(polygonId))?.productionStatusValue).toBe(100);
  });

  it("refuses an operator of another department with 403, changing nothing", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    expect((await move(advanceRoute, "advance", sewer, 1, polygonId)).status).toBe(403);
    expect((await current(polygonId))?.productionStatusValue).toBe(100);
  });

  it("refuses Done on a polygon that has not started (409)", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    expect((await move(finishRoute, "finish", cutter, 1, polygonId)).status).toBe(409);
    expect((await current(polygonId))?.productionStatusValue).toBe(100);
  });

  it("Start button then a scan: waiting → started → done, the statuses by the operator, startAt and finishAt, then refuses", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    const started = await move(startRoute, "start", cutter, 1, polygonId);
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ step: "start", statusValue: 200 });
    expect(await current(polygonId)).toMatchObject({
      productionStatusValue: 200,
      hubEmployeeId: cutter.hubEmployeeId,
    });
    expect(Date.parse((await cuttingWork(polygonId))?.startAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect((await json<Queue>(await queue(cutter, 1))).counts).toMatchObject({ waiting: 1, started: 1 });

    // Its roll is not matched yet: the scan asks first (409 material-wait, nothing moves), as the Done button does.
    const asked = await move(advanceRoute, "advance", cutter, 1, polygonId);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({
      type: "urn:shopfloor:problem:material-wait",
      step: "finish",
      unmatchedMaterials: 1,
      materialDefects: 0,
    });
    expect((await current(polygonId))?.productionStatusValue).toBe(200);
    // The ticket scanned again: "go on anyway".
    const finished = await move(advanceRoute, "advance?material=confirmed", cutter, 1, polygonId);
    expect(await finished.json()).toMatchObject({ step: "finish", statusValue: 290 });
    expect((await current(polygonId))?.productionStatusValue).toBe(290);
    expect(Date.parse((await cuttingWork(polygonId))?.finishAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const after = await json<Queue>(await queue(cutter, 1));
    expect(after.items.map((i) => i.id)).toEqual([ctx.ids.polygonIds[1]]);
    expect(after.counts).toEqual({ waiting: 1, started: 0, onHold: 0, doneToday: 1 });

    const again = await move(advanceRoute, "advance", cutter, 1, polygonId);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ title: "Nu niet voor deze afdeling" });
    expect((await current(polygonId))?.productionStatusValue).toBe(290);
  });

  it("shows the detail: history with the employee's name, department work, packages", async () => {
    await ctx.handle.db.insert(employees).values({
      username: "cutter-test",
      displayName: "Carla Cutter",
      hubEmployeeId: cutter.hubEmployeeId,
      passwordHash: "x",
    });
    const polygonId = ctx.ids.polygonIds[0];
    const path = `/api/departments/1/polygons/${polygonId}`;
    const response = await detailRoute.GET(
      await apiRequest(path, { as: cutter }),
      routeParams({ id: 1, polygonId }),
    );
    const body = await json<{
      history: { statusValue: number; employeeName: string | null }[];
      packages: { barcode: string }[];
      summary: { projectNumber: string };
    }>(response);
    expect(body.history.map((h) => [h.statusValue, h.employeeName])).toEqual([
      [290, "Carla Cutter"],
      [200, "Carla Cutter"],
      [100, null],
    ]);
    expect(body.packages.map((p) => p.barcode)).toEqual(["PKG-0001"]);
    expect(body.summary.projectNumber).toBe("P-1001");
  });
});

describe("POST /api/departments/{id}/polygons/{polygonId}/problem", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it("needs a remark (400 naming the field) and an image, moving nothing", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    const empty = await report(cutter, 1, polygonId, new FormData());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { remark: ["Describe the problem"] } });
    const form = new FormData();
    form.set("remark", "Torn");
    form.set("photo", new Blob(["<svg/>"], { type: "image/svg+xml" }), "x.svg");
    expect((await report(cutter, 1, polygonId, form)).status).toBe(400);
    expect((await current(polygonId))?.productionStatusValue).toBe(100);
  });

  it("puts the polygon on hold with the remark; the queue and the photo show it; others may not see the photo", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    const form = new FormData();
    form.set("remark", "Fabric torn at the hem");
    form.set("photo", new Blob([png], { type: "image/png" }), "photo.png");
    const response = await report(cutter, 1, polygonId, form);
    expect(response.status).toBe(201);
    const problem = await json<{ id: number; photoUrl: string }>(response);
    expect(await current(polygonId)).toMatchObject({
      productionStatusValue: 900,
      remarks: "Fabric torn at the hem",
      hubEmployeeId: cutter.hubEmployeeId,
    });

    const body = await json<Queue>(await queue(supervisor, 1));
    expect(body.counts.onHold).toBe(1);
    expect(body.items.find((i) => i.id === polygonId)).toMatchObject({
      stage: "on-hold",
      nextStep: null,
      problem: { remark: "Fabric torn at the hem", photoUrl: `/api/problems/${problem.id}/photo` },
    });

    const photo = await photoRoute.GET(
      await apiRequest(problem.photoUrl, { as: supervisor }),
      routeParams({ id: problem.id }),
    );
    expect(photo.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(png);
    const refused = await photoRoute.GET(
      await apiRequest(problem.photoUrl, { as: sewer }),
      routeParams({ id: problem.id }),
    );
    expect(refused.status).toBe(403);

    expect((await move(advanceRoute, "advance", cutter, 1, polygonId)).status).toBe(409);
  });
});

describe("a line still waiting for material", () => {
  it("says how many entries are not matched on its card, and nothing once the roll is matched", async () => {
    // The second polygon: still waiting for cutting after the tests above (the first one was moved on).
    const polygonId = ctx.ids.polygonIds[1];
    const entryId = ctx.ids.materialEntryIds[1];
    const unmatchedOnCard = async () =>
      (await json<Queue>(await queue(supervisor, 1))).items.find((i) => i.id === polygonId)
        ?.unmatchedMaterials;
    expect(await unmatchedOnCard()).toBe(1);

    const matched = await matchedRoute.POST(
      await apiRequest(`/api/materials/${entryId}/matched`, {
        method: "POST",
        as: employee(["matcher"]),
        body: { isMatched: true, productionPolygonId: polygonId },
      }),
      routeParams({ id: entryId }),
    );
    expect(matched.status).toBe(200);
    await expect.poll(unmatchedOnCard, { timeout: 5_000 }).toBe(0);
  });
});

describe("a material defect reported at matching", () => {
  it("stands out on the polygon's queue card and in its detail, with the remark and who reported it", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    const entryId = ctx.ids.materialEntryIds[1];
    const defectsOnCard = async () =>
      (await json<Queue>(await queue(supervisor, 1))).items.find((i) => i.id === polygonId)?.materialDefects;
    expect(await defectsOnCard()).toBe(0);

    const matcher = employee(["matcher"]);
    const marked = await defectRoute.POST(
      await apiRequest(`/api/materials/${entryId}/defect`, {
        method: "POST",
        as: matcher,
        body: { hasDefect: true, remark: "Pulled thread" },
      }),
      routeParams({ id: entryId }),
    );
    expect(marked.status).toBe(200);
    // The queue's lists are read afresh after the change (served once more from before, then new).
    await expect.poll(defectsOnCard, { timeout: 5_000 }).toBe(1);

    const detail = await json<{
      matching: {
        id: number;
        material: string;
        hasDefect: boolean;
        defect: { remark: string; reportedByName: string } | null;
      }[];
    }>(
      await detailRoute.GET(
        await apiRequest(`/api/departments/1/polygons/${polygonId}`, { as: cutter }),
        routeParams({ id: 1, polygonId }),
      ),
    );
    expect(detail.matching).toEqual([
      expect.objectContaining({
        id: entryId,
        material: "Velvet",
        hasDefect: true,
        defect: expect.objectContaining({
          remark: "Pulled thread",
          reportedByName: matcher.displayName,
        }) as unknown,
      }),
    ]);
  });
});
