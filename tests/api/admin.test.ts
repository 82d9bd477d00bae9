// Admin routes: departments and package types created, changed and deleted
// upstream; the audit trail of every write, readable by an admin, without secrets.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as departmentRoute from "@/app/api/admin/departments/[id]/route";
import * as departmentsRoute from "@/app/api/admin/departments/route";
import * as packageTypeRoute from "@/app/api/admin/package-types/[id]/route";
import * as packageTypesRoute from "@/app/api/admin/package-types/route";
import { auditLog } from "@/lib/db/schema";
import { onUpstreamCall } from "@/lib/production-api/gateway";
import { rejection } from "../support/contract";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const admin = employee(["admin"]);

type Department = { id: number; code: string; name: string };
type AuditRow = {
  action: string;
  username: string;
  status: number;
  upstreamStatus: number | null;
  durationMs: number;
  details: { params?: unknown; body?: unknown };
};

describe("/api/admin/departments", () => {
  it("creates, changes and deletes a department upstream", async () => {
    const body = { code: "QC", name: "Quality", deliveryTime: 1 };
    const created = await departmentsRoute.POST(
      await apiRequest("/api/admin/departments", { method: "POST", as: admin, body }),
    );
    expect(created.status).toBe(201);
    const department = await json<Department>(created);
    expect(await ctx.upstream.department.getById({ id: department.id })).toMatchObject(body);

    const path = `/api/admin/departments/${department.id}`;
    const changed = await departmentRoute.PATCH(
      await apiRequest(path, { method: "PATCH", as: admin, body: { name: "Quality control" } }),
      routeParams({ id: department.id }),
    );
    expect(changed.status).toBe(200);
    expect((await ctx.upstream.department.getById({ id: department.id })).name).toBe("Quality control");

    const deleted = await departmentRoute.DELETE(
      await apiRequest(path, { method: "DELETE", as: admin }),
      routeParams({ id: department.id }),
    );
    expect(deleted.status).toBe(204);
    expect((await rejection(ctx.upstream.department.getById({ id: department.id }))).status).toBe(404);
  });

  it("answers 404 for a department that does not exist", async () => {
    const response = await departmentRoute.PATCH(
      await apiRequest("/api/admin/departments/99999", {
        method: "PATCH",
        as: admin,
        body: { name: "Ghost" },
      }),
      routeParams({ id: 99999 }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
  });
});

describe("/api/admin/package-types", () => {
  it("creates, changes and deletes a package type, labelled in the admin's language", async () => {
    const body = { code: "PAL", descriptions: { en: "Pallet", nl: "Pallet NL" }, packageKind: 3 };
    const created = await packageTypesRoute.POST(
      await apiRequest("/api/admin/package-types", { method: "POST", as: admin, body }),
    );
    expect(created.status).toBe(201);
    const type = await json<{ id: number; label: string }>(created);
    expect(type.label).toBe("Pallet NL");
    expect(await ctx.upstream.package.getById({ id: type.id })).toMatchObject(body);

    const path = `/api/admin/package-types/${type.id}`;
    const changed = await packageTypeRoute.PATCH(
      await apiRequest(path, { method: "PATCH", as: admin, body: { packageKind: 4 } }),
      routeParams({ id: type.id }),
    );
    expect(changed.status).toBe(200);
    expect((await ctx.upstream.package.getById({ id: type.id })).packageKind).toBe(4);

    const deleted = await packageTypeRoute.DELETE(
      await apiRequest(path, { method: "DELETE", as: admin }),
      routeParams({ id: type.id }),
    );
    expect(deleted.status).toBe(204);
    expect((await ctx.upstream.package.getAll()).map((p) => p.id)).not.toContain(type.id);
  });
});

describe("/api/admin/audit", () => {
  it("lists the writes newest first, with who, what, the answer and the upstream's status, without secrets", async () => {
    const body = { code: "AUD", name: "Audited", deliveryTime: 2 };
    const request = await apiRequest("/api/admin/departments", { method: "POST", as: admin, body });
    // The clock the route times with (performance.now) stands still but for 1,250 ms per upstream
    // call: the row's duration is then exactly what the write spent upstream.
    let now = 5_000_000;
    let upstreamCalls = 0;
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now);
    const stopCounting = onUpstreamCall(() => {
      upstreamCalls += 1;
      now += 1_250;
    });
    try {
      expect((await departmentsRoute.POST(request)).status).toBe(201);
    } finally {
      stopCounting();
      clock.mockRestore();
    }
    expect(upstreamCalls).toBeGreaterThan(0);
    await departmentRoute.DELETE(
      await apiRequest("/api/admin/departments/88888", { method: "DELETE", as: admin }),
      routeParams({ id: 88888 }),
    );

    const response = await auditRoute.GET(await apiRequest("/api/admin/audit?limit=2", { as: admin }));
    expect(response.status).toBe(200);
    const text = await response.text();
    const rows = JSON.parse(text) as AuditRow[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: "admin.department.delete",
      username: admin.username,
      status: 404,
      upstreamStatus: 404,
      details: { params: { id: 88888 } },
    });
    expect(rows[1]).toMatchObject({
      action: "admin.department.create",
      status: 201,
      upstreamStatus: null,
      details: { body },
    });
    expect(rows[1]!.durationMs).toBe(1_250 * upstreamCalls);
    expect(text).not.toMatch(/eyJ|next-auth|bearer|session-token/i);
  });

  it("records refused writes of signed-in employees, not reads", async () => {
    const supervisor = employee(["supervisor"]);
    await departmentsRoute.POST(
      await apiRequest("/api/admin/departments", {
        method: "POST",
        as: supervisor,
        body: { code: "NO", name: "No", deliveryTime: 1 },
      }),
    );
    await auditRoute.GET(await apiRequest("/api/admin/audit", { as: admin }));
    const rows = await json<AuditRow[]>(
      await auditRoute.GET(await apiRequest("/api/admin/audit?limit=1", { as: admin })),
    );
    expect(rows[0]).toMatchObject({
      action: "admin.department.create",
      username: supervisor.username,
      status: 403,
    });
  });

  it("filters by employee, action and date range, and pages", async () => {
    const other = employee(["admin"]);
    for (const code of ["F1", "F2", "F3"]) {
      await departmentsRoute.POST(
        await apiRequest("/api/admin/departments", {
          method: "POST",
          as: other,
          body: { code, name: code, deliveryTime: 1 },
        }),
      );
    }
    const list = async (query: string) => {
      const response = await auditRoute.GET(await apiRequest(`/api/admin/audit?${query}`, { as: admin }));
      expect(response.status).toBe(200);
      return json<(AuditRow & { details: { body: { code: string } } })[]>(response);
    };
    const mine = await list(`username=${other.username}&action=admin.department`);
    expect(mine.map((row) => row.details.body.code)).toEqual(["F3", "F2", "F1"]);
    const second = await list(`username=${other.username}&limit=2&offset=2`);
    expect(second.map((row) => row.details.body.code)).toEqual(["F1"]);
    expect(await list(`username=${other.username}&action=admin.package-type`)).toEqual([]);
    // Days of the test's own choosing, not today: the rows moved to the ends of two days (UTC).
    const at = {
      F1: "2026-03-10T12:00:00.000Z",
      F2: "2026-03-11T00:00:00.000Z",
      F3: "2026-03-11T23:59:59.999Z",
    };
    for (const [code, moment] of Object.entries(at)) {
      const moved = await ctx.handle.db
        .update(auditLog)
        .set({ at: new Date(moment) })
        .where(
          and(eq(auditLog.username, other.username), sql`${auditLog.details}->'body'->>'code' = ${code}`),
        )
        .returning({ id: auditLog.id });
      expect(moved, code).toHaveLength(1);
    }
    const codesOf = async (query: string) =>
      (await list(`username=${other.username}&${query}`)).map((row) => row.details.body.code);
    // A bare day is the whole day: from its first moment to its last.
    expect(await codesOf("from=2026-03-11&to=2026-03-11")).toEqual(["F3", "F2"]);
    expect(await codesOf("from=2026-03-10&to=2026-03-10")).toEqual(["F1"]);
    expect(await codesOf("from=2026-03-10&to=2026-03-11")).toEqual(["F3", "F2", "F1"]);
    expect(await codesOf("from=2026-03-12")).toEqual([]);
    // A moment is exact: from includes it, to does not.
    expect(await codesOf(`from=${at.F2}&to=${at.F3}`)).toEqual(["F2"]);
    expect(await codesOf("to=2000-01-01")).toEqual([]);
  });
});
