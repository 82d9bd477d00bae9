// `~HS` against a fake printer, and the setting's printers in the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { parseLabelPrinters } from "@/lib/base/printer-config";
import { deletePrinter, findStationPrinter, listPrinters, printerStatus, savePrinter } from "./print-service";
import { syncSettingPrinters } from "./printers";
import { parseHostStatus } from "./raw-transport";
import { freePort, hostStatusAnswer, startFakePrinter } from "@/tests/support/printing/fake-printer";

// The fake printers listen on loopback, which an admin may give a printer only where allowed.
const allowLoopback = { allowedNetworks: ["127.0.0.1/32"] };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("~HS host status", () => {
  it("reads paper out and head open where a Zebra puts them", () => {
    expect(parseHostStatus(hostStatusAnswer({ isPaperOut: true }))).toMatchObject({
      isPaperOut: true,
      isHeadOpen: false,
      isPaused: false,
    });
    expect(parseHostStatus(hostStatusAnswer({ isHeadOpen: true, isPaused: true }))).toMatchObject({
      isPaperOut: false,
      isHeadOpen: true,
      isPaused: true,
    });
    expect(parseHostStatus("")).toMatchObject({
      isReachable: true,
      isPaperOut: null,
      error: "no ~HS answer",
    });
  });

  it("asks the printer and keeps its state: paper out and head open, or not reachable", async () => {
    const device = await startFakePrinter({ status: { isPaperOut: true, isHeadOpen: true } });
    const printer = await savePrinter(
      handle.db,
      { name: "Status", host: "127.0.0.1", port: device.port },
      allowLoopback,
    );
    const answer = await printerStatus(handle.db, printer.id);
    expect(answer.status).toEqual({
      isReachable: true,
      isPaperOut: true,
      isHeadOpen: true,
      isPaused: false,
      isRibbonOut: false,
      error: null,
    });
    expect(device.jobs).toHaveLength(0); // a status query is not a job
    await device.close();
    const stored = (await listPrinters(handle.db)).find((p) => p.id === printer.id);
    expect(stored?.status).toMatchObject({ isPaperOut: true, isHeadOpen: true });

    await savePrinter(
      handle.db,
      {
        id: printer.id,
        name: "Status",
        host: "127.0.0.1",
        port: await freePort(),
      },
      allowLoopback,
    );
    const off = await printerStatus(handle.db, printer.id, { timeoutMs: 500 });
    expect(off.status).toMatchObject({ isReachable: false, isPaperOut: null });
    expect(off.status.error).toMatch(/ECONNREFUSED/);
    await deletePrinter(handle.db, printer.id);
  });
});

describe("printers of LABEL_PRINTERS", () => {
  it("are stored by name, keep whom they serve across starts, and cannot be deleted by hand", async () => {
    await syncSettingPrinters(handle.db, parseLabelPrinters("Pack 1=zpl://10.0.0.21:9100?dpmm=8"));
    const [pack] = await listPrinters(handle.db);
    expect(pack).toMatchObject({ name: "Pack 1", source: "setting", host: "10.0.0.21", dotsPerMm: 8 });
    // One printer: it is every station's.
    expect((await findStationPrinter(handle.db, { departmentId: 12 }))?.id).toBe(pack!.id);

    // An admin can say whom it serves, not move it.
    const saved = await savePrinter(
      handle.db,
      {
        id: pack!.id,
        name: "Pack 1",
        host: "10.9.9.9",
        departmentIds: [12],
      },
      allowLoopback,
    );
    expect(saved).toMatchObject({ host: "10.0.0.21", departmentIds: [12] });
    await syncSettingPrinters(handle.db, parseLabelPrinters("Pack 1=zpl://10.0.0.23?dpmm=12"));
    expect((await listPrinters(handle.db))[0]).toMatchObject({
      host: "10.0.0.23",
      dotsPerMm: 12,
      departmentIds: [12],
    });
    await expect(deletePrinter(handle.db, pack!.id)).rejects.toMatchObject({ code: "conflict" });

    await syncSettingPrinters(handle.db, []);
    expect(await listPrinters(handle.db)).toEqual([]);
  });
});
