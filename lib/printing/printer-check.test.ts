// "Check the printer" and "Print a test label" against fake printers on real
// TCP ports: Ready only when the printer answered its `~HS` status query.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { listJobs, printerStatus, printTestLabel, savePrinter } from "./print-service";
import { PrintWorker } from "./print-worker";
import { printerReadiness } from "./printer-readiness";
import { startFakePrinter, type FakePrinter } from "@/tests/support/printing/fake-printer";

// The fake printers listen on loopback, which an admin may give a printer only where allowed.
const allowLoopback = { allowedNetworks: ["127.0.0.1/32"] };

let handle: DatabaseHandle;
const devices: FakePrinter[] = [];
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.close()));
});

async function printerOn(name: string, options: Parameters<typeof startFakePrinter>[0]) {
  const device = await startFakePrinter(options);
  devices.push(device);
  const printer = await savePrinter(handle.db, { name, host: "127.0.0.1", port: device.port }, allowLoopback);
  return { device, printer };
}

describe("Check the printer", () => {
  it("is not Ready when the printer took the connection and never answered ~HS", async () => {
    const { printer } = await printerOn("Silent", { isSilent: true });
    const answer = await printerStatus(handle.db, printer.id, { timeoutMs: 300 });
    expect(answer.status.isReachable).toBe(true);
    expect(answer.readiness).toEqual({ state: "silent" });
    // What the admin screen shows after a reload: the stored status says the same.
    expect(printerReadiness(answer.printer.status)).toEqual({ state: "silent" });
  });

  it("is Ready when the printer answered ~HS with nothing wrong", async () => {
    const { printer } = await printerOn("Answers", {});
    const answer = await printerStatus(handle.db, printer.id);
    expect(answer.readiness).toEqual({ state: "ready" });
  });

  it("names what the printer reports when it answered with a problem", async () => {
    const { printer } = await printerOn("Paper out", { status: { isPaperOut: true, isPaused: true } });
    const answer = await printerStatus(handle.db, printer.id);
    expect(answer.readiness).toEqual({ state: "problems", problems: ["paperOut", "paused"] });
  });

  it("is not Ready when nothing listens", () => {
    expect(
      printerReadiness({
        isReachable: false,
        isPaperOut: null,
        isHeadOpen: null,
        isPaused: null,
        isRibbonOut: null,
        error: "connect ECONNREFUSED",
      }),
    ).toEqual({ state: "unreachable", error: "connect ECONNREFUSED" });
    expect(printerReadiness(null)).toEqual({ state: "unknown" });
  });
});

describe("Print a test label", () => {
  it("prints one small label with the printer's name and the time, through the queue", async () => {
    const { device, printer } = await printerOn("Inpak 2", {});
    const at = new Date("2026-11-23T10:07:00Z");
    const job = await printTestLabel(handle.db, printer.id, { employeeId: null, locale: "en", now: at });
    expect(job).toMatchObject({ kind: "test-label", labelCount: 1, state: "waiting" });
    const worker = new PrintWorker(handle.db, { now: () => at, sendTimeoutMs: 2_000, backoffMs: 1_000 });
    await worker.runOnce();
    await worker.stop();
    const [received] = await device.waitForJobs(1);
    expect(received?.text.match(/\^XA/g)).toHaveLength(1);
    expect(received?.text).toContain("Inpak 2");
    expect(received?.text).toContain("Test label");
    // The workshop's clock (Europe/Amsterdam): 10:07 UTC is 11:07 there.
    expect(received?.text).toContain("11:07");
    expect((await listJobs(handle.db, printer.id))[0]).toMatchObject({
      kind: "test-label",
      state: "printed",
    });
  });

  it("writes the label in the admin's language", async () => {
    const { device, printer } = await printerOn("Inpak 3", {});
    const at = new Date("2026-11-23T10:07:00Z");
    await printTestLabel(handle.db, printer.id, { employeeId: null, locale: "nl", now: at });
    const worker = new PrintWorker(handle.db, { now: () => at, sendTimeoutMs: 2_000, backoffMs: 1_000 });
    await worker.runOnce();
    await worker.stop();
    const [received] = await device.waitForJobs(1);
    expect(received?.text).toContain("Testlabel");
    expect(received?.text).toContain("Inpak 3");
  });
});
