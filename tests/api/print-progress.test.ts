// What the packer reads after "Print label": the answer of POST /api/print says
// whether the label printed, or waits and why (the fake printer answers `~HS`
// with paper out), in the packer's language; GET /api/print/jobs/{id} then says
// "printed" once paper is loaded. A printer that is switched off: "cannot be reached".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminPrintersRoute from "@/app/api/admin/printers/route";
import * as printJobRoute from "@/app/api/print/jobs/[id]/route";
import * as printRoute from "@/app/api/print/route";
import type { PrintAnswer } from "@/lib/printing/print-progress";
import { PrintWorker } from "@/lib/printing/print-worker";
import { freePort, startFakePrinter, type FakePrinter } from "@/tests/support/printing/fake-printer";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

// The fake printers listen on loopback, which a printer may have only when the setting allows it.
const ctx = setUpApiRoutes({ settings: { PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32" } });
const englishPacker = { ...employee(["packer"]), locale: "en" as const };
const dutchPacker = employee(["packer"]);
const admin = employee(["admin"]);
let fake: FakePrinter;
let worker: PrintWorker;

beforeAll(async () => {
  fake = await startFakePrinter({ status: { isPaperOut: true } });
  // The worker of this process: the print answer waits for its first try.
  worker = new PrintWorker(ctx.handle.db, { pollMs: 50, backoffMs: 50, maxBackoffMs: 200 }).start();
});
afterAll(async () => {
  await worker.stop();
  await fake.close();
});

async function addPrinter(name: string, port: number) {
  const response = await adminPrintersRoute.POST(
    await apiRequest("/api/admin/printers", {
      method: "POST",
      as: admin,
      body: { name, address: `127.0.0.1:${port}` },
    }),
  );
  expect(response.status).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

async function print(as: typeof dutchPacker, printerId: number) {
  const response = await printRoute.POST(
    await apiRequest("/api/print", {
      method: "POST",
      as,
      body: {
        target: {
          kind: "package",
          productionPolygonId: ctx.ids.polygonIds[0],
          polygonPackageId: ctx.ids.polygonPackageIds[0],
        },
        printerId,
      },
    }),
  );
  expect(response.status).toBe(201);
  return json<PrintAnswer>(response);
}

async function jobAnswer(as: typeof dutchPacker, id: number) {
  return printJobRoute.GET(await apiRequest(`/api/print/jobs/${id}`, { as }), routeParams({ id }));
}

describe("the print answer and the job's state", () => {
  it("says the label waits because the printer is out of paper, in the packer's language, then that it printed", async () => {
    const printerId = await addPrinter("Pack P", fake.port);

    const english = await print(englishPacker, printerId);
    expect(english).toMatchObject({
      job: { state: "waiting", labelCount: 1 },
      printer: { name: "Pack P" },
      waitingFor: ["paperOut"],
      message: "Waiting: Pack P is out of paper — it prints when ready",
      isSettled: false,
    });
    // A second job waits behind the first, for the same reason.
    const dutch = await print(dutchPacker, printerId);
    expect(dutch).toMatchObject({
      job: { state: "waiting" },
      waitingFor: ["paperOut"],
      message: "Wacht: Pack P heeft geen papier meer — het label komt zodra de printer klaar is",
    });
    expect(fake.jobs).toHaveLength(0);

    // Another packer's job is none of theirs.
    expect((await jobAnswer(dutchPacker, english.job.id)).status).toBe(404);

    fake.setStatus({});
    await fake.waitForJobs(2);
    await expect
      .poll(async () => json<PrintAnswer>(await jobAnswer(englishPacker, english.job.id)), { timeout: 5_000 })
      .toMatchObject({
        job: { state: "printed" },
        waitingFor: [],
        message: "Printed: 1 label on Pack P",
        isSettled: true,
      });
    await expect
      .poll(async () => json<PrintAnswer>(await jobAnswer(dutchPacker, dutch.job.id)), { timeout: 5_000 })
      .toMatchObject({ job: { state: "printed" }, message: "Geprint: 1 label op Pack P" });
  });

  it("answers at once that a ready printer printed the label", async () => {
    const printerId = await addPrinter("Pack R", fake.port);
    fake.setStatus({});
    const answer = await print(englishPacker, printerId);
    expect(answer).toMatchObject({
      job: { state: "printed" },
      message: "Printed: 1 label on Pack R",
      isSettled: true,
    });
  });

  it("says a printer that is switched off cannot be reached, and names both causes of a printer with two", async () => {
    const offId = await addPrinter("Pack Off", await freePort());
    expect(await print(englishPacker, offId)).toMatchObject({
      job: { state: "waiting" },
      waitingFor: ["unreachable"],
      message: "Waiting: Pack Off cannot be reached — it prints when ready",
    });

    const twoId = await addPrinter("Pack Two", fake.port);
    fake.setStatus({ isPaperOut: true, isHeadOpen: true });
    expect(await print(dutchPacker, twoId)).toMatchObject({
      waitingFor: ["paperOut", "headOpen"],
      message:
        "Wacht: Pack Two heeft geen papier meer en staat met de kop open — het label komt zodra de printer klaar is",
    });
  });
});
