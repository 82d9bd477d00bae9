// `npm run bench:scan`: the packing station in Chromium on the real app (built
// and started as `npm start` does, on a fresh PGlite demo workshop in
// .data-bench/scan). Signs in as the demo packer, measures the first-load
// JavaScript of /pack (gzip, every script loaded before any interaction; the
// camera's reader is only loaded when the camera opens), then makes 100
// keyboard-wedge scans of unpacked demo packages and measures, in the page,
// from the Enter key (performance.now at its keydown) to the green
// confirmation being painted (the frame after the band renders). Exits 1 on a FAIL.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { createProductionApiClient } from "../lib/production-api/gateway";
import { unpackedLabels } from "../lib/packing/labels";
import { signProductionApiToken } from "../lib/server/production-api-token";
import { startBenchServer, stopBenchServer, type BenchServer } from "./bench-server";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_SCAN_PORT ?? 3201);
const secret = "bench-scan-secret-0123456789-abcdefghijklmnop";
const scans = 100;
/** Scans before measuring (not counted), so no route is measured on its first call. */
const warmUps = 2;
/** About one unpacked package per four to five demo projects: enough projects for 100 scans and the warm-up. */
const demoProjects = 500;
const targets = { p95Ms: 100, firstLoadKb: 200 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function barcodesToScan(origin: string, count: number): Promise<string[]> {
  const key = new TextEncoder().encode(secret);
  const client = createProductionApiClient({
    baseUrl: `${origin}/production-api`,
    getToken: () => signProductionApiToken(key, 1003, 600),
    retries: 0,
  });
  const labels = await unpackedLabels(client, "en", { limit: count });
  if (labels.length < count) throw new Error(`the demo data has only ${labels.length} unpacked packages`);
  return labels.map((label) => label.barcode);
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Username").fill("packer");
  await page.getByLabel("Password", { exact: true }).fill("packer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/pack$/);
}

/** gzip bytes of every script the page loaded before any interaction. */
async function firstLoadJs(page: Page, origin: string) {
  const scripts = new Map<string, number>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    // A redirect has no body of its own; the script it leads to answers separately.
    if (response.status() >= 300 && response.status() < 400) {
      console.log(
        `  (a script redirected: ${response.status()} ${response.url()} → ${response.headers().location ?? "?"})`,
      );
      return;
    }
    void response.body().then((body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length));
  });
  await page.goto(`${origin}/pack`);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  page.removeAllListeners("response");
  return { bytes: [...scripts.values()].reduce((a, b) => a + b, 0), count: scripts.size };
}

/** One scan: typed at scanner speed with nothing focused, Enter, then the green band's paint time. */
async function scanOnce(page: Page, barcode: string): Promise<number> {
  const lastId = await page.evaluate(() =>
    Number(document.querySelector("[data-scan-feedback]")?.getAttribute("data-feedback-id") ?? 0),
  );
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(barcode, { delay: 5 });
  await page.keyboard.press("Enter");
  const band = await page
    .waitForFunction(
      (lastId) => {
        const el = document.querySelector("[data-scan-feedback]");
        const id = Number(el?.getAttribute("data-feedback-id") ?? 0);
        const tone = el?.getAttribute("data-scan-feedback");
        if (!el || id <= lastId || tone === "pending" || !el.hasAttribute("data-painted-at")) return null;
        return { tone, text: el.textContent, paintedAt: Number(el.getAttribute("data-painted-at")) };
      },
      lastId,
      { timeout: 10_000 },
    )
    .catch(async (error: unknown) => {
      const shown = await page
        .locator("[data-scan-feedback]")
        .textContent()
        .catch(() => null);
      throw new Error(`no new feedback after scanning ${barcode} (showing: ${shown ?? "nothing"})`, {
        cause: error,
      });
    });
  const { tone, text, paintedAt } = (await band.jsonValue())!;
  if (tone !== "success") throw new Error(`scan of ${barcode} gave ${tone}, not green: ${text}`);
  const enterAt = await page.evaluate(() => (window as unknown as { __enterAt: number }).__enterAt);
  // A packer reaches for the next package only after this one is shown packed in the panel.
  await page.locator('li[data-packed="true"]', { hasText: barcode }).waitFor({ timeout: 10_000 });
  return paintedAt - enterAt;
}

async function main() {
  const dataDir = path.join(root, ".data-bench", "scan");
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.info(`Starting the app on a fresh demo workshop (${demoProjects} projects; builds when needed)…`);
  let server: BenchServer | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    server = await startBenchServer({
      root,
      port,
      dataDir,
      timeoutMs: 20 * 60_000,
      env: {
        PRODUCTION_API_JWT_SECRET: secret,
        EMBEDDED_PRODUCTION_API: "on",
        DEMO_DATA: "on",
        DEMO_PROJECTS: String(demoProjects),
      },
    });
    const barcodes = await barcodesToScan(server.origin, warmUps + scans);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      window.addEventListener(
        "keydown",
        (event) => {
          if (event.key === "Enter")
            (window as unknown as { __enterAt: number }).__enterAt = performance.now();
        },
        { capture: true },
      );
    });
    await signIn(page, server.origin);
    const js = await firstLoadJs(page, server.origin);

    for (const barcode of barcodes.slice(0, warmUps)) await scanOnce(page, barcode);
    const toMeasure = barcodes.slice(warmUps);
    const latencies: number[] = [];
    for (const barcode of toMeasure) latencies.push(await scanOnce(page, barcode));
    latencies.sort((a, b) => a - b);

    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const kb = js.bytes / 1024;
    const isLatencyMet = p95 < targets.p95Ms;
    const isJsMet = kb < targets.firstLoadKb;
    console.info(`\nScan to green (${latencies.length} wedge scans, Enter → green band painted):`);
    console.info(
      `  p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms  (target p95 < ${targets.p95Ms} ms)  ${isLatencyMet ? "PASS" : "FAIL"}`,
    );
    console.info(
      `First-load JavaScript of /pack: ${kb.toFixed(1)} KB gzip in ${js.count} scripts (target < ${targets.firstLoadKb} KB)  ${isJsMet ? "PASS" : "FAIL"}`,
    );
    process.exitCode = isLatencyMet && isJsMet ? 0 : 1;
  } finally {
    await browser.close();
    if (server) await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
