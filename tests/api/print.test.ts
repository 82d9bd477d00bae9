// POST /api/print: a package's label goes to the station's printer as ZPL with
// its barcode in ^BC; the same Idempotency-Key again (an outbox replay) finds
// the one job and prints once; a station with no printer gets the no-printer
// problem the tablet answers with the browser's print page.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as printRoute from "@/app/api/print/route";
import * as adminPrintersRoute from "@/app/api/admin/printers/route";
import { printJobs } from "@/lib/db/schema";
import { PrintWorker } from "@/lib/printing/print-worker";
import { startFakePrinter, type FakePrinter } from "@/tests/support/printing/fake-printer";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

// The fake printers listen on loopback, which a printer may have only when the setting allows it.
const ctx = setUpApiRoutes({ settings: { PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32" } });
const packer = employee(["packer"]);
const admin = employee(["admin"]);
let fake: FakePrinter;
let worker: PrintWorker | undefined;

beforeAll(async () => {
  fake = await startFakePrinter();
});
afterAll(async () => {
  await worker?.stop();
  await fake.close();
});

async function print(key: string | null, body: unknown) {
  const request = await apiRequest("/api/print", { method: "POST", as: packer, body });
  if (key !== null) request.headers.set("idempotency-key", key);
  return printRoute.POST(request);
}

const packageTarget = () => ({
  kind: "package",
  productionPolygonId: ctx.ids.polygonIds[0],
  polygonPackageId: ctx.ids.polygonPackageIds[0],
});

describe("POST /api/print", () => {
  it("answers 409 no-printer when no printer serves the station, and stores no job", async () => {
    const response = await print("print-none-0001", { target: packageTarget(), departmentId: 1 });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      type: "urn:shopfloor:problem:no-printer",
      title: "No label printer for this station",
    });
    expect(await ctx.handle.db.select().from(printJobs)).toHaveLength(0);
  });

  it("prints the scanned package's label once for a repeated Idempotency-Key", async () => {
    const added = await adminPrintersRoute.POST(
      await apiRequest("/api/admin/printers", {
        method: "POST",
        as: admin,
        body: { name: "Pack 1", address: `127.0.0.1:${fake.port}`, dotsPerMm: 8 },
      }),
    );
    expect(added.status).toBe(201);
    const { id: printerId } = await json<{ id: number }>(added);

    const first = await print("print-label-0001", { target: packageTarget(), printerId });
    expect(first.status).toBe(201);
    const answer = await json<{ job: { id: number; labelCount: number }; printer: { name: string } }>(first);
    expect(answer).toMatchObject({ job: { labelCount: 1 }, printer: { name: "Pack 1" } });
    const repeat = await print("print-label-0001", { target: packageTarget(), printerId });
    expect(repeat.status).toBe(201);
    expect((await json<{ job: { id: number } }>(repeat)).job.id).toBe(answer.job.id);

    const jobs = await ctx.handle.db.select().from(printJobs).where(eq(printJobs.printerId, printerId));
    expect(jobs).toHaveLength(1);

    worker = new PrintWorker(ctx.handle.db, { pollMs: 50 }).start();
    const [received] = await fake.waitForJobs(1);
    const { barcode } = await ctx.upstream.polygonPackage.getById({ id: ctx.ids.polygonPackageIds[0] });
    expect(received!.text).toMatch(/^\^XA[\s\S]*\^XZ\s*$/);
    expect(received!.text).toContain(`^BC`);
    expect(received!.text).toMatch(new RegExp(`\\^BC[^\\^]*\\^FH\\^FD${barcode}\\^FS`));
    // Another key is another request: a second job.
    expect((await print("print-label-0002", { target: packageTarget(), printerId })).status).toBe(201);
    await fake.waitForJobs(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.jobs).toHaveLength(2);
  });

  it("refuses a package label to an employee who does not pack", async () => {
    const operator = employee(["operator"]);
    const request = await apiRequest("/api/print", {
      method: "POST",
      as: operator,
      body: { target: packageTarget() },
    });
    request.headers.set("idempotency-key", "print-forbidden-0001");
    expect((await printRoute.POST(request)).status).toBe(403);
  });

  it("prints a station's waiting job tickets, or one chosen card's, as one job each", async () => {
    const ticketPrinter = await startFakePrinter();
    try {
      const { CUT } = ctx.ids.departments;
      const cutter = employee(["operator"], [CUT]);
      const added = await adminPrintersRoute.POST(
        await apiRequest("/api/admin/printers", {
          method: "POST",
          as: admin,
          body: {
            name: "Cut 1",
            address: `127.0.0.1:${ticketPrinter.port}`,
            dotsPerMm: 8,
            departmentIds: [CUT],
          },
        }),
      );
      expect(added.status).toBe(201);
      const ask = async (key: string, target: Record<string, unknown>) => {
        const request = await apiRequest("/api/print", {
          method: "POST",
          as: cutter,
          body: { target: { kind: "department-tickets", departmentId: CUT, ...target }, departmentId: CUT },
        });
        request.headers.set("idempotency-key", key);
        const response = await printRoute.POST(request);
        expect(response.status).toBe(201);
        return json<{ job: { labelCount: number }; printer: { name: string } }>(response);
      };
      worker ??= new PrintWorker(ctx.handle.db, { pollMs: 50 }).start();
      const [first, second] = ctx.ids.polygonIds;

      // Both lines wait in cutting: the waiting tickets are theirs.
      expect(await ask("tickets-waiting-0001", { select: "waiting" })).toMatchObject({
        job: { labelCount: 2 },
        printer: { name: "Cut 1" },
      });
      const [waiting] = await ticketPrinter.waitForJobs(1);
      expect(waiting!.text.match(/\^XA/g)).toHaveLength(2);
      expect(waiting!.text).toContain(ticketCode(first));
      expect(waiting!.text).toContain(ticketCode(second));

      // One card's ticket, from its drawer: that line alone.
      expect(await ask("tickets-one-0001", { productionPolygonIds: [second] })).toMatchObject({
        job: { labelCount: 1 },
      });
      const [, one] = await ticketPrinter.waitForJobs(2);
      expect(one!.text.match(/\^XA/g)).toHaveLength(1);
      expect(one!.text).toContain(ticketCode(second));
      expect(one!.text).not.toContain(ticketCode(first));
    } finally {
      await ticketPrinter.close();
    }
  });
});
