// Issue 28, item 7: a station prints only on a printer serving its department
// or its device. With "Pack 1" (serving Packing only) the one printer there is,
// the cutter's "Print waiting job tickets" is the no-printer answer (the tablet
// opens the browser's print page), also when the tablet had chosen Pack 1
// before the admin kept it for Packing; Packing's own station prints on it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as printRoute from "@/app/api/print/route";
import * as printersRoute from "@/app/api/printers/route";
import { printJobs } from "@/lib/db/schema";
import { savePrinter } from "@/lib/printing/print-service";
import { startFakePrinter, type FakePrinter } from "@/tests/support/printing/fake-printer";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes({ settings: { PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32" } });
let fake: FakePrinter;
let packOneId: number;

beforeAll(async () => {
  fake = await startFakePrinter();
  const saved = await savePrinter(
    ctx.handle.db,
    { name: "Pack 1", host: "127.0.0.1", port: fake.port, departmentIds: [ctx.ids.departments.PACK] },
    { allowedNetworks: ["127.0.0.1/32"] },
  );
  packOneId = saved.id;
});
afterAll(async () => {
  await fake.close();
});

async function printTickets(departmentId: number, station: Record<string, unknown>, key: string) {
  const operator = employee(["operator"], [departmentId]);
  const request = await apiRequest("/api/print", {
    method: "POST",
    as: operator,
    body: { target: { kind: "department-tickets", departmentId, select: "waiting" }, ...station },
  });
  request.headers.set("idempotency-key", key);
  return printRoute.POST(request);
}

describe("a station's printer serves its department or its device", () => {
  it("sends the cutter's waiting tickets to no other department's printer: 409 no-printer, no job", async () => {
    const { CUT } = ctx.ids.departments;
    for (const [station, key] of [
      [{ departmentId: CUT }, "cut-tickets-0001"],
      [{ printerId: packOneId, departmentId: CUT, device: "Cut tablet 1" }, "cut-tickets-0002"],
    ] as const) {
      const response = await printTickets(CUT, station, key);
      expect(response.status).toBe(409);
      expect(await json(response)).toMatchObject({ type: "urn:shopfloor:problem:no-printer" });
    }
    expect(await ctx.handle.db.select().from(printJobs)).toHaveLength(0);
  });

  it("does not offer Packing's printer to a cutting tablet on /scanner", async () => {
    const { CUT, PACK } = ctx.ids.departments;
    const names = async (departmentId: number) => {
      const response = await printersRoute.GET(
        await apiRequest(`/api/printers?departmentId=${departmentId}`, { as: employee(["operator"], [CUT]) }),
      );
      return (await json<{ printers: { name: string }[] }>(response)).printers.map((p) => p.name);
    };
    expect(await names(CUT)).toEqual([]);
    expect(await names(PACK)).toEqual(["Pack 1"]);
  });

  it("prints Packing's labels on Pack 1, and a cutting tablet Pack 1 lists by name", async () => {
    const { CUT, PACK } = ctx.ids.departments;
    // Packing's own station: a package label at /pack, from a tablet set to Packing.
    const request = await apiRequest("/api/print", {
      method: "POST",
      as: employee(["packer"]),
      body: {
        target: { kind: "package", productionPolygonId: ctx.ids.polygonIds[0] },
        departmentId: PACK,
      },
    });
    request.headers.set("idempotency-key", "pack-label-0001");
    const packing = await printRoute.POST(request);
    expect(packing.status).toBe(201);
    expect(await json(packing)).toMatchObject({ printer: { name: "Pack 1" } });

    await savePrinter(
      ctx.handle.db,
      {
        id: packOneId,
        name: "Pack 1",
        host: "127.0.0.1",
        port: fake.port,
        departmentIds: [PACK],
        deviceIds: ["Cut tablet 1"],
      },
      { allowedNetworks: ["127.0.0.1/32"] },
    );
    const listed = await printTickets(CUT, { departmentId: CUT, device: "Cut tablet 1" }, "cut-tickets-0003");
    expect(listed.status).toBe(201);
    expect(await json(listed)).toMatchObject({ printer: { name: "Pack 1" } });
  });
});
