// Codes are unique whatever their case: a second package type "BOX-S" or
// "box-s", or a second department "CUT", is a 409 naming the one it clashes
// with, on create and on update; nothing is written. The embedded upstream
// refuses it too, and its unique index holds when the app's check is skipped.
import { describe, expect, it } from "vitest";
import * as departmentRoute from "@/app/api/admin/departments/[id]/route";
import * as departmentsRoute from "@/app/api/admin/departments/route";
import * as packageTypeRoute from "@/app/api/admin/package-types/[id]/route";
import * as packageTypesRoute from "@/app/api/admin/package-types/route";
import type { SessionEmployee } from "@/lib/base/roles";
import { packages } from "@/lib/embedded-api/schema";
import { rejection } from "../support/contract";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const admin: SessionEmployee = { ...employee(["admin"]), locale: "en" };
const adminNl = employee(["admin"]);

type Problem = { detail: string; errors?: Record<string, string[]> };

const createType = async (code: string, as = admin) =>
  packageTypesRoute.POST(
    await apiRequest("/api/admin/package-types", {
      method: "POST",
      as,
      body: { code, descriptions: { en: "Small box", nl: "Kleine doos" }, packageKind: 1 },
    }),
  );
const createDepartment = async (code: string) =>
  departmentsRoute.POST(
    await apiRequest("/api/admin/departments", {
      method: "POST",
      as: admin,
      body: { code, name: "Second cutting", deliveryTime: 1 },
    }),
  );

describe("package type codes", () => {
  it("refuses a second BOX-S in any case, on create and on update, naming the first", async () => {
    const first = await createType("BOX-S");
    expect(first.status).toBe(201);
    const { id } = await json<{ id: number }>(first);
    const countOf = async () => (await ctx.upstream.package.getAll()).length;
    const before = await countOf();

    for (const code of ["BOX-S", "box-s"]) {
      const refused = await createType(code);
      expect(refused.status).toBe(409);
      const problem = await json<Problem>(refused);
      expect(problem.detail).toBe(`The code ${code} is already used by package type BOX-S (Small box).`);
      expect(problem.errors?.code).toEqual([problem.detail]);
    }
    const dutch = await json<Problem>(await createType("Box-S", adminNl));
    expect(dutch.detail).toBe("De code Box-S wordt al gebruikt door verpakkingssoort BOX-S (Kleine doos).");
    expect(await countOf()).toBe(before);

    // Renaming ROLL to box-s is refused; renaming BOX-S to itself in lower case is not a clash.
    const roll = (await ctx.upstream.package.getAll()).find((p) => p.code === "ROLL")!;
    const patch = async (typeId: number, code: string) =>
      packageTypeRoute.PATCH(
        await apiRequest(`/api/admin/package-types/${typeId}`, {
          method: "PATCH",
          as: admin,
          body: { code },
        }),
        routeParams({ id: typeId }),
      );
    expect((await patch(roll.id, "box-s")).status).toBe(409);
    expect((await ctx.upstream.package.getById({ id: roll.id })).code).toBe("ROLL");
    expect((await patch(id, "box-s")).status).toBe(200);
  });

  it("is refused by the upstream too, and by its index under a direct insert", async () => {
    expect(
      (await rejection(ctx.upstream.package.create({ code: "bOx", descriptions: {}, packageKind: 1 })))
        .status,
    ).toBe(409);
    await expect(
      ctx.handle.db.insert(packages).values({ code: "box", descriptions: {}, packageKind: 1 }),
    ).rejects.toThrow();
  });
});

describe("department codes", () => {
  it("refuses a second CUT (or cut), on create and on update, naming the first", async () => {
    const before = (await ctx.upstream.department.getAll()).length;
    for (const code of ["CUT", "cut"]) {
      const refused = await createDepartment(code);
      expect(refused.status).toBe(409);
      expect((await json<Problem>(refused)).detail).toBe(
        `The code ${code} is already used by department CUT (CUT room).`,
      );
    }
    expect((await ctx.upstream.department.getAll()).length).toBe(before);

    const sew = ctx.ids.departments.SEW;
    const renamed = await departmentRoute.PATCH(
      await apiRequest(`/api/admin/departments/${sew}`, {
        method: "PATCH",
        as: admin,
        body: { code: "Cut" },
      }),
      routeParams({ id: sew }),
    );
    expect(renamed.status).toBe(409);
    expect((await ctx.upstream.department.getById({ id: sew })).code).toBe("SEW");
    expect(
      (await rejection(ctx.upstream.department.create({ code: "cUt", name: "X", deliveryTime: 1 }))).status,
    ).toBe(409);
  });
});
