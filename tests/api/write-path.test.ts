// The one write path: after each kind of write, with no reload of the kept
// lists, the station queues, the supervisor's counts and the unmatched list
// show it at once, and the published change names the polygon. The lists are
// loaded first and stay fresh for the whole test, so only the write path's
// patches can make them show a change.
import { beforeAll, describe, expect, it } from "vitest";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import * as advanceRoute from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as problemRoute from "@/app/api/departments/[id]/polygons/[polygonId]/problem/route";
import * as defectRoute from "@/app/api/materials/[id]/defect/route";
import * as matchedRoute from "@/app/api/materials/[id]/matched/route";
import * as packScanRoute from "@/app/api/pack/scan/route";
import * as packUndoRoute from "@/app/api/pack/undo/route";
import * as addPackageRoute from "@/app/api/pack/polygons/[id]/packages/route";
import * as unmatchedCountRoute from "@/app/api/polygons/unmatched/count/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import * as workInProgressRoute from "@/app/api/supervisor/work-in-progress/route";
import * as t from "@/lib/embedded-api/schema";
import { subscribeChanges, type Change } from "@/lib/server/change-bus";
import { queueListsVersion, workOfDepartment } from "@/lib/shared-lists/status-lists";
import { createGateway } from "@/lib/production-api/gateway";
import { listKeepingStep, type WriteLog } from "@/lib/shared-lists/write-path";
import { and, eq } from "drizzle-orm";
import {
  apiRequest,
  appOrigin,
  employee,
  json,
  routeParams,
  sessionCookie,
  setUpApiRoutes,
} from "../support/api-session";

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);
const packer = employee(["packer"]);
const matcher = employee(["matcher"]);
const cutter = employee(["operator"], [1]);

type Queue = {
  counts: { waiting: number; started: number; onHold: number };
  items: { id: number; stage: string; materialDefects: number }[];
};
type WorkInProgress = { departments: { code: string; cells: { count: number }[] }[] };

let dispatchId = 0;
const changes: Change[] = [];

beforeAll(async () => {
  // A dispatch department (the default workflow's DISP waits at "packed") with the first polygon's work.
  const [dispatch] = await ctx.handle.db
    .insert(t.departments)
    .values({ code: "DISP", name: "Dispatch", deliveryTime: 1 })
    .returning();
  dispatchId = dispatch!.id;
  await ctx.handle.db
    .insert(t.polygonDepartments)
    .values({ productionPolygonId: ctx.ids.polygonIds[0], productionDepartmentId: dispatchId });
  subscribeChanges((change) => changes.push(change));
});

async function queueOf(departmentId: number, as = supervisor): Promise<Queue> {
  const response = await queueRoute.GET(
    await apiRequest(`/api/departments/${departmentId}/queue`, { as }),
    routeParams({ id: departmentId }),
  );
  expect(response.status).toBe(200);
  return json<Queue>(response);
}
const idsIn = (queue: Queue) => queue.items.map((item) => item.id);

async function send(
  route: { POST: typeof statusRoute.POST },
  path: string,
  as: typeof supervisor,
  body?: unknown,
) {
  const response = await route.POST(await apiRequest(path, { method: "POST", as, body }));
  expect(response.status, path).toBeLessThan(300);
  return response;
}

async function sendWithId(
  route: { POST: typeof advanceRoute.POST },
  path: string,
  params: Record<string, number>,
  as: typeof supervisor,
  body?: unknown,
) {
  const response = await route.POST(
    await apiRequest(path, { method: "POST", as, body }),
    routeParams(params),
  );
  expect(response.status, path).toBeLessThan(300);
  return response;
}

async function packCount(code: string): Promise<number> {
  const response = await workInProgressRoute.GET(
    await apiRequest("/api/supervisor/work-in-progress", { as: supervisor }),
  );
  const body = await json<WorkInProgress>(response);
  const row = body.departments.find((d) => d.code === code);
  return (row?.cells ?? []).reduce((sum, cell) => sum + cell.count, 0);
}

describe("the one write path keeps the shared lists true", () => {
  it("packing the last package at /pack moves the polygon from the PACK queue to dispatch; undo puts it back", async () => {
    const [first] = ctx.ids.polygonIds;
    const { PACK } = ctx.ids.departments;
    await send(statusRoute, "/api/status/polygons", supervisor, {
      productionPolygonIds: [first],
      statusValue: 500,
    });
    expect(idsIn(await queueOf(PACK))).toContain(first);
    expect(idsIn(await queueOf(dispatchId))).not.toContain(first);
    const packWaitingBefore = await packCount("PACK");

    changes.length = 0;
    const scanned = await send(packScanRoute, "/api/pack/scan", packer, { barcode: "PKG-0001" });
    expect(await scanned.json()).toMatchObject({ outcome: "packed", isPolygonPacked: true });
    expect(idsIn(await queueOf(PACK))).not.toContain(first);
    expect(idsIn(await queueOf(dispatchId))).toContain(first);
    expect(await packCount("PACK")).toBe(packWaitingBefore - 1);
    expect(changes.at(-1)).toMatchObject({ path: "/api/pack/scan", polygonIds: [first] });

    await send(packUndoRoute, "/api/pack/undo", packer);
    expect(idsIn(await queueOf(PACK))).toContain(first);
    expect(idsIn(await queueOf(dispatchId))).not.toContain(first);
    expect(await packCount("PACK")).toBe(packWaitingBefore);
  });

  it("a station's start and done move the polygon along the queues at once", async () => {
    const [, second] = ctx.ids.polygonIds;
    const { CUT } = ctx.ids.departments;
    expect((await queueOf(CUT, cutter)).items.find((i) => i.id === second)?.stage).toBe("waiting");
    // The seed's roll is not matched: each scan answers "go on anyway" (docs/scanning.md).
    const path = `/api/departments/${CUT}/polygons/${second}/advance?material=confirmed`;
    await sendWithId(advanceRoute, path, { id: CUT, polygonId: second }, cutter);
    expect((await queueOf(CUT, cutter)).items.find((i) => i.id === second)?.stage).toBe("started");
    await sendWithId(advanceRoute, path, { id: CUT, polygonId: second }, cutter);
    expect(idsIn(await queueOf(CUT, cutter))).not.toContain(second);
    expect(changes.at(-1)).toMatchObject({ polygonIds: [second] });
  });

  it("a reported problem puts the polygon on hold in the queue", async () => {
    const { CUT } = ctx.ids.departments;
    await send(statusRoute, "/api/status/polygons", supervisor, {
      productionPolygonIds: [ctx.ids.polygonIds[1]],
      statusValue: 100,
    });
    const before = (await queueOf(CUT, cutter)).counts.onHold;
    const form = new FormData();
    form.set("remark", "fabric torn");
    const id = ctx.ids.polygonIds[1];
    const request = new Request(`${appOrigin}/api/departments/${CUT}/polygons/${id}/problem`, {
      method: "POST",
      headers: { cookie: await sessionCookie(cutter), origin: appOrigin },
      body: form,
    });
    const response = await problemRoute.POST(request, routeParams({ id: CUT, polygonId: id }));
    expect(response.status).toBeLessThan(300);
    const queue = await queueOf(CUT, cutter);
    expect(queue.counts.onHold).toBe(before + 1);
    expect(queue.items.find((i) => i.id === id)?.stage).toBe("on-hold");
  });

  it("matching and unmatching a material change the unmatched count at once", async () => {
    const count = async () =>
      (
        await json<{ count: number }>(
          await unmatchedCountRoute.GET(await apiRequest("/api/polygons/unmatched/count", { as: matcher })),
        )
      ).count;
    const before = await count();
    const [entry] = ctx.ids.materialEntryIds;
    const matched = `/api/materials/${entry}/matched`;
    await sendWithId(matchedRoute, matched, { id: entry }, matcher, { isMatched: true });
    expect(await count()).toBe(before - 1);
    expect(changes.at(-1)).toMatchObject({ polygonIds: [ctx.ids.polygonIds[0]] });
    await sendWithId(matchedRoute, matched, { id: entry }, matcher, {
      isMatched: false,
      reason: "wrong roll",
    });
    expect(await count()).toBe(before);
  });

  it("a material matched changes nothing the status lists show: their version stays, so the supervisor's counts are not worked out again", async () => {
    await packCount("PACK"); // the lists loaded
    const before = queueListsVersion();
    const entry = ctx.ids.materialEntryIds[1];
    const matched = `/api/materials/${entry}/matched`;
    await sendWithId(matchedRoute, matched, { id: entry }, matcher, { isMatched: true });
    expect(queueListsVersion()).toBe(before);
    await sendWithId(matchedRoute, matched, { id: entry }, matcher, {
      isMatched: false,
      reason: "wrong roll",
    });
    expect(queueListsVersion()).toBe(before);
  });

  it("a material defect shows on the station's card at once", async () => {
    const { CUT } = ctx.ids.departments;
    const [, second] = ctx.ids.polygonIds;
    const entry = ctx.ids.materialEntryIds[1];
    const defects = async () =>
      (await queueOf(CUT, cutter)).items.find((i) => i.id === second)?.materialDefects;
    expect(await defects()).toBe(0);
    // Unlike a match, a defect changes what the lists show (the card's count): their version moves.
    const version = queueListsVersion();
    await sendWithId(defectRoute, `/api/materials/${entry}/defect`, { id: entry }, matcher, {
      hasDefect: true,
      remark: "stain",
    });
    expect(await defects()).toBe(1);
    expect(queueListsVersion()).not.toBe(version);
  });

  it("a new package names its polygon in the published change", async () => {
    const [first] = ctx.ids.polygonIds;
    changes.length = 0;
    await sendWithId(addPackageRoute, `/api/pack/polygons/${first}/packages`, { id: first }, packer, {});
    expect(changes.at(-1)).toMatchObject({ method: "POST", polygonIds: [first] });
  });

  it("department work removed through the write path leaves the kept list at once and names its polygon", async () => {
    const [first] = ctx.ids.polygonIds;
    const listed = async () => (await workOfDepartment(ctx.upstream, dispatchId)).has(first);
    expect(await listed()).toBe(true);
    const [work] = await ctx.handle.db
      .select()
      .from(t.polygonDepartments)
      .where(
        and(
          eq(t.polygonDepartments.productionPolygonId, first),
          eq(t.polygonDepartments.productionDepartmentId, dispatchId),
        ),
      );
    const log: WriteLog = { polygonIds: new Set() };
    const gateway = createGateway({ baseUrl: ctx.server.baseUrl, getToken: () => ctx.server.token(1) });
    gateway.use(listKeepingStep(gateway.client, log));
    await gateway.client.polygonDepartment.delete({ id: work!.id });
    expect(await listed()).toBe(false);
    expect(log).toMatchObject({ hasWork: true, polygonIds: new Set([first]) });
  });
});
