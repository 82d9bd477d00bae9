// A hand scanner's burst loses no key on a page that has just loaded or just
// answered (docs/scanning.md): keys sent before the page's scanner listener is
// attached are kept (public/scan-early-keys.js) and read once it is; keys sent
// while the page is busy with an answer keep the burst together. Each test
// checks on the production API that the package scanned is the one packed.
import { expect, test, type APIRequestContext, type Page, type Route } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { scanBand, upstream, wedgeScan } from "./support/floor";

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
