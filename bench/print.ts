// `npm run bench:print`: direct printing end to end. Starts a fake label
// printer (a TCP server in this process) and the real app server (built and
// started as `npm start` does, demo data on PGlite in .data-bench/print, made
// afresh each run) with LABEL_PRINTERS naming that printer, so it is every
// station's printer. Signs in as the packer and measures from the HTTP
// "Print label" request (POST /api/print, as the tablet sends it: session
// cookie, Origin, Idempotency-Key) to the LAST BYTE the printer receives:
// 200 labels one after another (p50, p95), and a project's 50 labels as one
// job ("Print all labels of this project"). The session check, label building
// (upstream reads), the job stored in app.print_jobs, the worker and the TCP
// send are all in it. BENCH_PRINT_PORT sets the app's port (3206).
// Exits 1 on a FAIL.
import fs from "node:fs";
import path from "node:path";
import type { ProductionApiClient } from "../lib/production-api/client";
import { startFakePrinter, type FakePrinter, type Received } from "../tests/support/printing/fake-printer";
import { startBenchApp, type BenchApp } from "./harness/app";
import { productionApi, signIn } from "./harness/clients";
import { percentile } from "./harness/report";
import { root } from "./harness/server";

const port = Number(process.env.BENCH_PRINT_PORT ?? 3206);
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, ".data-bench", "print");
const nextAuthSecret = "bench-print-nextauth-secret-0123456789abcdef";
const jwtSecret = "bench-api-secret-0123456789-abcdefghijklmnop";
const startTimeoutMs = 30 * 60_000;

const labels = 200;
const warmUps = 5;
const projectLabelCount = 50;
const targets = { p95Ms: 300, projectJobMs: 2_000 };
/** How long one job may take to arrive before the bench gives up on it. */
const arrivalTimeoutMs = 30_000;

type Target =
  | { kind: "package"; productionPolygonId: number; polygonPackageId: number }
  | { kind: "project"; productionProjectId: number };
type PrintAnswer = { job: { id: number; labelCount: number }; printer: { name: string } };

/**
 * A quality-approved demo project topped up to exactly 50 packages (new
 * packages spread over its lines, through the production API), and those packages.
 */
async function projectWithFiftyLabels(upstream: ProductionApiClient) {
  const approved = await upstream.status.getPolygonsForStatusValue({ statusValue: 500 });
  const productionProjectId = approved[0]?.productionProjectId;
  if (productionProjectId === undefined) throw new Error("the demo data has no polygon at status 500");
  const spec = await upstream.projectExport.getOrderSpec({ productionProjectId });
  const polygons = (
    await upstream.status.getPolygonStatusInfoForWtPolygons({
      polygonIds: spec.orderSpec.items.map((item) => item.id),
    })
  ).filter((polygon) => polygon.productionProjectId === productionProjectId);
  const packagesOf = async () =>
    (
      await Promise.all(
        polygons.map((polygon) => upstream.polygonPackage.getByPolygon({ productionPolygonId: polygon.id })),
      )
    ).flat();
  let packages = await packagesOf();
  if (packages.length > projectLabelCount)
    throw new Error(`project ${productionProjectId} has ${packages.length} packages already`);
  const boxes = (await upstream.package.getAll()).find((type) => type.code.startsWith("BOX"));
  for (let i = packages.length; i < projectLabelCount; i++) {
    const polygon = polygons[i % polygons.length]!;
    const productionPackageId = polygon.productionPackageId ?? boxes?.id;
    if (productionPackageId === undefined) throw new Error("the demo data has no box package type");
    await upstream.polygonPackage.create({ productionPolygonId: polygon.id, productionPackageId });
  }
  packages = await packagesOf();
  return { productionProjectId, packages };
}

async function main() {
  const device = await startFakePrinter();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.info(`Starting the app on ${path.relative(root, dataDir)} (port ${port}) …`);
  let bench: BenchApp | undefined;
  try {
    bench = await startBenchApp({
      port,
      dataDir,
      jwtSecret,
      env: {
        NEXTAUTH_SECRET: nextAuthSecret,
        NEXTAUTH_URL: origin,
        LABEL_PRINTERS: `Bench=zpl://127.0.0.1:${device.port}?dpmm=8`,
      },
      timeoutMs: startTimeoutMs,
    });
    const { productionProjectId, packages } = await projectWithFiftyLabels(productionApi(origin, jwtSecret));
    const cookie = await signIn(origin, "packer");
    await measure(device, cookie, productionProjectId, packages);
  } finally {
    await bench?.stop();
    await device.close();
  }
}

let requestCount = 0;

/** "Print label": the request, then the job's last byte at the printer; the milliseconds between. */
async function printAndWait(device: FakePrinter, cookie: string, target: Target) {
  const before = device.jobs.length;
  const start = performance.now();
  const response = await fetch(`${origin}/api/print`, {
    method: "POST",
    headers: {
      cookie,
      origin,
      "content-type": "application/json",
      "idempotency-key": `bench-print-${process.pid}-${++requestCount}`,
    },
    body: JSON.stringify({ target }),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/print: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as PrintAnswer;
  const received: Received = (
    await Promise.race([
      device.waitForJobs(before + 1),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("the printer received nothing")), arrivalTimeoutMs),
      ),
    ])
  )[before]!;
  return { ms: received.lastByteAt - start, received, answer };
}

async function measure(
  device: FakePrinter,
  cookie: string,
  productionProjectId: number,
  packages: { id: number; productionPolygonId: number; barcode: string }[],
) {
  const perLabel: number[] = [];
  let wrongLabels = 0;
  for (let i = 0; i < warmUps + labels; i++) {
    const pkg = packages[i % packages.length]!;
    const { ms, received } = await printAndWait(device, cookie, {
      kind: "package",
      productionPolygonId: pkg.productionPolygonId,
      polygonPackageId: pkg.id,
    });
    if (!received.text.includes(`^FD${pkg.barcode}^FS`)) wrongLabels++;
    if (i >= warmUps) perLabel.push(ms);
  }
  const p50 = percentile(perLabel, 50);
  const p95 = percentile(perLabel, 95);

  const project = await printAndWait(device, cookie, { kind: "project", productionProjectId });
  const formats = project.received.text.match(/\^XA/g)?.length ?? 0;

  const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
  console.log(`bench:print – POST /api/print on the app server (${origin}, signed in as packer)`);
  console.log(`  to the last byte at a fake printer (127.0.0.1:${device.port}), demo data on PGlite`);
  console.log(`  Print label, ${labels} labels one after another (after ${warmUps} warm-ups):`);
  console.log(
    `    p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   max ${Math.max(...perLabel).toFixed(1)} ms   target p95 < ${targets.p95Ms} ms: ${verdict(p95 < targets.p95Ms)}`,
  );
  console.log(
    `  Print all labels of project ${productionProjectId}: ${project.answer.job.labelCount} labels as one job (${formats} formats, ${project.received.bytes.length} bytes):`,
  );
  console.log(
    `    ${project.ms.toFixed(1)} ms   target < ${targets.projectJobMs} ms: ${verdict(project.ms < targets.projectJobMs)}`,
  );
  if (wrongLabels > 0) console.log(`  FAIL: ${wrongLabels} labels did not carry their package's barcode`);
  if (
    p95 >= targets.p95Ms ||
    project.ms >= targets.projectJobMs ||
    formats !== projectLabelCount ||
    project.answer.job.labelCount !== projectLabelCount ||
    wrongLabels > 0
  )
    process.exitCode = 1;
}

await main();
