// The tablet outbox at /pack: scans made without a network are kept on the
// tablet (blue "saved, will send", a counter), survive a reload while offline
// (the service worker serves the station), and are sent once the tablet is
// back online, each exactly once (packedAt and the status history read from
// the production API). A package packed by someone else meanwhile becomes a
// conflict on the tablet, never a silent overwrite. Uses the last demo
// polygons at 500 with one package (pack.spec.ts takes the first ones).
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { storageStateOf, type DemoUsername } from "./setup/settings";
import { scanBand, upstream, wedgeScan } from "./support/floor";

type Status = { id: number; productionStatusValue: number; assignedAt: string };
type Polygon = { id: number; statuses: Status[] };
type PolygonPackage = { id: number; productionPolygonId: number; barcode: string; packedAt: string | null };

const latestStatus = (polygon: Polygon) =>
  polygon.statuses.reduce<Status | null>(
    (latest, s) =>
      latest === null ||
      Date.parse(s.assignedAt) > Date.parse(latest.assignedAt) ||
      (s.assignedAt === latest.assignedAt && s.id > latest.id)
        ? s
        : latest,
    null,
  )?.productionStatusValue;

/** `count` polygons at 500 whose one package is unpacked, from the highest id down. */
async function unpackedSinglePackages(request: APIRequestContext, count: number, skip = 0) {
  const polygons = (await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=500"))
    .filter((p) => latestStatus(p) === 500)
    .sort((a, b) => b.id - a.id);
  const found: PolygonPackage[] = [];
  for (const polygon of polygons) {
    const packages = await upstream<PolygonPackage[]>(
      request,
      `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
    );
    if (packages.length === 1 && packages[0]!.packedAt === null) found.push(packages[0]!);
    if (found.length === count + skip) break;
  }
  if (found.length < count + skip) throw new Error(`only ${found.length} single-package polygons at 500`);
  return found.slice(skip);
}

const outbox = (page: Page) => page.getByRole("region", { name: "Kept on this tablet" });

async function openTablet(browser: Browser, who: DemoUsername) {
  const context = await browser.newContext({
    storageState: storageStateOf(who),
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/pack");
  await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled();
  // The service worker has kept the page and its code (production build only).
  await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true", { timeout: 30_000 });
  await expect(outbox(page)).toHaveAttribute("data-outbox-pending", "0");
  return { context, page };
}

/** Every package packed after `since`, and its polygon moved to 600 exactly once. */
async function expectPackedOnce(request: APIRequestContext, packages: PolygonPackage[], since: number) {
  for (const pkg of packages) {
    const read = await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg.id}`);
    expect(read.packedAt, pkg.barcode).not.toBeNull();
    expect(Date.parse(read.packedAt!), pkg.barcode).toBeGreaterThanOrEqual(since - 1000);
    const polygon = await upstream<Polygon>(request, `polygon/getbyid?id=${pkg.productionPolygonId}`);
    expect(
      polygon.statuses.filter((s) => s.productionStatusValue === 600),
      pkg.barcode,
    ).toHaveLength(1);
    expect(latestStatus(polygon), pkg.barcode).toBe(600);
  }
}

test("20 scans offline are kept, survive a reload offline, and are all packed exactly once back online", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const packages = await unpackedSinglePackages(request, 21);
  const { context, page } = await openTablet(browser, "packer");

  await context.setOffline(true);
  for (const [index, pkg] of packages.slice(0, 20).entries()) {
    await wedgeScan(page, pkg.barcode);
    await expect(outbox(page)).toHaveAttribute("data-outbox-pending", String(index + 1), { timeout: 10_000 });
  }
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "queued");
  await expect(scanBand(page)).toContainText("Saved, will send");
  await expect(outbox(page).getByRole("status")).toHaveText("20 writes waiting to send");

  // A reload without a network: the station, its kept writes and a working scanner.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 10_000 });
  await expect(outbox(page)).toHaveAttribute("data-outbox-pending", "20", { timeout: 10_000 });
  await wedgeScan(page, packages[20]!.barcode);
  await expect(outbox(page)).toHaveAttribute("data-outbox-pending", "21", { timeout: 10_000 });
  await outbox(page).getByRole("button", { name: "Show the kept writes" }).click();
  const waiting = outbox(page).getByRole("list", { name: "Waiting to be sent, in this order" });
  await expect(waiting.getByRole("listitem")).toHaveCount(21);
  await expect(waiting.getByRole("listitem").first()).toContainText(`Pack ${packages[0]!.barcode}`);
  for (const pkg of packages) {
    const read = await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg.id}`);
    expect(read.packedAt, "nothing is sent while offline").toBeNull();
  }

  const backOnline = Date.now();
  await context.setOffline(false);
  await expect(outbox(page)).toHaveAttribute("data-outbox-pending", "0", { timeout: 60_000 });
  await expect(outbox(page)).toHaveAttribute("data-outbox-conflicts", "0");
  await expectPackedOnce(request, packages, backOnline);
  await context.close();
});

test("two tablets scan the same package while one is offline: one wins, the other sees the conflict", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [pkg] = await unpackedSinglePackages(request, 1, 21);
  const offlineTablet = await openTablet(browser, "packer");
  const onlineTablet = await openTablet(browser, "supervisor");

  await offlineTablet.context.setOffline(true);
  await wedgeScan(offlineTablet.page, pkg!.barcode);
  await expect(scanBand(offlineTablet.page)).toHaveAttribute("data-scan-feedback", "queued");
  await expect(outbox(offlineTablet.page)).toHaveAttribute("data-outbox-pending", "1");

  await wedgeScan(onlineTablet.page, pkg!.barcode);
  await expect(scanBand(onlineTablet.page)).toHaveAttribute("data-scan-feedback", "success");
  const packed = await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg!.id}`);
  expect(packed.packedAt).not.toBeNull();

  await offlineTablet.context.setOffline(false);
  const box = outbox(offlineTablet.page);
  await expect(box).toHaveAttribute("data-outbox-conflicts", "1", { timeout: 30_000 });
  await expect(box).toHaveAttribute("data-outbox-pending", "0");
  await box.getByRole("button", { name: "Show the kept writes" }).click();
  const conflicts = box.getByRole("list", { name: "Refused by the server: nothing was changed" });
  await expect(conflicts.getByRole("listitem")).toHaveCount(1);
  await expect(conflicts).toContainText(`Not sent: Pack ${pkg!.barcode}`);
  await expect(conflicts).toContainText("Already packed by someone else");

  // Nothing was overwritten: the first pack stands, the polygon moved to 600 once.
  const after = await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg!.id}`);
  expect(after.packedAt).toBe(packed.packedAt);
  await expectPackedOnce(request, [pkg!], Date.parse(packed.packedAt!));

  await conflicts.getByRole("button", { name: /Dismiss/ }).click();
  await expect(box).toHaveAttribute("data-outbox-conflicts", "0");
  await offlineTablet.context.close();
  await onlineTablet.context.close();
});
