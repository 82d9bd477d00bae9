// Control characters and unpaired surrogates in every free-text field the
// routes take: the write is refused with a 400 naming the field, nothing
// changes upstream, and the refusal has its audit row. Tab and newlines in a
// remark are text: that write is made and its audit row holds the remark.
import { describe, expect, it } from "vitest";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as adminDepartments from "@/app/api/admin/departments/route";
import * as adminDepartment from "@/app/api/admin/departments/[id]/route";
import * as adminEmployees from "@/app/api/admin/employees/route";
import * as adminPackageTypes from "@/app/api/admin/package-types/route";
import * as workflowStatuses from "@/app/api/admin/workflow/statuses/route";
import * as browse from "@/app/api/matching/browse/route";
import * as defect from "@/app/api/materials/[id]/defect/route";
import * as matched from "@/app/api/materials/[id]/matched/route";
import * as packPallet from "@/app/api/pack/pallet/route";
import * as packScan from "@/app/api/pack/scan/route";
import * as search from "@/app/api/search/route";
import * as statusPolygons from "@/app/api/status/polygons/route";
import * as supervisorUnmatched from "@/app/api/supervisor/unmatched/route";
import { setAuditDatabase } from "@/lib/audit/audit";
import { auditLog } from "@/lib/db/schema";
import { desc } from "drizzle-orm";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const everyone = employee(["operator", "packer", "matcher", "supervisor", "admin"], [1, 2, 3]);

type Handler = (request: Request, context?: ReturnType<typeof routeParams>) => Promise<Response>;
type Write = {
  route: string;
  handler: Handler;
  params?: Record<string, string>;
  body: (text: string) => unknown;
  field: string;
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
];
const oddTexts = {
  NUL: "wrong roll\u0000",
  "unpaired surrogate": "wrong \ud800roll",
  bell: "wrong \u0007roll",
  "C1 control": "wrong \u0085roll",
};

async function call(write: Write, text: string) {
  const params = write.params ? { ...write.params, id: write.params.id || entry() } : undefined;
  const request = await apiRequest("/api/x", {
    method: write.route.split(" ")[0],
    as: everyone,
    body: write.body(text),
  });
  return write.handler(request, params && routeParams(params));
}

const auditRows = async () => ctx.handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);

describe("free text with control characters or unpaired surrogates", () => {
  for (const write of writes) {
    for (const [kind, text] of Object.entries(oddTexts)) {
      it(`${write.route}: a ${kind} in ${write.field} is a 400 naming it, with its audit row, and nothing changes`, async () => {
        const before = await ctx.upstream.department.getAll();
        const response = await call(write, text);
        expect(response.status).toBe(400);
        expect(Object.keys((await json<{ errors: Record<string, string[]> }>(response)).errors)).toContain(
          write.field,
        );
        expect(await ctx.upstream.department.getAll()).toEqual(before);
        const [row] = await auditRows();
        expect(row).toMatchObject({ status: 400, username: everyone.username });
      });
    }
  }

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
