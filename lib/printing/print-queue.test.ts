// The print queue against a real database and a fake printer on a real TCP
// port: what arrives at the printer, a printer that is off, a restart, two
// workers, a job cut off mid-send, cancel, reprint and the Idempotency-Key.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase, testDatabaseKind } from "@/tests/support/test-database";
import type { PackageLabel } from "./label-data";
import { cancel, enqueueLabels, listJobs, listPrinters, reprint, savePrinter } from "./print-service";
import { PrintWorker } from "./print-worker";
import { parseLabelPrinters } from "@/lib/base/printer-config";
import { startPrintQueue } from "./start-print-queue";
import {
  freePort,
  startFakePrinter,
  type FakePrinter,
  type FakePrinterOptions,
} from "@/tests/support/printing/fake-printer";

// The fake printers listen on loopback, which an admin may give a printer only where allowed.
const allowLoopback = { allowedNetworks: ["127.0.0.1/32"] };

let handle: DatabaseHandle;
const printersToClose: FakePrinter[] = [];
const workersToStop: PrintWorker[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  storedAt = new Date("2026-11-23T10:00:00Z");
  await handle.db.execute(sql`truncate app.print_jobs, app.printers restart identity cascade`);
});
afterEach(async () => {
  await Promise.all(workersToStop.splice(0).map((w) => w.stop()));
  await Promise.all(printersToClose.splice(0).map((p) => p.close()));
});

async function fakePrinter(port?: number, status?: FakePrinterOptions["status"]) {
  const printer = await startFakePrinter({ port, status });
  printersToClose.push(printer);
  return printer;
}

/** A worker on a clock the test moves: no sleeping for backoff. */
function worker(clock: { now: Date }) {
  const w = new PrintWorker(handle.db, { now: () => clock.now, sendTimeoutMs: 2_000, backoffMs: 1_000 });
  workersToStop.push(w);
  return w;
}

const label = (barcode: string, over: Partial<PackageLabel> = {}): PackageLabel => ({
  barcode,
  projectNumber: "P-2026-0042",
  customer: "Van der Berg",
  lineNumber: 3,
  product: "Rolgordijn",
  packageType: "Doos",
  number: 1,
  of: 2,
  ...over,
});

const addPrinter = (port: number, name = "Pack 1") =>
  savePrinter(handle.db, { name, host: "127.0.0.1", port, dotsPerMm: 8 }, allowLoopback);

/** The queue's "now" when a job is stored: the worker's clocks in these tests start from it. */
let storedAt = new Date();

const print = (printerId: number, labels: PackageLabel[], requestRef: string | null = null) =>
  enqueueLabels(
    handle.db,
    printerId,
    { kind: "package-labels", labels },
    { locale: "nl", employeeId: 7, requestRef, now: storedAt },
  );

describe(`print queue (${testDatabaseKind})`, () => {
  it("sends a package's label to its printer: ^XA … ^XZ with the barcode in ^BC, and marks it printed", async () => {
    const device = await fakePrinter();
    const printer = await addPrinter(device.port);
    const clock = { now: new Date("2026-11-23T10:00:00Z") };
    const job = await print(printer.id, [label("8712345678906")]);
    expect(job.state).toBe("waiting");

    await worker(clock).runOnce();

    const [received] = await device.waitForJobs(1);
    expect(received!.text).toMatch(/^\^XA[\s\S]*\^XZ\n$/);
    expect(received!.text).toMatch(/\^BC[^^]*\^FH\^FD8712345678906\^FS/);
    const [listed] = await listJobs(handle.db, printer.id);
    expect(listed).toMatchObject({ id: job.id, state: "printed", attempts: 1, printedAt: clock.now });
  });

  it("prints accents as UTF-8 under ^CI28", async () => {
    const device = await fakePrinter();
    const printer = await addPrinter(device.port);
    await print(printer.id, [label("100200", { customer: "Crème Brûlée Gödel ^ ~" })]);
    await worker({ now: storedAt }).runOnce();
    const [received] = await device.waitForJobs(1);
    expect(received!.text).toContain("^CI28");
    expect(received!.bytes.includes(Buffer.from("Crème Brûlée Gödel _5E _7E", "utf8"))).toBe(true);
    // Not Latin-1: "è" is two bytes.
    expect(received!.bytes.includes(Buffer.from([0xc3, 0xa8]))).toBe(true);
  });

  it("holds a job while the printer says paper out or head open, and prints it once when it is ready", async () => {
    const device = await fakePrinter(undefined, { isPaperOut: true });
    const printer = await addPrinter(device.port);
    const clock = { now: new Date("2026-11-23T10:00:00Z") };
    const w = worker(clock);
    const job = await print(printer.id, [label("777000")]);

    await w.runOnce();
    let [listed] = await listJobs(handle.db, printer.id);
    expect(listed).toMatchObject({
      id: job.id,
      state: "waiting",
      lastError: "the printer reports: paper out",
    });
    expect(device.jobs).toHaveLength(0);
    let [shown] = await listPrinters(handle.db);
    expect(shown?.status).toMatchObject({ isReachable: true, isPaperOut: true, isHeadOpen: false });

    device.setStatus({ isHeadOpen: true });
    clock.now = new Date(clock.now.getTime() + 60_000);
    await w.runOnce();
    [listed] = await listJobs(handle.db, printer.id);
    expect(listed).toMatchObject({ state: "waiting", lastError: "the printer reports: head open" });
    expect(device.jobs).toHaveLength(0);

    device.setStatus({});
    clock.now = new Date(clock.now.getTime() + 60_000);
    await w.runOnce();
    await w.runOnce();
    const received = await device.waitForJobs(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain("^FD777000^FS");
    [listed] = await listJobs(handle.db, printer.id);
    expect(listed).toMatchObject({ state: "printed", lastError: null });
    [shown] = await listPrinters(handle.db);
    expect(shown?.status).toMatchObject({ isPaperOut: false, isHeadOpen: false });
  });

  it("keeps a job waiting while the printer is off, and prints it exactly once when it is on", async () => {
    const port = await freePort();
    const printer = await addPrinter(port);
    const clock = { now: new Date("2026-11-23T10:00:00Z") };
    const w = worker(clock);
    const job = await print(printer.id, [label("555000")]);

    await w.runOnce();
    let [listed] = await listJobs(handle.db, printer.id);
    expect(listed).toMatchObject({ state: "waiting", attempts: 1 });
    expect(listed!.lastError).toMatch(/ECONNREFUSED/);
    expect(listed!.nextAttemptAt.getTime()).toBe(clock.now.getTime() + 1_000);

    clock.now = new Date(clock.now.getTime() + 1_000);
    await w.runOnce();
    [listed] = await listJobs(handle.db, printer.id);
    expect(listed).toMatchObject({ state: "waiting", attempts: 2 });
    expect(listed!.nextAttemptAt.getTime()).toBe(clock.now.getTime() + 2_000);

    const device = await fakePrinter(port);
    expect(await w.runOnce()).toBe(0); // still inside its pause
    clock.now = new Date(clock.now.getTime() + 2_000);
    await w.runOnce();
    await device.waitForJobs(1);
    clock.now = new Date(clock.now.getTime() + 60_000);
    await w.runOnce();
    await w.runOnce();
    expect(device.jobs).toHaveLength(1);
    [listed] = await listJobs(handle.db, printer.id);
    expect(listed).toMatchObject({ id: job.id, state: "printed", attempts: 3, lastError: null });
  });

  it("prints a job that waited through a restart once a new worker starts on the same database", async () => {
    const port = await freePort();
    const printer = await addPrinter(port);
    const clock = { now: new Date("2026-11-23T10:00:00Z") };
    const before = worker(clock);
    await print(printer.id, [label("777000")]);
    await before.runOnce();
    await before.stop();
    expect((await listJobs(handle.db, printer.id))[0]!.state).toBe("waiting");

    const device = await fakePrinter(port);
    clock.now = new Date(clock.now.getTime() + 5_000);
    worker(clock).start();
    const [received] = await device.waitForJobs(1);
    expect(received!.text).toContain("^FD777000^FS");
  });

  it("sends each job once when two workers run the queue at the same time", async () => {
    const device = await fakePrinter();
    const printer = await addPrinter(device.port);
    for (let i = 0; i < 5; i++) await print(printer.id, [label(`90000${i}`)]);
    const clock = { now: storedAt };
    await Promise.all([worker(clock).runOnce(), worker(clock).runOnce()]);
    await device.waitForJobs(5);
    expect(device.jobs.map((j) => /\^FD(\d+)\^FS/.exec(j.text)?.[1])).toEqual([
      "900000",
      "900001",
      "900002",
      "900003",
      "900004",
    ]);
    const states = (await listJobs(handle.db, printer.id)).map((j) => j.state);
    expect(states).toEqual(Array(5).fill("printed"));
  });

  it("takes over a job whose worker died mid-send once its lease has run out", async () => {
    const device = await fakePrinter();
    const printer = await addPrinter(device.port);
    const job = await print(printer.id, [label("424242")]);
    const at = new Date("2026-11-23T10:00:00Z");
    // A worker claimed it and died: state "sending" with a lease that runs to 10:00:06.
    await handle.db.execute(
      sql`update app.print_jobs set state = 'sending', attempts = 1, lease_until = ${"2026-11-23T10:00:06Z"}::timestamptz where id = ${job.id}`,
    );
    await worker({ now: at }).runOnce();
    expect(device.jobs).toHaveLength(0);
    await worker({ now: new Date(at.getTime() + 7_000) }).runOnce();
    await device.waitForJobs(1);
    expect((await listJobs(handle.db, printer.id))[0]).toMatchObject({ state: "printed", attempts: 2 });
  });

  it("fails a job the printer cut off mid-send (it may have printed part), and a reprint prints it again", async () => {
    const broken = await startFakePrinter({ resetAfterBytes: 10 });
    printersToClose.push(broken);
    const printer = await addPrinter(broken.port);
    const job = await print(
      printer.id,
      Array.from({ length: 30 }, (_, i) => label(`31000${i}`)),
    );
    const clock = { now: storedAt };
    await worker(clock).runOnce();
    const [failed] = await listJobs(handle.db, printer.id);
    expect(failed).toMatchObject({ id: job.id, state: "failed" });

    await broken.close();
    const device = await fakePrinter();
    await savePrinter(
      handle.db,
      { id: printer.id, name: "Pack 1", host: "127.0.0.1", port: device.port },
      allowLoopback,
    );
    const again = await reprint(handle.db, job.id, { employeeId: 7, now: storedAt });
    expect(again).toMatchObject({ reprintOf: job.id, state: "waiting", labelCount: 30 });
    await worker(clock).runOnce();
    const [received] = await device.waitForJobs(1);
    expect(received!.text.match(/\^XA/g)).toHaveLength(30);
    expect((await listJobs(handle.db, printer.id)).map((j) => j.state)).toEqual(["printed", "failed"]);
  });

  it("never sends a cancelled job, and refuses to cancel a printed one", async () => {
    const device = await fakePrinter();
    const printer = await addPrinter(device.port);
    const first = await print(printer.id, [label("600001")]);
    const second = await print(printer.id, [label("600002")]);
    await cancel(handle.db, first.id);
    await worker({ now: storedAt }).runOnce();
    const [received] = await device.waitForJobs(1);
    expect(received!.text).toContain("600002");
    expect(device.jobs).toHaveLength(1);
    await expect(cancel(handle.db, second.id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("stores a request with the same Idempotency-Key once, so a replay prints once", async () => {
    const device = await fakePrinter();
    const printer = await addPrinter(device.port);
    const a = await print(printer.id, [label("710001")], "key-1");
    const b = await print(printer.id, [label("710001")], "key-1");
    expect(b.id).toBe(a.id);
    await worker({ now: storedAt }).runOnce();
    await device.waitForJobs(1);
    expect(await listJobs(handle.db, printer.id)).toHaveLength(1);
  });

  it("prints a project's 50 labels as one job over one connection", async () => {
    const device = await fakePrinter();
    const printer = await addPrinter(device.port);
    const labels = Array.from({ length: 50 }, (_, i) =>
      label(`8800${String(i).padStart(2, "0")}`, { number: i + 1, of: 50 }),
    );
    const job = await print(printer.id, labels);
    expect(job.labelCount).toBe(50);
    await worker({ now: storedAt }).runOnce();
    const [received] = await device.waitForJobs(1);
    expect(received!.text.match(/\^XA/g)).toHaveLength(50);
    expect(received!.text).toContain("Pakket 50 van 50");
  });

  it("starts with the server: the setting's printer is stored and a label sent to it prints", async () => {
    const device = await fakePrinter();
    const w = await startPrintQueue(
      handle.db,
      parseLabelPrinters(`Pack 1=zpl://127.0.0.1:${device.port}?dpmm=12`),
    );
    workersToStop.push(w);
    const [printer] = await listPrinters(handle.db);
    await enqueueLabels(
      handle.db,
      printer!.id,
      { kind: "package-labels", labels: [label("123400")] },
      { locale: "en", employeeId: 1 },
    );
    const [received] = await device.waitForJobs(1);
    expect(received!.text).toContain("^PW1200^LL600");
    expect(received!.text).toContain("^FDPackage 1 of 2^FS");
  });
});
