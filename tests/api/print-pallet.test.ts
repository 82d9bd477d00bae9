// POST /api/print with a pallet: one job on the station's printer whose ZPL
// carries the pallet's barcode in ^BC and names the projects and customers of
// every package on it (nested packages too), in UTF-8 under ^CI28.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as printRoute from "@/app/api/print/route";
import { savePrinter } from "@/lib/printing/print-service";
import { PrintWorker } from "@/lib/printing/print-worker";
import { startFakePrinter, type FakePrinter } from "@/tests/support/printing/fake-printer";
import * as t from "@/lib/embedded-api/schema";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

// The fake printers listen on loopback, which an admin may give a printer only where allowed.
const allowLoopback = { allowedNetworks: ["127.0.0.1/32"] };

// The fake printers listen on loopback, which a printer may have only when the setting allows it.
const ctx = setUpApiRoutes({ settings: { PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32" } });
const packer = employee(["packer"]);
let fake: FakePrinter;
let worker: PrintWorker | undefined;

beforeAll(async () => {
  fake = await startFakePrinter();
  // The seeded project's order spec names its customer (before anything reads and caches it).
  const [project] = await ctx.handle.db
    .select({ orderSpec: t.projects.orderSpec })
    .from(t.projects)
    .where(eq(t.projects.id, ctx.ids.productionProjectId));
  await ctx.handle.db
    .update(t.projects)
    .set({
      orderSpec: {
        ...project!.orderSpec,
        customer: { id: 9001, company: "Brasserie Ëlsa", name: "E. Noël" },
      },
    })
    .where(eq(t.projects.id, ctx.ids.productionProjectId));
});
afterAll(async () => {
  await worker?.stop();
  await fake.close();
});

describe("POST /api/print, a pallet", () => {
  it("sends the pallet's label with its barcode in ^BC, naming the project and customer of what is on it", async () => {
    const printer = await savePrinter(
      ctx.handle.db,
      { name: "Pallets", host: "127.0.0.1", port: fake.port },
      allowLoopback,
    );
    const pallet = await ctx.upstream.polygonPackage.create({
      productionPolygonId: ctx.ids.polygonIds[0],
      productionPackageId: ctx.ids.boxPackageId,
    });
    const [box, roll] = ctx.ids.polygonPackageIds;
    await ctx.upstream.polygonPackage.update({ id: box, parentPolygonPackageId: pallet.id });
    await ctx.upstream.polygonPackage.update({ id: roll, parentPolygonPackageId: box });

    const request = await apiRequest("/api/print", {
      method: "POST",
      as: packer,
      body: { target: { kind: "pallet", polygonPackageId: pallet.id } },
    });
    request.headers.set("idempotency-key", "print-pallet-0001");
    const response = await printRoute.POST(request);
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({
      job: { kind: "pallet-label", labelCount: 1 },
      printer: { id: printer.id, name: "Pallets" },
    });

    worker = new PrintWorker(ctx.handle.db, { pollMs: 50 }).start();
    const [received] = await fake.waitForJobs(1);
    expect(received!.text).toMatch(/^\^XA\^CI28[\s\S]*\^XZ\s*$/);
    expect(received!.text).toMatch(new RegExp(`\\^BC[^\\^]*\\^FH\\^FD${pallet.barcode}\\^FS`));
    expect(received!.text).toContain("^FDP-1001^FS");
    expect(received!.text).toContain("^FDBrasserie Ëlsa^FS");
    // Two packages on it: the box and the roll nested in the box.
    expect(received!.text).toMatch(/\^FD[^^]*: 2\^FS/);
  });
});
