// PRINTER_ALLOWED_NETWORKS lets a printer have an address of the networks it
// lists (here the loopback of the tests' fake printers), and nothing more; and
// issue 31's stuck job: one left "sending" past its lease is cancelled, and
// its printer removed, through the admin's routes (both were a 409).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cancelRoute from "@/app/api/admin/print-jobs/[id]/cancel/route";
import * as adminPrinterRoute from "@/app/api/admin/printers/[id]/route";
import * as adminPrintersRoute from "@/app/api/admin/printers/route";
import { claimPrintJob } from "@/lib/printing/print-jobs";
import { enqueueLabels, listJobs, listPrinters } from "@/lib/printing/print-service";
import { startHangUpServer, type MisbehavingServer } from "@/tests/support/printing/misbehaving-printers";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes({ settings: { PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32, ::1/128" } });
const admin = employee(["admin"]);
let hangUp: MisbehavingServer;

beforeAll(async () => {
  hangUp = await startHangUpServer();
});
afterAll(async () => {
  await hangUp.close();
});

const post = async (name: string, address: string) =>
  adminPrintersRoute.POST(
    await apiRequest("/api/admin/printers", { method: "POST", as: admin, body: { name, address } }),
  );

const cancelJob = async (jobId: number) =>
  cancelRoute.POST(
    await apiRequest(`/api/admin/print-jobs/${jobId}/cancel`, { method: "POST", as: admin, body: {} }),
    routeParams({ id: jobId }),
  );

const removePrinter = async (printerId: number) =>
  adminPrinterRoute.DELETE(
    await apiRequest(`/api/admin/printers/${printerId}`, { method: "DELETE", as: admin }),
    routeParams({ id: printerId }),
  );

const queueLabel = (printerId: number, barcode: string) =>
  enqueueLabels(
    ctx.handle.db,
    printerId,
    {
      kind: "package-labels",
      labels: [
        {
          barcode,
          projectNumber: "P-1",
          customer: null,
          lineNumber: 1,
          product: null,
          packageType: null,
          number: 1,
          of: 1,
        },
      ],
    },
    { locale: "en", employeeId: null },
  );

describe("PRINTER_ALLOWED_NETWORKS", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["[::ffff:127.0.0.1]", "[::ffff:127.0.0.1]"],
    ["[::1]", "[::1]"],
  ])("lets a printer have %s, stored as %s", async (typed, stored) => {
    const response = await post(`Allowed ${typed}`, `${typed}:${hangUp.port}`);
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ host: stored, port: hangUp.port });
  });

  it.each(["127.0.0.2", "169.254.169.254", "0.0.0.0", "[fe80::1]"])(
    "still refuses %s, which it does not list",
    async (address) => {
      const before = (await listPrinters(ctx.handle.db)).length;
      const response = await post(`Refused ${address}`, address);
      expect(response.status).toBe(400);
      expect((await listPrinters(ctx.handle.db)).length).toBe(before);
    },
  );
});

describe("a job left sending past its lease", () => {
  /** The worker died mid-talk (or the server restarted): the lease ran out a minute ago. */
  const leaseRunsOut = () =>
    ctx.handle.db.execute(
      sql`update app.print_jobs set lease_until = now() - interval '1 minute' where state = 'sending'`,
    );

  it("is cancelled, and its printer removed, by the admin; not while a worker holds it", async () => {
    const printer = await json<{ id: number }>(await post("Web port", `127.0.0.1:${hangUp.port}`));
    const job = await queueLabel(printer.id, "800001");
    // A worker claimed it and is talking to the printer: its lease runs.
    const now = new Date();
    await claimPrintJob(ctx.handle.db, now, new Date(now.getTime() + 60_000));
    expect((await cancelJob(job.id)).status).toBe(409);
    expect((await removePrinter(printer.id)).status).toBe(409);

    await leaseRunsOut();
    const cancelled = await cancelJob(job.id);
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ id: job.id, state: "cancelled" });

    await queueLabel(printer.id, "800002");
    const later = new Date();
    await claimPrintJob(ctx.handle.db, later, new Date(later.getTime() + 60_000));
    expect((await removePrinter(printer.id)).status).toBe(409);
    await leaseRunsOut();
    expect((await removePrinter(printer.id)).status).toBeLessThan(300);
    expect((await listPrinters(ctx.handle.db)).find((p) => p.id === printer.id)).toBeUndefined();
    await expect(listJobs(ctx.handle.db, printer.id)).rejects.toMatchObject({ status: 404 });
  });
});
