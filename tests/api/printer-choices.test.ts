// A tablet's printer: GET /api/printers offers the printers serving this
// device (by the name it gives itself on /scanner) or its department, else
// all of them (always all when there is one); POST /api/print with the
// device's name and no chosen printer prints on the printer listing that device.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as printRoute from "@/app/api/print/route";
import * as printersRoute from "@/app/api/printers/route";
import { savePrinter } from "@/lib/printing/print-service";
import { startFakePrinter, type FakePrinter } from "@/tests/support/printing/fake-printer";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

// The fake printers listen on loopback, which an admin may give a printer only where allowed.
const allowLoopback = { allowedNetworks: ["127.0.0.1/32"] };

// The fake printers listen on loopback, which a printer may have only when the setting allows it.
const ctx = setUpApiRoutes({ settings: { PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32" } });
const packer = employee(["packer"]);
let fakes: FakePrinter[] = [];

beforeAll(async () => {
  fakes = [await startFakePrinter(), await startFakePrinter()];
});
afterAll(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
});

type Choices = { printers: { id: number; name: string }[]; isServedOnly: boolean };

async function choicesFor(query: string) {
  const response = await printersRoute.GET(await apiRequest(`/api/printers${query}`, { as: packer }));
  expect(response.status).toBe(200);
  const body = await json<Choices>(response);
  return { names: body.printers.map((p) => p.name), isServedOnly: body.isServedOnly };
}

describe("a tablet's label printer", () => {
  it("offers every printer when there is only one, whatever the device says", async () => {
    await savePrinter(
      ctx.handle.db,
      { name: "Solo", host: "127.0.0.1", port: fakes[0]!.port },
      allowLoopback,
    );
    expect(await choicesFor("?device=Pack%20tablet%201&departmentId=99")).toEqual({
      names: ["Solo"],
      isServedOnly: false,
    });
  });

  it("offers the printers serving the device or its department, else all of them", async () => {
    const { PACK, CUT } = ctx.ids.departments;
    await savePrinter(
      ctx.handle.db,
      {
        name: "Pack 2",
        host: "127.0.0.1",
        port: fakes[1]!.port,
        deviceIds: ["Pack tablet 1"],
      },
      allowLoopback,
    );
    await savePrinter(
      ctx.handle.db,
      { name: "Cutting", host: "10.0.0.9", departmentIds: [CUT] },
      allowLoopback,
    );
    await savePrinter(
      ctx.handle.db,
      { name: "Packing", host: "10.0.0.8", departmentIds: [PACK] },
      allowLoopback,
    );

    expect(await choicesFor(`?device=Pack%20tablet%201&departmentId=${PACK}`)).toEqual({
      names: ["Pack 2", "Packing"],
      isServedOnly: true,
    });
    expect(await choicesFor(`?departmentId=${CUT}`)).toEqual({ names: ["Cutting"], isServedOnly: true });
    expect(await choicesFor("?device=Pack%20tablet%201")).toEqual({ names: ["Pack 2"], isServedOnly: true });
    expect(await choicesFor("?device=Unknown%20tablet")).toEqual({
      names: ["Cutting", "Pack 2", "Packing", "Solo"],
      isServedOnly: false,
    });
    expect(await choicesFor("")).toMatchObject({ isServedOnly: false });
  });

  it("prints on the printer that lists the device when the device chose none", async () => {
    const request = await apiRequest("/api/print", {
      method: "POST",
      as: packer,
      body: {
        target: {
          kind: "package",
          productionPolygonId: ctx.ids.polygonIds[0],
          polygonPackageId: ctx.ids.polygonPackageIds[0],
        },
        printerId: null,
        device: "Pack tablet 1",
        departmentId: ctx.ids.departments.PACK,
      },
    });
    request.headers.set("idempotency-key", "print-device-0001");
    const response = await printRoute.POST(request);
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ printer: { name: "Pack 2" } });
  });
});
