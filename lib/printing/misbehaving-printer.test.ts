// Issue 31, item 1, as it was found: an address that answers "ERR" and hangs
// up (a printer's web port, any HTTP server) stopped every label in the
// workshop. Real TCP/HTTP servers on loopback beside a healthy fake printer,
// the real worker on the real clock. Prints the measured times.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { claimPrintJob } from "./print-jobs";
import {
  cancel,
  deletePrinter,
  enqueueLabels,
  listJobs,
  listPrinters,
  printerStatus,
  savePrinter,
} from "./print-service";
import { PrintWorker } from "./print-worker";
import { queryHostStatus, sendRaw } from "./raw-transport";
import { freePort, startFakePrinter } from "@/tests/support/printing/fake-printer";
import {
  startChattyServer,
  startHangUpServer,
  startWebServer,
  type MisbehavingServer,
} from "@/tests/support/printing/misbehaving-printers";

// The fake printers listen on loopback, which a printer may have only when the setting allows it.
const allowLoopback = { allowedNetworks: ["127.0.0.1/32"] };

let handle: DatabaseHandle;
const toClose: { close: () => Promise<void> }[] = [];
let worker: PrintWorker | undefined;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`truncate app.print_jobs, app.printers restart identity cascade`);
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await Promise.all(toClose.splice(0).map((server) => server.close()));
});

async function serve<T extends { close: () => Promise<void> }>(server: Promise<T>): Promise<T> {
  const started = await server;
  toClose.push(started);
  return started;
}

const addPrinter = (name: string, port: number) =>
  savePrinter(handle.db, { name, host: "127.0.0.1", port }, allowLoopback);

const print = (printerId: number, barcode: string) =>
  enqueueLabels(
    handle.db,
    printerId,
    {
      kind: "package-labels",
      labels: [
        {
          barcode,
          projectNumber: "P-1",
          customer: "Van der Berg",
          lineNumber: 1,
          product: "Rolgordijn",
          packageType: "Doos",
          number: 1,
          of: 1,
        },
      ],
    },
    { locale: "en", employeeId: 7 },
  );

/** Resolves when the job is no longer being sent; its state then. */
async function settled(printerId: number, jobId: number, withinMs: number) {
  const until = performance.now() + withinMs;
  for (;;) {
    const job = (await listJobs(handle.db, printerId)).find((j) => j.id === jobId)!;
    if (job.state !== "sending" && job.attempts > 0) return job;
    if (performance.now() > until) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const elapsed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const value = await run();
  return { value, ms: Math.round(performance.now() - start) };
};

describe("a printer that answers and hangs up", () => {
  it.each([
    ["answers ERR and closes", () => startHangUpServer()],
    ["is a web server (400 and closes)", () => startWebServer()],
  ] as [string, () => Promise<MisbehavingServer>][])(
    "its status check (~HS) ends when it %s, long before the time limit",
    async (what, start) => {
      const server = await serve(start());
      const printer = await addPrinter("Web port", server.port);
      const talk = await elapsed(() => queryHostStatus({ host: "127.0.0.1", port: server.port }, 5_000));
      const check = await elapsed(() => printerStatus(handle.db, printer.id, { timeoutMs: 5_000 }));
      console.info(
        `[figure] status check of a printer that ${what}: the talk ${talk.ms} ms, "Check the printer" with its database reads and write ${check.ms} ms (limit 5000 ms)`,
      );
      expect(talk.ms).toBeLessThan(1_000);
      expect(check.ms).toBeLessThan(1_000);
      expect(check.value.status).toMatchObject({
        isReachable: true,
        isPaperOut: null,
        error: "no ~HS answer",
      });
      expect(server.connections()).toBe(2);
    },
  );

  it("cuts a printer that talks without end at one overall time limit, for ~HS and for a job", async () => {
    const chatty = await serve(startChattyServer());
    const address = { host: "127.0.0.1", port: chatty.port };
    const check = await elapsed(() => queryHostStatus(address, 600));
    const send = await elapsed(() => sendRaw(address, "^XA^XZ\n", 600));
    console.info(
      `[figure] ~HS of a printer that never stops talking: ${check.ms} ms, a job: ${send.ms} ms (limit 600 ms)`,
    );
    expect(check.ms).toBeGreaterThanOrEqual(550);
    expect(check.ms).toBeLessThan(1_500);
    expect(check.value).toMatchObject({ isReachable: true, isPaperOut: null });
    expect(send.ms).toBeLessThan(1_500);
    expect(send.value).toEqual({ outcome: "accepted" }); // every byte went out; the printer has it
  });

  it("does not delay the healthy printer beside it, which prints within seconds", async () => {
    const hangUp = await serve(startHangUpServer());
    const healthy = await serve(startFakePrinter());
    const bad = await addPrinter("Web port", hangUp.port);
    const good = await addPrinter("Pack 1", healthy.port);
    worker = new PrintWorker(handle.db, { sendTimeoutMs: 5_000 }).start();

    const stuck = await print(bad.id, "100001");
    const queuedAt = performance.now();
    await print(good.id, "200001");
    const [received] = await healthy.waitForJobs(1);
    const printedAfterMs = Math.round(received!.lastByteAt - queuedAt);
    console.info(
      `[figure] healthy printer beside one that answers ERR and hangs up: printed ${printedAfterMs} ms after its job was queued`,
    );
    expect(printedAfterMs).toBeLessThan(2_000);
    expect(received!.text).toContain("^FD200001^FS");
    // The hang-up printer's own job is settled too: nothing is left "sending".
    expect((await settled(bad.id, stuck.id, 3_000)).state).not.toBe("sending");
  });

  it("keeps printing on the healthy printer while another printer's talk is still under way", async () => {
    const chatty = await serve(startChattyServer());
    const healthy = await serve(startFakePrinter());
    const slow = await addPrinter("Chatty", chatty.port);
    const good = await addPrinter("Pack 1", healthy.port);
    worker = new PrintWorker(handle.db, { sendTimeoutMs: 4_000 }).start();
    const held = await print(slow.id, "300001");
    await new Promise((resolve) => setTimeout(resolve, 100)); // the chatty printer's talk has begun

    const delays: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const queuedAt = performance.now();
      await print(good.id, `40000${i}`);
      const received = await healthy.waitForJobs(i);
      delays.push(Math.round(received[i - 1]!.lastByteAt - queuedAt));
    }
    console.info(
      `[figure] three jobs, one after another, beside a printer that hangs: printed after ${delays.join(", ")} ms`,
    );
    expect(Math.max(...delays)).toBeLessThan(2_000);
    // Those three printed while the other printer's job was still being sent.
    expect((await listJobs(handle.db, slow.id)).find((j) => j.id === held.id)?.state).toBe("sending");
  });

  it("after a restart, a job left sending on the hang-up printer stops nothing", async () => {
    const hangUp = await serve(startHangUpServer());
    const healthy = await serve(startFakePrinter());
    const bad = await addPrinter("Web port", hangUp.port);
    const good = await addPrinter("Pack 1", healthy.port);
    const stuck = await print(bad.id, "500001");
    // The server died mid-talk: the job is "sending" under a lease that has run out.
    const past = new Date(Date.now() - 60_000);
    await claimPrintJob(handle.db, past, new Date(past.getTime() + 30_000));

    worker = new PrintWorker(handle.db, { sendTimeoutMs: 5_000 }).start();
    const queuedAt = performance.now();
    await print(good.id, "600001");
    const [received] = await healthy.waitForJobs(1);
    const printedAfterMs = Math.round(received!.lastByteAt - queuedAt);
    console.info(
      `[figure] after a restart with a stuck job on the hang-up printer: healthy printed after ${printedAfterMs} ms`,
    );
    expect(printedAfterMs).toBeLessThan(2_000);
    expect((await settled(bad.id, stuck.id, 3_000)).state).not.toBe("sending");
  });
});

describe("a job whose lease ran out", () => {
  it("can be cancelled, and its printer removed; a job under a running lease cannot", async () => {
    const printer = await addPrinter("Web port", await freePort());
    const job = await print(printer.id, "700001");
    const claimedAt = new Date();
    await claimPrintJob(handle.db, claimedAt, new Date(claimedAt.getTime() + 30_000));
    // A worker holds it: it may be printing right now.
    await expect(cancel(handle.db, job.id, claimedAt)).rejects.toMatchObject({ status: 409 });
    await expect(deletePrinter(handle.db, printer.id, claimedAt)).rejects.toMatchObject({ status: 409 });

    const afterLease = new Date(claimedAt.getTime() + 31_000);
    await expect(cancel(handle.db, job.id, afterLease)).resolves.toMatchObject({ state: "cancelled" });

    const other = await print(printer.id, "700002");
    await claimPrintJob(handle.db, new Date(), new Date(claimedAt.getTime() + 30_000));
    expect((await listJobs(handle.db, printer.id)).find((j) => j.id === other.id)?.state).toBe("sending");
    await deletePrinter(handle.db, printer.id, afterLease);
    expect(await listPrinters(handle.db)).toEqual([]);
  });
});
