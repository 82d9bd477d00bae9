// Control characters and unpaired surrogates in every free-text field the
// routes take: the write is refused with a 400 naming the field, nothing
// changes upstream, and the refusal has its audit row. Tab and newlines in a
// remark are text: that write is made and its audit row holds the remark.
import { beforeAll, describe, expect, it } from "vitest";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as adminDepartments from "@/app/api/admin/departments/route";
import * as adminDepartment from "@/app/api/admin/departments/[id]/route";
import * as adminEmployees from "@/app/api/admin/employees/route";
import * as adminPackageTypes from "@/app/api/admin/package-types/route";
import * as adminPrinter from "@/app/api/admin/printers/[id]/route";
import * as adminPrinters from "@/app/api/admin/printers/route";
import * as adminReason from "@/app/api/admin/reasons/[id]/route";
import * as adminReasons from "@/app/api/admin/reasons/route";
import * as workflowDepartment from "@/app/api/admin/workflow/departments/[code]/route";
import * as workflowStatus from "@/app/api/admin/workflow/statuses/[value]/route";
import * as boardDevicesRoute from "@/app/api/board/devices/route";
import * as problem from "@/app/api/departments/[id]/polygons/[polygonId]/problem/route";
import * as holdRelease from "@/app/api/holds/[id]/release/route";
import * as holdStatus from "@/app/api/holds/[id]/status/route";
import * as workflowStatuses from "@/app/api/admin/workflow/statuses/route";
import * as browse from "@/app/api/matching/browse/route";
import * as defect from "@/app/api/materials/[id]/defect/route";
import * as matched from "@/app/api/materials/[id]/matched/route";
import * as packPallet from "@/app/api/pack/pallet/route";
import * as packScan from "@/app/api/pack/scan/route";
import * as print from "@/app/api/print/route";
import * as printerChoicesRoute from "@/app/api/printers/route";
import * as reasonScrap from "@/app/api/reasons/scrap/route";
import * as reasonUndo from "@/app/api/reasons/undo/route";
import * as search from "@/app/api/search/route";
import * as statusPolygons from "@/app/api/status/polygons/route";
import * as supervisorUnmatched from "@/app/api/supervisor/unmatched/route";
import { setAuditDatabase } from "@/lib/audit/audit";
import { currentStatusOf } from "@/lib/polygons/polygons";
import {
  auditLog,
  boardDevices,
  departmentWorkflows,
  employees,
  polygonProblems,
  printers,
  reasonEvents,
  reasons,
  statusValues,
} from "@/lib/db/schema";
import { asc, desc } from "drizzle-orm";
import {
  apiRequest,
  employee,
  json,
  routeParams,
  sessionCookie,
  setUpApiRoutes,
} from "../support/api-session";

const ctx = setUpApiRoutes();
const everyone = employee(["operator", "packer", "matcher", "supervisor", "admin"], [1, 2, 3]);

type Handler = (request: Request, context?: ReturnType<typeof routeParams>) => Promise<Response>;
type Write = {
  route: string;
  handler: Handler;
  params?: Record<string, string>;
  body: (text: string) => unknown;
  field: string;
  /** Sent as a multipart form (the problem report, which may carry a photo) rather than JSON. */
  isForm?: boolean;
};

const entry = () => String(ctx.ids.materialEntryIds[0]);
// prettier-ignore
const writes: Write[] = [
  { route: "POST /api/materials/{id}/matched", handler: matched.POST, params: { id: "" }, body: (reason) => ({ isMatched: false, reason }), field: "reason" },
  { route: "POST /api/materials/{id}/defect", handler: defect.POST, params: { id: "" }, body: (remark) => ({ hasDefect: true, remark }), field: "remark" },
  { route: "POST /api/status/polygons", handler: statusPolygons.POST, body: (remarks) => ({ productionPolygonIds: [1], statusValue: 900, remarks }), field: "remarks" },
  { route: "POST /api/pack/scan", handler: packScan.POST, body: (barcode) => ({ barcode }), field: "barcode" },
  { route: "POST /api/pack/pallet", handler: packPallet.POST, body: (barcode) => ({ barcode }), field: "barcode" },
  { route: "POST /api/admin/departments", handler: adminDepartments.POST, body: (name) => ({ code: "NEW", name, deliveryTime: 1 }), field: "name" },
  { route: "POST /api/admin/departments (code)", handler: adminDepartments.POST, body: (code) => ({ code, name: "New", deliveryTime: 1 }), field: "code" },
  { route: "PATCH /api/admin/departments/1", handler: adminDepartment.PATCH, params: { id: "1" }, body: (name) => ({ name }), field: "name" },
  { route: "POST /api/admin/package-types", handler: adminPackageTypes.POST, body: (en) => ({ code: "BAG", descriptions: { en }, packageKind: 1 }), field: "descriptions" },
  { route: "POST /api/admin/employees", handler: adminEmployees.POST, body: (displayName) => ({ username: "text-test", displayName, hubEmployeeId: 9911, locale: "en", roles: [], departmentIds: [], badgeCode: null, password: "long-enough" }), field: "displayName" },
  { route: "POST /api/admin/employees (badge)", handler: adminEmployees.POST, body: (badgeCode) => ({ username: "text-test", displayName: "T", hubEmployeeId: 9911, locale: "en", roles: [], departmentIds: [], badgeCode, password: "long-enough" }), field: "badgeCode" },
  { route: "POST /api/admin/workflow/statuses", handler: workflowStatuses.POST, body: (labelEn) => ({ value: 951, labelEn, labelNl: "B", colour: "#000000", overdueAfterHours: null }), field: "labelEn" },
  // The routes of the later features (reasons, holds, printers, wall board, workflow editor).
  { route: "PUT /api/admin/workflow/statuses/100", handler: workflowStatus.PUT, params: { value: "100" }, body: (labelNl) => ({ labelEn: "Waiting", labelNl, colour: "#000000", overdueAfterHours: null }), field: "labelNl" },
  { route: "PUT /api/admin/workflow/departments/SEW", handler: workflowDepartment.PUT, params: { code: "SEW" }, body: (nameNl) => ({ waitingValues: [200], startedValue: 250, doneValue: 300, onHoldValue: 910, nameNl }), field: "nameNl" },
  { route: "POST /api/admin/reasons", handler: adminReasons.POST, body: (labelEn) => ({ kind: "problem", code: "text-test", labelEn, labelNl: "Proef" }), field: "labelEn" },
  { route: "POST /api/admin/reasons (Dutch label)", handler: adminReasons.POST, body: (labelNl) => ({ kind: "problem", code: "text-test", labelEn: "Test", labelNl }), field: "labelNl" },
  { route: "POST /api/admin/reasons (code)", handler: adminReasons.POST, body: (code) => ({ kind: "problem", code, labelEn: "Test", labelNl: "Proef" }), field: "code" },
  { route: "PATCH /api/admin/reasons/1", handler: adminReason.PATCH, params: { id: "1" }, body: (labelNl) => ({ labelNl }), field: "labelNl" },
  { route: "POST /api/holds/{id}/release", handler: holdRelease.POST, params: { id: "polygon" }, body: (remark) => ({ remark }), field: "remark" },
  { route: "POST /api/holds/{id}/status", handler: holdStatus.POST, params: { id: "polygon" }, body: (reason) => ({ statusValue: 100, reason }), field: "reason" },
  { route: "POST /api/departments/1/polygons/{id}/problem", handler: problem.POST, params: { id: "1", polygonId: "polygon" }, body: (remark) => ({ remark }), field: "remark", isForm: true },
  { route: "POST /api/reasons/scrap", handler: reasonScrap.POST, body: (reasonRemark) => ({ productionPolygonId: 1, departmentId: 1, redoDepartmentId: 1, reasonId: 1, reasonRemark }), field: "reasonRemark" },
  { route: "POST /api/reasons/undo", handler: reasonUndo.POST, body: (reasonRemark) => ({ productionPolygonId: 1, reasonId: 1, reasonRemark }), field: "reasonRemark" },
  { route: "POST /api/materials/{id}/matched (reason remark)", handler: matched.POST, params: { id: "" }, body: (reasonRemark) => ({ isMatched: true, reasonRemark }), field: "reasonRemark" },
  { route: "POST /api/admin/printers", handler: adminPrinters.POST, body: (name) => ({ name, address: "10.0.0.9" }), field: "name" },
  { route: "POST /api/admin/printers (address)", handler: adminPrinters.POST, body: (address) => ({ name: "Pack 9", address }), field: "address" },
  { route: "POST /api/admin/printers (devices)", handler: adminPrinters.POST, body: (device) => ({ name: "Pack 9", address: "10.0.0.9", deviceIds: [device] }), field: "deviceIds" },
  { route: "PATCH /api/admin/printers/{id}", handler: adminPrinter.PATCH, params: { id: "printer" }, body: (device) => ({ name: "Pack 9", address: "10.0.0.9", deviceIds: ["pack-1", device] }), field: "deviceIds" },
  { route: "POST /api/print (device)", handler: print.POST, body: (device) => ({ target: { kind: "package", productionPolygonId: 1 }, device }), field: "device" },
  { route: "POST /api/board/devices", handler: boardDevicesRoute.POST, body: (name) => ({ name, locale: "nl" }), field: "name" },
];
const oddTexts = {
  NUL: "wrong roll\u0000",
  "unpaired surrogate": "wrong \ud800roll",
  bell: "wrong \u0007roll",
  "C1 control": "wrong \u0085roll",
};

/** A printer of the app's own table, for the PATCH row (made once, before the rows run). */
let printerId = 0;
const placeholders = (): Record<string, string> => ({
  "": entry(),
  polygon: String(ctx.ids.polygonIds[0]),
  printer: String(printerId),
});
const withPlaceholders = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, placeholders()[value] ?? value]));

async function call(write: Write, text: string) {
  const params = write.params && withPlaceholders(write.params);
  const method = write.route.split(" ")[0];
  if (write.isForm) {
    const form = new FormData();
    for (const [key, value] of Object.entries(write.body(text) as Record<string, string>))
      form.set(key, value);
    const request = new Request("http://localhost:3000/api/x", {
      method,
      headers: { cookie: await sessionCookie(everyone), origin: "http://localhost:3000" },
      body: form,
    });
    return write.handler(request, params && routeParams(params));
  }
  const request = await apiRequest("/api/x", { method, as: everyone, body: write.body(text) });
  return write.handler(request, params && routeParams(params));
}

const auditRows = async () => ctx.handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);

/** What any of these writes could change: upstream departments and polygon statuses, and the app's own tables. */
async function everythingWritten() {
  const db = ctx.handle.db;
  const statuses = await Promise.all(
    ctx.ids.polygonIds.map(async (id) => currentStatusOf(await ctx.upstream.polygon.getById({ id }))),
  );
  return {
    departments: await ctx.upstream.department.getAll(),
    statuses,
    reasons: await db.select().from(reasons).orderBy(asc(reasons.id)),
    reasonEvents: await db.select().from(reasonEvents).orderBy(asc(reasonEvents.id)),
    printers: await db.select().from(printers).orderBy(asc(printers.id)),
    boardDevices: await db.select().from(boardDevices).orderBy(asc(boardDevices.id)),
    statusValues: await db.select().from(statusValues).orderBy(asc(statusValues.value)),
    workflows: await db.select().from(departmentWorkflows).orderBy(asc(departmentWorkflows.departmentCode)),
    problems: await db.select().from(polygonProblems).orderBy(asc(polygonProblems.id)),
    employees: await db.select().from(employees).orderBy(asc(employees.id)),
  };
}

beforeAll(async () => {
  await sessionCookie(everyone);
  const made = await adminPrinters.POST(
    await apiRequest("/api/admin/printers", {
      method: "POST",
      as: everyone,
      body: { name: "Text test printer", address: "10.0.0.8", deviceIds: ["pack-1"] },
    }),
  );
  expect(made.status).toBe(201);
  printerId = (await json<{ id: number }>(made)).id;
});

describe("free text with control characters or unpaired surrogates", () => {
  for (const write of writes) {
    for (const [kind, text] of Object.entries(oddTexts)) {
      // A multipart body is UTF-8 bytes: an unpaired surrogate cannot travel in it (see the test below).
      if (write.isForm && kind === "unpaired surrogate") continue;
      it(`${write.route}: a ${kind} in ${write.field} is a 400 naming it, with its audit row, and nothing changes`, async () => {
        const before = await everythingWritten();
        const response = await call(write, text);
        expect(response.status).toBe(400);
        expect(Object.keys((await json<{ errors: Record<string, string[]> }>(response)).errors)).toContain(
          write.field,
        );
        expect(await everythingWritten()).toEqual(before);
        const [row] = await auditRows();
        expect(row).toMatchObject({ status: 400, username: everyone.username });
      });
    }
  }

  it("records a problem whose remark had an unpaired surrogate: a multipart form carries it as U+FFFD", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    const form = new FormData();
    form.set("remark", "wrong \ud800roll");
    const response = await problem.POST(
      new Request(`http://localhost:3000/api/departments/1/polygons/${polygonId}/problem`, {
        method: "POST",
        headers: { cookie: await sessionCookie(everyone), origin: "http://localhost:3000" },
        body: form,
      }),
      routeParams({ id: 1, polygonId }),
    );
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ remark: "wrong \ufffdroll" });
    const [row] = await auditRows();
    expect(row).toMatchObject({ action: "department.polygon-problem", status: 201 });
  });

  it("keeps tab and newlines in a reason: the write is made and its audit row holds the reason", async () => {
    const id = Number(entry());
    const reason = "wrong roll\r\n\tcolour off";
    const response = await matched.POST(
      await apiRequest(`/api/materials/${id}/matched`, {
        method: "POST",
        as: everyone,
        body: { isMatched: false, reason },
      }),
      routeParams({ id }),
    );
    expect(response.status).toBe(200);
    const [row] = await auditRows();
    expect(row).toMatchObject({ action: "material.matched", status: 200, details: { body: { reason } } });
  });

  it("refuses a NUL in a search, the audit filter, the unmatched filter and the matching search (400, not 5xx)", async () => {
    const reads: [Handler, string, string][] = [
      [search.GET, "/api/search?q=P-1%00", "q"],
      [auditRoute.GET, "/api/admin/audit?username=a%00", "username"],
      [auditRoute.GET, "/api/admin/audit?action=a%00", "action"],
      [supervisorUnmatched.GET, "/api/supervisor/unmatched?q=a%00", "q"],
      [printerChoicesRoute.GET, "/api/printers?device=pack%07", "device"],
    ];
    for (const [handler, path, field] of reads) {
      const response = await handler(await apiRequest(path, { as: everyone }));
      expect(response.status, path).toBe(400);
      expect((await json<{ errors: Record<string, string[]> }>(response)).errors).toHaveProperty(field);
    }
    const found = await browse.POST(
      await apiRequest("/api/matching/browse", {
        method: "POST",
        as: everyone,
        body: { eanCode: "87\u0000" },
      }),
    );
    expect(found.status).toBe(400);
  });
});

describe("a write is made only when its audit row can be written", () => {
  it("refuses the write (503) and changes nothing when the audit trail cannot be written", async () => {
    const id = Number(entry());
    const isMatchedBefore = (await ctx.upstream.matching.browse({ take: 500 })).results
      .flatMap((r) => r.polygonProjectMaterials)
      .find((e) => e.id === id)?.isMatched;
    setAuditDatabase(() => Promise.reject(new Error("the audit database is down")));
    try {
      const response = await matched.POST(
        await apiRequest(`/api/materials/${id}/matched`, {
          method: "POST",
          as: everyone,
          body: { isMatched: !isMatchedBefore, reason: "checked" },
        }),
        routeParams({ id }),
      );
      expect(response.status).toBe(503);
      expect(await json(response)).toMatchObject({ title: "Not saved: the audit trail cannot be written" });
    } finally {
      setAuditDatabase(() => Promise.resolve(ctx.handle.db));
    }
    const after = (await ctx.upstream.matching.browse({ take: 500 })).results
      .flatMap((r) => r.polygonProjectMaterials)
      .find((e) => e.id === id)?.isMatched;
    expect(after).toBe(isMatchedBefore);
  });

  it("writes the row before the write and sets the answer after it", async () => {
    const response = await adminDepartment.PATCH(
      await apiRequest("/api/admin/departments/1", {
        method: "PATCH",
        as: everyone,
        body: { name: "Cutting room" },
      }),
      routeParams({ id: 1 }),
    );
    expect(response.status).toBe(200);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: "admin.department.update",
      status: 200,
      details: { body: { name: "Cutting room" } },
    });
  });

  it("refuses an empty PATCH of a department with a 400 (not a 502)", async () => {
    const response = await adminDepartment.PATCH(
      await apiRequest("/api/admin/departments/1", { method: "PATCH", as: everyone, body: {} }),
      routeParams({ id: 1 }),
    );
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ errors: { input: ["change at least one field"] } });
  });
});
