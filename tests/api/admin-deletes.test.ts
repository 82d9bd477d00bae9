// Deletes in admin that would leave something pointing at nothing are refused:
// 409 with a sentence (in the admin's language) naming what uses the thing,
// and nothing deleted. One that nothing uses goes through.
import type { SessionEmployee } from "@/lib/base/roles";
import { describe, expect, it } from "vitest";
import * as departmentRoute from "@/app/api/admin/departments/[id]/route";
import * as packageTypeRoute from "@/app/api/admin/package-types/[id]/route";
import * as statusRoute from "@/app/api/admin/workflow/statuses/[value]/route";
import * as statusesRoute from "@/app/api/admin/workflow/statuses/route";
import * as workflowRoute from "@/app/api/workflow/route";
import type { Workflow } from "@/lib/workflow/schemas";
import { rejection } from "../support/contract";
import {
  apiRequest,
  employee,
  json,
  routeParams,
  sessionCookie,
  setUpApiRoutes,
} from "../support/api-session";

const ctx = setUpApiRoutes();
const adminNl = employee(["admin"]);
const adminEn: SessionEmployee = { ...employee(["admin"]), locale: "en" };

type Problem = { status: number; title: string; detail: string };

async function deleteStatus(value: number, as = adminEn) {
  const path = `/api/admin/workflow/statuses/${value}`;
  return statusRoute.DELETE(await apiRequest(path, { method: "DELETE", as }), routeParams({ value }));
}
const deletePackageType = async (id: number, as = adminEn) =>
  packageTypeRoute.DELETE(
    await apiRequest(`/api/admin/package-types/${id}`, { method: "DELETE", as }),
    routeParams({ id }),
  );
const deleteDepartment = async (id: number, as = adminEn) =>
  departmentRoute.DELETE(
    await apiRequest(`/api/admin/departments/${id}`, { method: "DELETE", as }),
    routeParams({ id }),
  );
const statusValues = async () =>
  (
    await json<Workflow>(await workflowRoute.GET(await apiRequest("/api/workflow", { as: adminEn })))
  ).statuses.map((s) => s.value);

describe("deleting a status value", () => {
  it("refuses 290 'Cutting done' while Cutting's workflow uses it, in English and Dutch", async () => {
    const refused = await deleteStatus(290);
    expect(refused.status).toBe(409);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    const problem = await json<Problem>(refused);
    expect(problem.detail).toBe(
      "Status 290 Cutting done is used by the workflow of ASM, CUT room, SEW room: change that first.",
    );
    const dutch = await json<Problem>(await deleteStatus(290, adminNl));
    expect(dutch.detail).toBe(
      "Status 290 Snijden klaar wordt gebruikt in de workflow van Montage, Snijden, Naaien: pas die eerst aan.",
    );
    expect(await statusValues()).toContain(290);
  });

  it("refuses a status polygons are at, and deletes it once none is", async () => {
    const body = {
      value: 250,
      labelEn: "Checked",
      labelNl: "Gecontroleerd",
      colour: "#aa5500",
      overdueAfterHours: null,
    };
    const created = await statusesRoute.POST(
      await apiRequest("/api/admin/workflow/statuses", { method: "POST", as: adminEn, body }),
    );
    expect(created.status).toBe(201);
    const [polygonId] = ctx.ids.polygonIds;
    await ctx.upstream.status.setStatusForPolygons({ productionPolygonIds: [polygonId], statusValue: 250 });

    const refused = await deleteStatus(250);
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).detail).toBe("Status 250 Checked is where 1 product line is now.");
    expect(await statusValues()).toContain(250);

    // A status nothing uses goes.
    const other = { ...body, value: 260 };
    await statusesRoute.POST(
      await apiRequest("/api/admin/workflow/statuses", { method: "POST", as: adminEn, body: other }),
    );
    expect((await deleteStatus(260)).status).toBe(204);
    expect(await statusValues()).not.toContain(260);
  });
});

describe("deleting a package type", () => {
  it("refuses a type that is a department's default package, naming the department", async () => {
    const bag = await ctx.upstream.package.create({
      code: "BAG",
      descriptions: { en: "Bag" },
      packageKind: 1,
    });
    await ctx.upstream.department.update({ id: ctx.ids.departments.SEW, defaultProductionPackageId: bag.id });
    const refused = await deletePackageType(bag.id);
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).detail).toBe(
      "Package type BAG (Bag) is the default package of SEW room.",
    );
    expect(await ctx.upstream.package.getById({ id: bag.id })).toMatchObject({ code: "BAG" });
  });

  it("refuses a type packages are packed in, in Dutch for a Dutch admin", async () => {
    const refused = await deletePackageType(ctx.ids.boxPackageId, adminNl);
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).detail).toBe(
      "Verpakkingssoort BOX (Doos) wordt gebruikt door pakketten die erin verpakt zijn.",
    );
    expect(await ctx.upstream.package.getById({ id: ctx.ids.boxPackageId })).toMatchObject({ code: "BOX" });
  });

  it("deletes a type nothing uses", async () => {
    const tube = await ctx.upstream.package.create({
      code: "TUBE",
      descriptions: { en: "Tube" },
      packageKind: 2,
    });
    expect((await deletePackageType(tube.id)).status).toBe(204);
    expect((await rejection(ctx.upstream.package.getById({ id: tube.id }))).status).toBe(404);
  });
});

describe("deleting a department", () => {
  it("refuses a department with planned work", async () => {
    const refused = await deleteDepartment(ctx.ids.departments.CUT);
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).detail).toBe(
      "Department CUT (CUT room) has work planned for 2 product lines.",
    );
    expect(await ctx.upstream.department.getById({ id: ctx.ids.departments.CUT })).toMatchObject({
      code: "CUT",
    });
  });

  it("refuses a department employees work in, naming them", async () => {
    const sewer = { ...employee(["operator"], [ctx.ids.departments.SEW]), displayName: "Sanne Sewer" };
    await sessionCookie(sewer);
    const refused = await deleteDepartment(ctx.ids.departments.SEW);
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).detail).toBe(
      "Department SEW (SEW room) has employees: Sanne Sewer.",
    );
    expect(await ctx.upstream.department.getById({ id: ctx.ids.departments.SEW })).toMatchObject({
      code: "SEW",
    });
  });

  it("deletes a department nothing uses", async () => {
    const qc = await ctx.upstream.department.create({ code: "QC", name: "Quality", deliveryTime: 1 });
    expect((await deleteDepartment(qc.id)).status).toBe(204);
    expect((await rejection(ctx.upstream.department.getById({ id: qc.id }))).status).toBe(404);
  });
});
