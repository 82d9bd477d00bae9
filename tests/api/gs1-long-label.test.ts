// POST /api/cutting/rolls with the long labels of issue 40: "]C1" + "10" and
// "10" repeated, a character GS1 does not allow last. The old splitter tried
// every shorter end of the lot again and again (74 characters: 11 s of the
// server's only thread; 190: no answer in 300 s). Now each answers 400 with
// the reason, at once; a label that holds still registers, and a label with a
// second GTIN or a lot given twice is refused, not half read.
import { describe, expect, it } from "vitest";
import * as rollsRoute from "@/app/api/cutting/rolls/route";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

setUpApiRoutes();
const cutter = employee(["operator"], [1]);
const GS = "\u001d";
/** Far above what a parse takes now, far below what it took (the issue asks for milliseconds). */
const promptMs = 2_000;

type Problem = { status: number; title: string; detail: string };

async function registering(code: string) {
  return apiRequest("/api/cutting/rolls", { method: "POST", as: cutter, body: { code } });
}

async function register(code: string) {
  return rollsRoute.POST(await registering(code));
}

const longLabel = (repeats: number) => "]C1" + "10" + "10".repeat(repeats) + "^";

describe("a long label that cannot be read", () => {
  it.each([
    [74, 34],
    [190, 92],
  ])("of %i characters answers 400 with the reason, promptly", async (length, repeats) => {
    const code = longLabel(repeats);
    expect(code).toHaveLength(length);
    await register("]C1" + "10"); // the first request of a file opens the database and the session's row
    const request = await registering(code);
    const started = performance.now();
    const response = await rollsRoute.POST(request);
    const elapsedMs = performance.now() - started;
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).detail).toBe(
      "This is not a supplier's roll label: (10) is longer than 20.",
    );
    expect(elapsedMs).toBeLessThan(promptMs);
  });

  it("of 200 characters, the longest the route takes, answers 400 too", async () => {
    const response = await register("]C1" + "9".repeat(197));
    expect(response.status).toBe(400);
  });
});

describe("labels that say two things", () => {
  it("refuses a second GTIN with its reason", async () => {
    const response = await register(`]C10108712345678906${"10"}LOT1${GS}0108712345000165`);
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).detail).toBe(
      "This is not a supplier's roll label: two different GTINs (01): 08712345678906 and 08712345000165.",
    );
  });

  it("refuses a lot given twice with different data", async () => {
    const response = await register(`(01)08712345678906(10)LOT1(10)LOT2(8001)14000005007601`);
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).detail).toBe(
      "This is not a supplier's roll label: (10) is given twice with different data.",
    );
  });

  it("still registers a label whose lot runs into (8001), its FNC1 dropped", async () => {
    const response = await register(`]C10108712345678906${"10"}LOT7${"X".repeat(16)}800114000005007601`);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    expect(await json<{ lot: string; widthMm: number }>(response)).toMatchObject({
      lot: "LOT7" + "X".repeat(16),
      widthMm: 1400,
    });
  });
});
