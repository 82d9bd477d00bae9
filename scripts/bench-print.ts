// `npm run bench:print`: direct printing from the print service to a fake
// printer (a real TCP server on this machine), on an in-memory PGlite database
// with the app's migrations. Each "Print label" is the service call POST
// /api/print makes once it has built the label (enqueueLabels: one label, one
// job, the worker woken at once); the route's session check and label building
// (upstream reads) are not in it. Measures from that call to the last byte the printer
// receives, over 200 labels one after another, and the same for a project's
// 50 labels as one job. Exits 1 on a FAIL.
import { openDatabase } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import type { PackageLabel } from "../lib/printing/label-data";
import { enqueueLabels, savePrinter } from "../lib/printing/print-service";
import { PrintWorker } from "../lib/printing/print-worker";
import { startFakePrinter } from "../lib/printing/testing/fake-printer";

const labels = 200;
const warmUps = 5;
const projectLabels = 50;
const targets = { p95Ms: 300, projectJobMs: 2_000 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const label = (i: number, of = 1): PackageLabel => ({
  barcode: `87${String(100_000_000 + i).padStart(11, "0")}`,
  projectNumber: "P-2026-0042",
  customer: "Brasserie Café Ëlsa",
  lineNumber: 1 + (i % 12),
  product: "Vouwgordijn",
  packageType: "Doos",
  number: 1 + (i % of),
  of,
});

async function main() {
  const handle = await openDatabase({ inMemory: true });
  await migrateDatabase(handle);
  const device = await startFakePrinter();
  const printer = await savePrinter(handle.db, { name: "Bench", host: "127.0.0.1", port: device.port });
  const worker = new PrintWorker(handle.db).start();
  const print = (batch: PackageLabel[]) =>
    enqueueLabels(
      handle.db,
      printer.id,
      { kind: "package-labels", labels: batch },
      { locale: "nl", employeeId: 1 },
    );
  try {
    const perLabel: number[] = [];
    for (let i = 0; i < warmUps + labels; i++) {
      const start = performance.now();
      await print([label(i)]);
      const received = (await device.waitForJobs(i + 1))[i]!;
      if (i >= warmUps) perLabel.push(received.lastByteAt - start);
    }
    perLabel.sort((a, b) => a - b);
    const p50 = percentile(perLabel, 50);
    const p95 = percentile(perLabel, 95);

    const before = device.jobs.length;
    const start = performance.now();
    await print(Array.from({ length: projectLabels }, (_, i) => label(i, projectLabels)));
    const projectJob = (await device.waitForJobs(before + 1))[before]!;
    const projectMs = projectJob.lastByteAt - start;
    const formats = projectJob.text.match(/\^XA/g)?.length ?? 0;

    const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
    console.log(
      `bench:print (PGlite in memory, fake printer on 127.0.0.1:${device.port}, service call, not the HTTP route)`,
    );
    console.log(`  Print label → last byte at the printer, ${labels} labels one by one:`);
    console.log(
      `    p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   max ${perLabel.at(-1)!.toFixed(1)} ms`,
    );
    console.log(`    target p95 < ${targets.p95Ms} ms: ${verdict(p95 < targets.p95Ms)}`);
    console.log(
      `  Project job, ${projectLabels} labels as one job (${formats} formats, ${projectJob.bytes.length} bytes):`,
    );
    console.log(
      `    ${projectMs.toFixed(1)} ms   target < ${targets.projectJobMs} ms: ${verdict(projectMs < targets.projectJobMs)}`,
    );
    if (p95 >= targets.p95Ms || projectMs >= targets.projectJobMs || formats !== projectLabels)
      process.exitCode = 1;
  } finally {
    await worker.stop();
    await device.close();
    await handle.close();
  }
}

await main();
