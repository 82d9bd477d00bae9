// The end of a roll (POST /api/cutting/rolls/{id}/leftover): a leftover longer
// than OFFCUT_MIN_LENGTH_MM becomes an offcut in stock, its own code printed as
// Code 128 on the station's label printer; a leftover of the minimum or less
// is waste; a roll is ended once. The offcut is listed before the rolls.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as leftoverRoute from "@/app/api/cutting/rolls/[id]/leftover/route";
import * as rollsRoute from "@/app/api/cutting/rolls/route";
import { rollEvents } from "@/lib/db/schema";
import { savePrinter } from "@/lib/printing/print-service";
import { PrintWorker } from "@/lib/printing/print-worker";
import { startFakePrinter, type FakePrinter } from "@/tests/support/printing/fake-printer";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes({
  settings: { PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32", OFFCUT_MIN_LENGTH_MM: "800" },
});
const cutter = employee(["operator"], [1]);
let fake: FakePrinter;
let worker: PrintWorker | undefined;

type Roll = {
  id: number;
  code: string;
  lengthMm: number;
  lengthLeftMm: number;
  status: string;
  isOffcut: boolean;
};
type Outcome = {
  roll: Roll;
  offcut: (Roll & { parentRollId: number; place: string }) | null;
  print: unknown;
};

beforeAll(async () => {
  fake = await startFakePrinter();
  await savePrinter(
    ctx.handle.db,
    { name: "Cutting", host: "127.0.0.1", port: fake.port, departmentIds: [1] },
    { allowedNetworks: ["127.0.0.1/32"] },
  );
});
afterAll(async () => {
  await worker?.stop();
  await fake.close();
});

async function newRoll(lot: string): Promise<Roll> {
  const code = `(01)08712345678906(10)${lot}(8001)14000005007601`;
  const response = await rollsRoute.POST(
    await apiRequest("/api/cutting/rolls", { method: "POST", as: cutter, body: { code, place: "Rack B" } }),
  );
  expect(response.status).toBe(201);
  return json<Roll>(response);
}

async function leave(rollId: number, body: Record<string, unknown>) {
  return leftoverRoute.POST(
    await apiRequest(`/api/cutting/rolls/${rollId}/leftover`, { method: "POST", as: cutter, body }),
    routeParams({ id: rollId }),
  );
}

describe("a leftover longer than the minimum", () => {
  it("becomes an offcut in stock whose Code 128 label prints on the cutting station's printer", async () => {
    const roll = await newRoll("OFF1");
    // Far below the 50 m left: confirmed by the cutter (the rest counts as waste).
    const response = await leave(roll.id, {
      lengthMm: 1250,
      place: "Offcut bin 3",
      departmentId: 1,
      confirmed: true,
    });
    expect(response.status).toBe(200);
    const outcome = await json<Outcome>(response);
    expect(outcome.roll).toMatchObject({ id: roll.id, lengthLeftMm: 0, status: "used-up" });
    expect(outcome.offcut).toMatchObject({
      isOffcut: true,
      parentRollId: roll.id,
      lengthMm: 1250,
      lengthLeftMm: 1250,
      place: "Offcut bin 3",
      status: "in-stock",
    });
    expect(outcome.print).toMatchObject({ job: { kind: "offcut-label", labelCount: 1 } });

    worker = new PrintWorker(ctx.handle.db, { pollMs: 50 }).start();
    const [received] = await fake.waitForJobs(1);
    const code = outcome.offcut!.code;
    expect(received!.text).toMatch(new RegExp(`\\^BC[^\\^]*\\^FH\\^FD${code}\\^FS`));
    expect(received!.text).toContain("^FDOffcut bin 3^FS");
    expect(received!.text).toContain("1250 × 1400 mm");
    // In the cutter's language (the test employees speak Dutch): "Reststuk", the lot as "Partij".
    expect(received!.text).toContain("^FDReststuk^FS");
    expect(received!.text).toContain("1250 × 1400 mm · Partij OFF1");

    const events = await ctx.handle.db.select().from(rollEvents).where(eq(rollEvents.rollId, roll.id));
    expect(events.map((e) => [e.kind, e.lengthMm, e.lengthLeftMm])).toEqual([
      ["registered", 0, 50_000],
      ["waste", 48_750, 1250],
      ["offcut", 1250, 0],
    ]);

    const list = await rollsRoute.GET(
      await apiRequest("/api/cutting/rolls?materialCode=8712345678906&status=in-stock", { as: cutter }),
    );
    const { rolls } = await json<{ rolls: Roll[] }>(list);
    expect(rolls[0]).toMatchObject({ id: outcome.offcut!.id, isOffcut: true });
    expect(rolls.map((r) => r.id)).not.toContain(roll.id);

    // The code on the label finds the offcut again (the cutter scans it when a plan uses it).
    const byCode = await rollsRoute.GET(await apiRequest(`/api/cutting/rolls?code=${code}`, { as: cutter }));
    expect((await json<{ rolls: Roll[] }>(byCode)).rolls).toMatchObject([{ id: outcome.offcut!.id, code }]);
  });

  it("accepts the roll's length left when no length is measured", async () => {
    const roll = await newRoll("OFF2");
    const outcome = await json<Outcome>(await leave(roll.id, {}));
    expect(outcome.offcut).toMatchObject({ lengthMm: 50_000, place: "Rack B" });
  });
});

describe("a leftover of the minimum or less", () => {
  it("is waste: no offcut, nothing printed, and the roll cannot be ended again", async () => {
    const roll = await newRoll("OFF3");
    const outcome = await json<Outcome>(
      await leave(roll.id, { lengthMm: 800, departmentId: 1, confirmed: true }),
    );
    expect(outcome).toMatchObject({ roll: { status: "waste", lengthLeftMm: 0 }, offcut: null, print: null });
    const again = await leave(roll.id, { lengthMm: 2000, confirmed: true });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ title: "This roll is not in stock" });
  });

  it("answers 404 for a roll that does not exist", async () => {
    expect((await leave(999_999, { lengthMm: 2000 })).status).toBe(404);
  });
});
