// Issue 40, item 8: a line separator (U+2028) or a right-to-left override
// (U+202E) in a wall board's name or a roll's place was stored. Single-line
// text now refuses line and text-direction controls (lib/base/text.ts) with a
// 400 naming the field, and nothing is stored; multi-line text keeps its
// newlines but refuses direction controls too.
import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminDepartments from "@/app/api/admin/departments/route";
import * as adminEmployees from "@/app/api/admin/employees/route";
import * as adminPrinters from "@/app/api/admin/printers/route";
import * as adminReasons from "@/app/api/admin/reasons/route";
import * as boardDevicesRoute from "@/app/api/board/devices/route";
import * as rollsRoute from "@/app/api/cutting/rolls/route";
import * as matched from "@/app/api/materials/[id]/matched/route";
import { boardDevices, employees, printers, reasons, rolls } from "@/lib/db/schema";
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
// prettier-ignore
const singleLineFields: { route: string; handler: Handler; body: (text: string) => unknown; field: string }[] = [
  { route: "POST /api/board/devices", handler: boardDevicesRoute.POST, body: (name) => ({ name, locale: "en" }), field: "name" },
  { route: "POST /api/cutting/rolls", handler: rollsRoute.POST, body: (place) => ({ code: "(01)08712345678906(10)LOT7(8001)14000005007601", place }), field: "place" },
  { route: "POST /api/admin/printers", handler: adminPrinters.POST, body: (name) => ({ name, address: "10.0.0.9" }), field: "name" },
  { route: "POST /api/admin/departments", handler: adminDepartments.POST, body: (name) => ({ code: "LSEP", name, deliveryTime: 1 }), field: "name" },
  { route: "POST /api/admin/employees", handler: adminEmployees.POST, body: (displayName) => ({ username: "lsep-test", displayName, hubEmployeeId: 9921, locale: "en", roles: [], departmentIds: [], badgeCode: null, password: "long-enough" }), field: "displayName" },
  { route: "POST /api/admin/reasons", handler: adminReasons.POST, body: (labelEn) => ({ kind: "problem", code: "lsep-test", labelEn, labelNl: "Proef" }), field: "labelEn" },
];

const oddTexts = {
  "U+2028 line separator": "Hall\u2028TV",
  "U+2029 paragraph separator": "Hall\u2029TV",
  "U+202E right-to-left override": "Hall \u202eVT",
  "U+2066 isolate": "Hall \u2066TV\u2069",
  "U+200F right-to-left mark": "Hall\u200f TV",
};

const stored = async () => {
  const db = ctx.handle.db;
  return {
    boardDevices: await db.select().from(boardDevices).orderBy(asc(boardDevices.id)),
    rolls: await db.select().from(rolls).orderBy(asc(rolls.id)),
    printers: await db.select().from(printers).orderBy(asc(printers.id)),
    employees: await db.select().from(employees).orderBy(asc(employees.id)),
    reasons: await db.select().from(reasons).orderBy(asc(reasons.id)),
    departments: await ctx.upstream.department.getAll(),
  };
};

beforeAll(() => sessionCookie(everyone));

describe("single-line names and places", () => {
  for (const write of singleLineFields)
    for (const [kind, text] of Object.entries(oddTexts))
      it(`${write.route}: a ${kind} in ${write.field} is a 400 naming it, and nothing is stored`, async () => {
        const before = await stored();
        const response = await write.handler(
          await apiRequest("/api/x", { method: "POST", as: everyone, body: write.body(text) }),
        );
        expect(response.status).toBe(400);
        const problem = await json<{ errors: Record<string, string[]> }>(response);
        expect(problem.errors[write.field]).toEqual(["must not hold control characters"]);
        expect(await stored()).toEqual(before);
      });

  it("still stores a board name and a roll place in another script, with accents and emoji", async () => {
    const device = await boardDevicesRoute.POST(
      await apiRequest("/api/board/devices", {
        method: "POST",
        as: everyone,
        body: { name: "Hal – קו 2 👩‍🔧", locale: "en" },
      }),
    );
    expect(device.status).toBe(201);
    expect(await json(device)).toMatchObject({ device: { name: "Hal – קו 2 👩‍🔧" } });
    const roll = await rollsRoute.POST(
      await apiRequest("/api/cutting/rolls", {
        method: "POST",
        as: everyone,
        body: { code: "(01)08712345678906(10)LOT8(8001)14000005007601", place: "Rek Ä1 – مخزن" },
      }),
    );
    expect(roll.status).toBe(201);
    expect(await json(roll)).toMatchObject({ place: "Rek Ä1 – مخزن" });
  });
});

describe("multi-line text", () => {
  it("keeps newlines in a reason, but refuses a right-to-left override in it", async () => {
    const id = ctx.ids.materialEntryIds[0];
    const send = async (reason: string) =>
      matched.POST(
        await apiRequest(`/api/materials/${id}/matched`, {
          method: "POST",
          as: everyone,
          body: { isMatched: false, reason },
        }),
        routeParams({ id }),
      );
    const refused = await send("colour off\n\u202eesrever");
    expect(refused.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(refused)).errors).toHaveProperty("reason");
    expect((await send("colour off\r\n\tsee roll 3")).status).toBe(200);
  });
});
