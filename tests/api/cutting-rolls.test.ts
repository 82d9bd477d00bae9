// POST /api/cutting/rolls: a roll is registered from what the scanner sent off
// its supplier's GS1 label – (8001) roll products, or (311n) length and (312n)
// width in metres with n decimals – with FNC1 as GS and an AIM identifier in
// front as a wedge scanner sends it, or in the bracketed form. A label without
// a size asks for it; a code that names no known material, or is no label, is
// refused with a sentence; only the operators of a cutting department,
// supervisors and admins may, and only at a station that cuts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as rollsRoute from "@/app/api/cutting/rolls/route";
import { rollEvents } from "@/lib/db/schema";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const cutter = employee(["operator"], [1]);
const GS = "\u001d";
/** The seeded Velvet (EAN-13 8712345678906) as a label's GTIN-14. */
const velvet = "0108712345678906";

type Roll = {
  id: number;
  code: string;
  materialCode: string;
  materialName: string | null;
  lot: string | null;
  widthMm: number;
  lengthMm: number;
  lengthLeftMm: number;
  place: string | null;
  isOffcut: boolean;
};
type Problem = { status: number; title: string; detail: string; errors?: Record<string, string[]> };

async function register(body: Record<string, unknown>, as = cutter) {
  return rollsRoute.POST(await apiRequest("/api/cutting/rolls", { method: "POST", as, body }));
}

async function registered(body: Record<string, unknown>): Promise<Roll> {
  const response = await register(body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return json<Roll>(response);
}

describe("a roll label with (8001) roll products", () => {
  it("registers width, length, lot and material from the bracketed form", async () => {
    // 1400 mm wide, 00050 m long, core 076 mm, face out (0), 1 splice.
    const roll = await registered({
      code: "(01)08712345678906(10)LOT7(8001)14000005007601",
      place: "Rack A1",
    });
    expect(roll).toMatchObject({
      materialCode: "8712345678906",
      materialName: "Velvet",
      lot: "LOT7",
      widthMm: 1400,
      lengthMm: 50_000,
      lengthLeftMm: 50_000,
      place: "Rack A1",
      isOffcut: false,
    });
    expect(roll.code).toBe(`ROL-${String(roll.id).padStart(6, "0")}`);
    const events = await ctx.handle.db.select().from(rollEvents).where(eq(rollEvents.rollId, roll.id));
    expect(events).toMatchObject([
      { kind: "registered", lengthLeftMm: 50_000, employeeName: cutter.displayName },
    ]);
  });

  it("reads a GS1-128 scan with ]C1 in front and GS after the lot", async () => {
    const roll = await registered({ code: `]C1${velvet}10B-2026/11${GS}800128000010007602` });
    expect(roll).toMatchObject({ lot: "B-2026/11", widthMm: 2800, lengthMm: 100_000 });
  });
});

describe("a roll label with (311n) length and (312n) width in metres", () => {
  // Each n puts the decimal point n digits from the right: the same roll, 50.5 m × 2.8 m, written five ways.
  const cases = [
    { n: 1, length: "000505", width: "000028" },
    { n: 2, length: "005050", width: "000280" },
    { n: 3, length: "050500", width: "002800" },
    { n: 4, length: "505000", width: "028000" },
    { n: 5, length: "050500", width: "280000", lengthMm: 505 },
  ];
  it.each(cases)(
    "n = $n, as a GS1 DataMatrix (]d2) with FNC1 as GS",
    async ({ n, length, width, lengthMm }) => {
      const code = `]d2${velvet}10LOT-${n}${GS}311${n}${length}312${n}${width}`;
      const roll = await registered({ code });
      expect(roll).toMatchObject({ lot: `LOT-${n}`, lengthMm: lengthMm ?? 50_500, widthMm: 2800 });
    },
  );

  it("reads a wedge scan that starts with FNC1 (GS), fixed-length fields first and the lot last", async () => {
    const roll = await registered({ code: `${GS}${velvet}3113012250${"3122000320"}10L9` });
    expect(roll).toMatchObject({ lot: "L9", lengthMm: 12_250, widthMm: 3200 });
  });
});

describe("a label without dimensions", () => {
  it("asks for width and length, naming both", async () => {
    const response = await register({ code: "(01)08712345678906(10)LOT9" });
    expect(response.status).toBe(400);
    const problem = await json<Problem>(response);
    expect(problem.title).toBe("Size missing");
    expect(problem.detail).toBe("The label does not say widthMm and lengthMm.");
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(["lengthMm", "widthMm"]);
  });

  it("asks only for what is missing: a length on the label, no width", async () => {
    const response = await register({ code: `${velvet}3111000505${"10"}LOT9` });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<Problem>(response)).errors ?? {})).toEqual(["widthMm"]);
  });

  it("is registered with the size the body fills in; the label's size wins over the body", async () => {
    const filled = await registered({ code: "(01)08712345678906(10)LOT9", widthMm: 1500, lengthMm: 30_000 });
    expect(filled).toMatchObject({ lot: "LOT9", widthMm: 1500, lengthMm: 30_000 });
    const labelled = await registered({ code: `${velvet}3111000505${"10"}LOT9`, widthMm: 1500, lengthMm: 1 });
    expect(labelled).toMatchObject({ widthMm: 1500, lengthMm: 50_500 });
  });

  it("takes a bare EAN-13 with both sizes in the body", async () => {
    const roll = await registered({ code: "8712345678906", widthMm: 2800, lengthMm: 40_000 });
    expect(roll).toMatchObject({ materialCode: "8712345678906", lot: null, widthMm: 2800 });
  });
});

describe("wrong codes", () => {
  it("refuses a GTIN that names no known material, with a sentence", async () => {
    const response = await register({ code: "(01)04006381333931(10)X1(8001)14000005007601" });
    expect(response.status).toBe(400);
    expect(await json<Problem>(response)).toMatchObject({
      title: "Unknown material",
      detail: "No material with EAN 4006381333931 is known here; register rolls of materials the orders use.",
    });
  });

  it("refuses a misread GTIN (wrong check digit), naming it", async () => {
    const response = await register({ code: "(01)08712345678907(10)X1" });
    expect(response.status).toBe(400);
    const problem = await json<Problem>(response);
    expect(problem.title).toBe("Not a roll label");
    expect(problem.detail).toContain("(01) 08712345678907 has a wrong check digit");
  });

  it("refuses a package barcode and a pallet's SSCC", async () => {
    for (const code of ["PKG-000123", "(00)387123450000000018"]) {
      const response = await register({ code, widthMm: 1400, lengthMm: 1000 });
      expect(response.status, code).toBe(400);
      expect((await json<Problem>(response)).detail).toMatch(/^This is not a supplier's roll label: /);
    }
  });

  it("refuses control characters other than GS in the code", async () => {
    const response = await register({ code: `${velvet}\u000a10LOT` });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).errors?.code).toEqual(["code holds a control character"]);
  });
});

describe("who may register", () => {
  it("refuses a packer and a matcher, and an operator at another department's station", async () => {
    const code = "(01)08712345678906(10)LOT7(8001)14000005007601";
    for (const role of ["packer", "matcher"] as const) {
      const response = await register({ code }, employee([role], [1]));
      expect(response.status).toBe(403);
    }
    const response = await register({ code, departmentId: 2 }, cutter);
    expect(response.status).toBe(403);
    expect(await json<Problem>(response)).toMatchObject({ title: "Not your department" });
    // A supervisor registers at any cutting station (department 1 cuts; 2 sews: no roll is kept there).
    const supervisor = employee(["supervisor"]);
    expect((await register({ code, departmentId: 1 }, supervisor)).status).toBe(201);
    const atSewing = await register({ code, departmentId: 2 }, supervisor);
    expect(atSewing.status).toBe(400);
    expect(await json<Problem>(atSewing)).toMatchObject({ title: "Not a cutting department" });
  });

  it("refuses an operator of a department that does not cut, even without naming a station", async () => {
    const code = "(01)08712345678906(10)LOT7(8001)14000005007601";
    const sewer = employee(["operator"], [2]);
    const response = await register({ code }, sewer);
    expect(response.status).toBe(403);
    expect(await json<Problem>(response)).toMatchObject({ title: "Not a cutter" });
  });
});

describe("a scan sent twice (the tablet retried)", () => {
  it("registers one roll: the same Idempotency-Key answers the first roll again", async () => {
    const send = async () => {
      const request = await apiRequest("/api/cutting/rolls", {
        method: "POST",
        as: cutter,
        body: { code: "(01)08712345678906(10)TWICE(8001)14000005007601" },
      });
      request.headers.set("idempotency-key", "roll-scan-twice-0001");
      return rollsRoute.POST(request);
    };
    const first = await json<Roll>(await send());
    const second = await send();
    expect(second.status).toBe(201);
    expect(await json<Roll>(second)).toMatchObject({ id: first.id, code: first.code });
    const list = await rollsRoute.GET(
      await apiRequest("/api/cutting/rolls?materialCode=8712345678906", { as: cutter }),
    );
    const { rolls } = await json<{ rolls: Roll[] }>(list);
    expect(rolls.filter((r) => r.lot === "TWICE")).toHaveLength(1);
  });
});

describe("GET /api/cutting/rolls", () => {
  it("lists a material's rolls, and none of another material", async () => {
    const response = await rollsRoute.GET(
      await apiRequest("/api/cutting/rolls?materialCode=8712345678906", { as: cutter }),
    );
    expect(response.status).toBe(200);
    const { rolls } = await json<{ rolls: Roll[] }>(response);
    expect(rolls.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rolls.map((r) => r.materialCode))).toEqual(new Set(["8712345678906"]));
    const other = await rollsRoute.GET(
      await apiRequest("/api/cutting/rolls?materialCode=4006381333931", { as: cutter }),
    );
    expect((await json<{ rolls: Roll[] }>(other)).rolls).toEqual([]);
  });
});
