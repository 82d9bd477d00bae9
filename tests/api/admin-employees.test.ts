// Admin routes for employees: list without hashes, create, change roles and
// departments, deactivate/reactivate, PIN reset; field errors for bad input
// and taken names; and the session re-check (a deactivated employee, or one
// whose roles changed, is signed out; the next sign-in carries the new roles).
// The attacker's side of ending sessions is tests/api/session-end.test.ts.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as employeeRoute from "@/app/api/admin/employees/[id]/route";
import * as pinRoute from "@/app/api/admin/employees/[id]/pin/route";
import * as employeesRoute from "@/app/api/admin/employees/route";
import * as departmentsRoute from "@/app/api/departments/route";
import { authenticate } from "@/lib/auth/sign-in";
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
const admin = employee(["admin"]);

type Listed = { id: number; username: string; roles: string[]; isActive: boolean; badgeCode: string | null };
type Problem = { status: number; errors?: Record<string, string[]> };

const newEmployee = (suffix: string) => ({
  username: `Anna.${suffix}`,
  displayName: `Anna ${suffix}`,
  hubEmployeeId: 5000 + suffix.length * 10 + suffix.charCodeAt(0),
  locale: "nl",
  roles: ["packer"],
  departmentIds: [],
  badgeCode: `EMP-${suffix}`,
  password: "long-enough-secret",
  pin: "4321",
});

const create = async (body: unknown) =>
  employeesRoute.POST(await apiRequest("/api/admin/employees", { method: "POST", as: admin, body }));

const patch = async (id: number, body: unknown, as = admin) =>
  employeeRoute.PATCH(
    await apiRequest(`/api/admin/employees/${id}`, { method: "PATCH", as, body }),
    routeParams({ id }),
  );

/** A request with a cookie made earlier (as a browser keeps it after the admin's change). */
const withCookie = (cookie: string, path: string) =>
  new NextRequest(new URL(path, appOrigin), { headers: { cookie, origin: appOrigin } });

describe("/api/admin/employees", () => {
  it("creates an employee who can sign in with the password and the badge PIN; the list has no hashes", async () => {
    const created = await create(newEmployee("a"));
    expect(created.status).toBe(201);
    const anna = await json<Listed>(created);
    expect(anna).toMatchObject({ username: "anna.a", roles: ["packer"], isActive: true, badgeCode: "EMP-a" });

    const signedIn = await authenticate(
      ctx.handle.db,
      { method: "password", username: "anna.a", password: "long-enough-secret" },
      { address: "10.1.0.1" },
    );
    expect(signedIn).toMatchObject({ employeeId: anna.id, roles: ["packer"], locale: "nl" });
    const byBadge = await authenticate(
      ctx.handle.db,
      { method: "badge", badgeCode: "EMP-a", pin: "4321" },
      { address: "10.1.0.1" },
    );
    expect(byBadge?.employeeId).toBe(anna.id);

    const list = await employeesRoute.GET(await apiRequest("/api/admin/employees", { as: admin }));
    expect(list.status).toBe(200);
    const text = await list.text();
    expect((JSON.parse(text) as Listed[]).map((e) => e.username)).toContain("anna.a");
    expect(text).not.toMatch(/scrypt|hash|long-enough-secret/i);
  });

  it("answers 400 with field errors for a bad form, and 409 naming the field for a taken username or badge", async () => {
    const bad = await create({ ...newEmployee("b"), username: "no spaces", pin: "12", roles: ["boss"] });
    expect(bad.status).toBe(400);
    const problem = await json<Problem>(bad);
    expect(Object.keys(problem.errors ?? {})).toEqual(expect.arrayContaining(["username", "pin", "roles"]));

    expect((await create(newEmployee("c"))).status).toBe(201);
    const taken = await create({ ...newEmployee("c"), hubEmployeeId: 7777, badgeCode: "EMP-other" });
    expect(taken.status).toBe(409);
    expect((await json<Problem>(taken)).errors).toEqual({ username: ["this username is taken"] });
    const takenBadge = await create({ ...newEmployee("d"), badgeCode: "EMP-c" });
    expect(takenBadge.status).toBe(409);
    expect(Object.keys((await json<Problem>(takenBadge)).errors ?? {})).toEqual(["badgeCode"]);
  });

  it("changes roles, departments, language and badge; 404 for an unknown employee", async () => {
    const anna = await json<Listed>(await create(newEmployee("e")));
    const changed = await patch(anna.id, {
      roles: ["operator", "matcher"],
      departmentIds: [ctx.ids.departments.CUT],
      locale: "en",
      badgeCode: "",
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({
      roles: ["operator", "matcher"],
      departmentIds: [ctx.ids.departments.CUT],
      locale: "en",
      badgeCode: null,
    });
    expect((await patch(99999, { locale: "en" })).status).toBe(404);
    const empty = await patch(anna.id, {});
    expect(empty.status).toBe(400);
  });

  it("refuses an operator with no department, on create and on a change of roles or departments alone", async () => {
    const unplaced = await create({ ...newEmployee("g"), roles: ["operator"], departmentIds: [] });
    expect(unplaced.status).toBe(400);
    expect((await json<Problem>(unplaced)).errors).toEqual({
      departmentIds: ["an operator works in at least one department: tick one"],
    });
    const packer = await json<Listed>(await create(newEmployee("h")));
    // Roles alone: checked against the departments the packer has now (none).
    const madeOperator = await patch(packer.id, { roles: ["operator"] });
    expect(madeOperator.status).toBe(400);
    expect(Object.keys((await json<Problem>(madeOperator)).errors ?? {})).toEqual(["departmentIds"]);
    const placed = await patch(packer.id, { roles: ["operator"], departmentIds: [ctx.ids.departments.CUT] });
    expect(placed.status).toBe(200);
    // Departments alone: taking the last one from an operator is refused, and nothing changed.
    expect((await patch(packer.id, { departmentIds: [] })).status).toBe(400);
    const listed = await json<Listed[]>(
      await employeesRoute.GET(await apiRequest("/api/admin/employees", { as: admin })),
    );
    expect(listed.find((e) => e.id === packer.id)).toMatchObject({
      roles: ["operator"],
      departmentIds: [ctx.ids.departments.CUT],
    });
  });

  it("refuses to let an admin deactivate themselves or drop their own admin role", async () => {
    const self = await patch(admin.employeeId, { isActive: false });
    expect(self.status).toBe(409);
    expect(Object.keys((await json<Problem>(self)).errors ?? {})).toEqual(["isActive"]);
    expect((await patch(admin.employeeId, { roles: ["supervisor"] })).status).toBe(409);
  });

  it("sets a new PIN, and the audit row keeps neither the PIN nor a hash", async () => {
    const anna = await json<Listed>(await create(newEmployee("f")));
    const path = `/api/admin/employees/${anna.id}/pin`;
    const reset = await pinRoute.PUT(
      await apiRequest(path, { method: "PUT", as: admin, body: { pin: "987654" } }),
      routeParams({ id: anna.id }),
    );
    expect(reset.status).toBe(204);
    const signIn = (pin: string) =>
      authenticate(ctx.handle.db, { method: "badge", badgeCode: "EMP-f", pin }, { address: "10.1.0.2" });
    expect(await signIn("4321")).toBeNull();
    expect((await signIn("987654"))?.employeeId).toBe(anna.id);

    const badPin = await pinRoute.PUT(
      await apiRequest(path, { method: "PUT", as: admin, body: { pin: "12ab" } }),
      routeParams({ id: anna.id }),
    );
    expect(badPin.status).toBe(400);
    expect(Object.keys((await json<Problem>(badPin)).errors ?? {})).toEqual(["pin"]);

    const audit = await auditRoute.GET(
      await apiRequest("/api/admin/audit?action=admin.employee.pin-reset", { as: admin }),
    );
    const text = await audit.text();
    expect(JSON.parse(text)).toHaveLength(2);
    expect(text).toContain("[redacted]");
    expect(text).not.toMatch(/987654|scrypt/);
  });
});

describe("the session re-check", () => {
  it("ends a deactivated employee's session at once; reactivated, they sign in again (the old cookie stays ended)", async () => {
    const packer = employee(["packer"]);
    const cookie = await sessionCookie(packer);
    expect((await departmentsRoute.GET(withCookie(cookie, "/api/departments"))).status).toBe(200);

    expect((await patch(packer.employeeId, { isActive: false })).status).toBe(200);
    expect((await departmentsRoute.GET(withCookie(cookie, "/api/departments"))).status).toBe(401);

    expect((await patch(packer.employeeId, { isActive: true })).status).toBe(200);
    expect((await departmentsRoute.GET(withCookie(cookie, "/api/departments"))).status).toBe(401);
    const fresh = await sessionCookie(packer);
    expect((await departmentsRoute.GET(withCookie(fresh, "/api/departments"))).status).toBe(200);
  });

  it("ends the session of an employee whose roles changed; the next sign-in carries the new roles", async () => {
    const anna = await json<Listed>(await create(newEmployee("g")));
    const signIn = () =>
      authenticate(
        ctx.handle.db,
        { method: "password", username: "anna.g", password: "long-enough-secret" },
        { address: "10.1.0.3" },
      );
    const before = await signIn();
    const cookie = await sessionCookie(before!);
    expect((await employeesRoute.GET(withCookie(cookie, "/api/admin/employees"))).status).toBe(403);

    await patch(anna.id, { roles: ["packer", "admin"] });
    expect((await employeesRoute.GET(withCookie(cookie, "/api/admin/employees"))).status).toBe(401);

    const after = await signIn();
    expect(after?.roles).toEqual(["packer", "admin"]);
    const fresh = await sessionCookie(after!);
    expect((await employeesRoute.GET(withCookie(fresh, "/api/admin/employees"))).status).toBe(200);
  });
});
