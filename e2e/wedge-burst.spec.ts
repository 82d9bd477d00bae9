// A hand scanner's burst loses no key on a page that has just loaded or just
// answered (docs/scanning.md): keys sent before the page's scanner listener is
// attached are kept (public/scan-early-keys.js) and read once it is; keys sent
// while the page is busy with an answer keep the burst together. Each test
// checks on the production API that the package scanned is the one packed.
import { expect, test, type APIRequestContext, type Page, type Route } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { scanBand, upstream, wedgeScan } from "./support/floor";
import { scannerBurst, type SenderTiming } from "./support/scanner-burst";

test.use({ storageState: storageStateOf("packer"), viewport: { width: 1280, height: 800 } });

type Status = { id: number; productionStatusValue: number; assignedAt: string };
type Polygon = { id: number; statuses: Status[] };
type PolygonPackage = { id: number; productionPolygonId: number; barcode: string; packedAt: string | null };

const currentStatus = (polygon: Polygon) =>
  [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id)[0]
    ?.productionStatusValue;

/** Unpacked single-package demo polygons at 500, newest first (pack.spec.ts takes them oldest first). */
async function unpackedPackages(request: APIRequestContext, count: number): Promise<PolygonPackage[]> {
  const polygons = (await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=500"))
    .filter((p) => currentStatus(p) === 500)
    .sort((a, b) => b.id - a.id);
  const found: PolygonPackage[] = [];
  for (const polygon of polygons) {
    const packages = await upstream<PolygonPackage[]>(
      request,
      `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
    );
    if (packages.length === 1 && packages[0]!.packedAt === null) found.push(packages[0]!);
    if (found.length === count) return found;
  }
  throw new Error(`the demo data has only ${found.length} unpacked single-package polygons at 500`);
}

const packedAtOf = async (request: APIRequestContext, id: number) =>
  (await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${id}`)).packedAt;

/** A burst as Playwright types it with no delay: each key waits only for the page to take the one before. */
async function typedBurst(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 0 });
  await page.keyboard.press("Enter");
}

const panelPackage = (page: Page, id: number) =>
  page.getByRole("region", { name: "Product line" }).locator(`[data-package-id="${id}"]`);

test("a burst sent while /pack is still loading, before its scripts run, packs the right package", async ({
  page,
  request,
}) => {
  const [pkg] = await unpackedPackages(request, 1);
  // The page's code is held back (not its styles: a pending stylesheet holds every script back),
  // so the burst surely comes before hydration.
  const held: Route[] = [];
  let isHolding = true;
  await page.route("**/_next/static/chunks/*.js", (route) =>
    isHolding ? void held.push(route) : route.continue(),
  );
  await page.goto("/pack", { waitUntil: "commit" });
  await page.waitForFunction(() => typeof window.__takeEarlyScanKeys === "function");
  await typedBurst(page, pkg!.barcode);
  expect(await page.evaluate(() => document.documentElement.dataset.scanner)).toBeUndefined();
  expect(await packedAtOf(request, pkg!.id)).toBeNull();

  isHolding = false;
  for (const route of held) await route.continue();
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success", { timeout: 20_000 });
  await expect(panelPackage(page, pkg!.id)).toHaveAttribute("data-packed", "true");
  expect(await packedAtOf(request, pkg!.id)).not.toBeNull();
});

test("a burst sent the moment a scan's answer shows, on a slowed tablet, packs the right package", async ({
  page,
  request,
}) => {
  const [first, second, third] = await unpackedPackages(request, 3);
  await page.goto("/pack");
  await expect(page.locator("html[data-scanner=ready]")).toHaveCount(1);
  // A slow tablet: the answer's render keeps the page busy while the next burst comes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  await wedgeScan(page, first!.barcode);
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
  await typedBurst(page, second!.barcode);
  await expect(panelPackage(page, second!.id)).toHaveAttribute("data-packed", "true");
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
  // Right after that answer again, with no wait for its panel.
  await typedBurst(page, third!.barcode);
  await expect(panelPackage(page, third!.id)).toHaveAttribute("data-packed", "true");

  for (const pkg of [first!, second!, third!]) expect(await packedAtOf(request, pkg.id)).not.toBeNull();
});

declare global {
  interface Window {
    /** The codes the page said it read, in order (the feedback band's words), kept by the test. */
    __scannedCodes?: string[];
  }
}

/**
 * How many scans the busy-station walk sends: 500 is the bar (about 5 minutes on a
 * 2-core machine); the suite's default is 100 (E2E_WEDGE_SCANS=500 for the full count).
 */
const busyScans = Number(process.env.E2E_WEDGE_SCANS ?? 100);

test.describe("on a slowed, busy station", () => {
  test.use({ storageState: storageStateOf("cutter") });

  test(`${busyScans} scans at 6× CPU throttling while the station renders: every code arrives whole`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000 + busyScans * 1_000);
    const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
    const cut = departments.find((d) => d.code === "CUT");
    if (!cut) throw new Error("the demo data has no CUT department");
    await page.goto(`/stations/${cut.id}`);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
    // What the page reports: each scan of a package label here is refused with its code in the band
    // ("PK… is a package label"): the code as the page read it, however it was cut.
    await page.evaluate(() => {
      window.__scannedCodes = [];
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (!(node instanceof HTMLElement) || !node.matches("[data-scan-feedback]")) continue;
          const detail = node.querySelectorAll("p")[1]?.textContent ?? "";
          window.__scannedCodes!.push(/^(\S+) is a package label/.exec(detail)?.[1] ?? `? ${detail}`);
        }
      }).observe(document.body, { childList: true, subtree: true });
      // Besides the station's own rendering (its queue, change stream and timer, and a band per
      // scan), long tasks as a slow tablet's renders make them: 40–120 ms every 150 ms.
      setInterval(() => {
        const until = performance.now() + 40 + Math.random() * 80;
        while (performance.now() < until);
      }, 150);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });

    const sent: string[] = [];
    for (let index = 0; index < busyScans; index += 1) {
      const code = `PK${String(index + 1).padStart(10, "0")}P`;
      // A scanner's keys 4 ms apart, stamped as it made them; every third scan stalls 150–650 ms
      // after its first, second or fifth key (a Bluetooth scanner, a tablet busy with its radio).
      const stalls = [1, 2, 5] as const;
      const timing: SenderTiming =
        index % 3 === 0
          ? { gapMs: 4, stallAfter: stalls[(index / 3) % 3], stallMs: 150 + ((index * 37) % 500) }
          : { gapMs: 4 };
      sent.push(code);
      await scannerBurst(page, [code], timing);
    }
    await expect
      .poll(() => page.evaluate(() => window.__scannedCodes?.at(-1)), { timeout: 30_000 })
      .toBe(sent.at(-1));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const scanned = await page.evaluate(() => window.__scannedCodes ?? []);
    // None lost, none cut, none joined to another, in the order scanned.
    expect(scanned.filter((code) => !sent.includes(code))).toEqual([]);
    expect(sent.filter((code) => !scanned.includes(code))).toEqual([]);
    expect(scanned).toEqual(sent);
  });
});
