// Sizes that can be (issue 40, item 3): a leftover is never longer than what
// its roll has left, and a roll is never wider or longer than the workshop's
// limits (ROLL_MAX_WIDTH_MM, ROLL_MAX_LENGTH_M: 5,000 mm and 1,000 m unless
// set), whether the size is typed or read off its GS1 label. A refusal is a
// 400 naming the field, and nothing is stored.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as leftoverRoute from "@/app/api/cutting/rolls/[id]/leftover/route";
import * as rollsRoute from "@/app/api/cutting/rolls/route";
import { takeFromRoll } from "@/lib/cutting/rolls/roll-usage";
import { rolls } from "@/lib/db/schema";
import { parseEnv } from "@/lib/env";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
/** An operator of the seeded cutting department (the first department of a fresh database). */
const cutter = employee(["operator"], [1]);
const velvet = "(01)08712345678906";

type Roll = { id: number; lengthMm: number; lengthLeftMm: number; widthMm: number; status: string };
type Problem = { status: number; title: string; detail: string; errors?: Record<string, string[]> };

const register = async (body: Record<string, unknown>) =>
  rollsRoute.POST(await apiRequest("/api/cutting/rolls", { method: "POST", as: cutter, body }));
const leave = async (rollId: number, body: Record<string, unknown>) =>
  leftoverRoute.POST(
    await apiRequest(`/api/cutting/rolls/${rollId}/leftover`, { method: "POST", as: cutter, body }),
    routeParams({ id: rollId }),
  );
const rollCount = async () => (await ctx.handle.db.select({ n: count() }).from(rolls))[0]!.n;
const rollRow = async (id: number) => (await ctx.handle.db.select().from(rolls).where(eq(rolls.id, id)))[0]!;

async function refusedRegistration(body: Record<string, unknown>): Promise<Problem> {
  const before = await rollCount();
  const response = await register(body);
  expect(response.status).toBe(400);
  expect(await rollCount()).toBe(before);
  return json<Problem>(response);
}

it("is the seeded cutting department the cutter works at", () => {
  expect(ctx.ids.departments.CUT).toBe(1);
});

describe("a leftover", () => {
  it("is never longer than what the roll has left: 10 km on a 50 m roll is refused and the roll stays", async () => {
    const response = await register({ code: `${velvet}(10)LEFT1(8001)14000005007601` });
    const roll = await json<Roll>(response);
    const before = await rollCount();
    const refused = await leave(roll.id, { lengthMm: 10_000_000 });
    expect(refused.status).toBe(400);
    const problem = await json<Problem>(refused);
    // The test employees speak Dutch.
    expect(problem.title).toBe("Langer dan de rol");
    expect(problem.detail).toContain("10000000 mm");
    expect(problem.detail).toContain("50000 mm");
    expect(problem.errors?.lengthMm).toHaveLength(1);
    expect(await rollCount()).toBe(before);
    expect(await rollRow(roll.id)).toMatchObject({ status: "in-stock", lengthLeftMm: 50_000 });
  });

  it("may be all that is left, not a millimetre more, after cuts shortened the roll", async () => {
    const roll = await json<Roll>(await register({ code: `${velvet}(10)LEFT2(8001)14000005007601` }));
    await takeFromRoll(ctx.handle.db, roll.id, { lengthMm: 30_000 }, { employeeId: null, name: "Test" });
    expect((await leave(roll.id, { lengthMm: 20_001 })).status).toBe(400);
    const kept = await leave(roll.id, { lengthMm: 20_000 });
    expect(kept.status).toBe(200);
    const outcome = await json<{ offcut: Roll | null }>(kept);
    expect(outcome.offcut).toMatchObject({ lengthMm: 20_000, lengthLeftMm: 20_000, status: "in-stock" });
  });
});

describe("a roll's size read off its label", () => {
  it("refuses (3110)999999 (3120)999999: a roll of 999,999 m × 999,999 m", async () => {
    const problem = await refusedRegistration({ code: `${velvet}(10)BIG(3110)999999(3120)999999` });
    expect(problem.title).toBe("Roll too large");
    expect(problem.errors?.code).toEqual([
      "The label says 999,999,000 mm wide; rolls here are at most 5,000 mm wide",
      "The label says 999,999 m long; rolls here are at most 1,000 m long",
    ]);
  });

  it("refuses (8001)99999999999999: 9,999 mm × 99,999 m", async () => {
    const problem = await refusedRegistration({ code: `${velvet}(10)BIG(8001)99999999999999` });
    expect(problem.errors?.code).toHaveLength(2);
    expect(problem.detail).toContain("99,999 m long");
  });

  it("takes a roll of exactly the limits, and refuses one metre more", async () => {
    // (8001): width 5000 mm, length 01000 m, core 076 mm, face out, 1 splice.
    const response = await register({ code: `${velvet}(10)EDGE(8001)50000100007601` });
    expect(response.status).toBe(201);
    expect(await json<Roll>(response)).toMatchObject({ widthMm: 5000, lengthMm: 1_000_000 });
    const longer = await refusedRegistration({ code: `${velvet}(10)EDGE(8001)50000100107601` });
    expect(longer.errors?.code).toEqual(["The label says 1,001 m long; rolls here are at most 1,000 m long"]);
  });
});

describe("a roll's size typed in", () => {
  it("refuses a width over 5,000 mm and a length over 1,000 m, naming each field", async () => {
    const problem = await refusedRegistration({
      code: `${velvet}(10)TYPED`,
      widthMm: 5001,
      lengthMm: 1_000_001,
    });
    expect(problem.errors?.widthMm).toEqual([
      "You entered 5,001 mm wide; rolls here are at most 5,000 mm wide",
    ]);
    expect(problem.errors?.lengthMm).toEqual([
      "You entered 1,000.001 m long; rolls here are at most 1,000 m long",
    ]);
  });

  it("takes exactly 5,000 mm × 1,000 m", async () => {
    const response = await register({ code: `${velvet}(10)TYPED`, widthMm: 5000, lengthMm: 1_000_000 });
    expect(response.status).toBe(201);
  });
});

describe("the workshop's limits", () => {
  it("default to 5,000 mm and 1,000 m, can be set, and a bad value stops the start with its name", () => {
    expect(parseEnv({})).toMatchObject({ ROLL_MAX_WIDTH_MM: 5000, ROLL_MAX_LENGTH_M: 1000 });
    expect(parseEnv({ ROLL_MAX_WIDTH_MM: "3200", ROLL_MAX_LENGTH_M: "600" })).toMatchObject({
      ROLL_MAX_WIDTH_MM: 3200,
      ROLL_MAX_LENGTH_M: 600,
    });
    expect(() => parseEnv({ ROLL_MAX_WIDTH_MM: "0" })).toThrow(
      /ROLL_MAX_WIDTH_MM must be between 1 and 10000/,
    );
    expect(() => parseEnv({ ROLL_MAX_LENGTH_M: "1e9" })).toThrow(
      /ROLL_MAX_LENGTH_M must be between 1 and 10000/,
    );
    expect(() => parseEnv({ ROLL_MAX_LENGTH_M: "long" })).toThrow(/ROLL_MAX_LENGTH_M must be a number/);
  });
});
