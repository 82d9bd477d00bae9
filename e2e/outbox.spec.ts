// The tablet outbox at /pack: scans made without a network are kept on the
// tablet (blue "saved, will send", a counter), survive a reload while offline
// (the service worker serves the station), and are sent once the tablet is
// back online, each exactly once (packedAt and the status history read from
// the production API). A package packed by someone else meanwhile becomes a
// conflict on the tablet, never a silent overwrite. Uses the last demo
// polygons at 500 with several packages (pack.spec.ts takes single ones).
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { storageStateOf, type DemoUsername } from "./setup/settings";
import { clearFaults, setFault } from "./support/faults";
import { scanBand, upstream, typedWedgeScan } from "./support/floor";

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

type Line = { polygonId: number; packages: PolygonPackage[] };

/**
 * Lines this test makes: polygons at 500 that have no package yet (from the
 * highest id down; pack.spec.ts uses the ones with a package), each given
 * `perLine` new unpacked boxes through the production API, `count` packages at least.
 */
async function newUnpackedLines(request: APIRequestContext, count: number, perLine = 3): Promise<Line[]> {
  const types = await upstream<{ id: number; code: string }[]>(request, "package/getall");
  const box = types.find((t) => t.code !== "PALLET")!;
  const polygons = (await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=500"))
    .filter((p) => latestStatus(p) === 500)
    .sort((a, b) => b.id - a.id);
  const lines: Line[] = [];
  let total = 0;
  for (const polygon of polygons) {
    const existing = await upstream<PolygonPackage[]>(
      request,
      `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
    );
    if (existing.length > 0) continue;
    const packages: PolygonPackage[] = [];
    for (let n = 0; n < perLine; n++) {
      packages.push(
        await upstream<PolygonPackage>(request, "polygonpackage/create", {
          method: "PUT",
          data: { productionPolygonId: polygon.id, productionPackageId: box.id },
        }),
      );
    }
    lines.push({ polygonId: polygon.id, packages });
    total += packages.length;
    if (total >= count) return lines;
  }
  throw new Error(`only ${total} packages could be made on polygons at 500 without packages`);
}

const outbox = (page: Page) => page.getByRole("region", { name: "Kept on this tablet" });

/**
 * The tablet offline, as the page sees it and as its requests do. Chromium's emulation alone let
 * a write through twice in CI, while taking hold or around the reload (packed on the server,
 * "Failed to fetch" on the tablet), so every request the page sends to the network is also
 * refused by the browser (the service worker still answers what it keeps), and a probe from the
 * page must fail before the test goes on.
 */
async function goOffline(context: BrowserContext, page: Page) {
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  await context.setOffline(true);
  await expect(outbox(page)).toHaveAttribute("data-offline", "true");
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch(`/api/ping?probe=${Date.now()}`, { cache: "no-store" }).then(
          (response) => (response.ok ? "reached the server" : "failed"),
          () => "failed",
        ),
      ),
    )
    .toBe("failed");
}

async function goOnline(context: BrowserContext) {
  await context.unrouteAll();
  await context.setOffline(false);
}

async function openTablet(browser: Browser, who: DemoUsername) {
  const context = await browser.newContext({
    storageState: storageStateOf(who),
    viewport: { width: 1280, height: 800 },
  });
  // This tablet's scanner setting at its most patient (150 ms between keys):
  // on the busy test machine a 5 ms scan can stall past the 35 ms default and
  // read as typing. What is tested here is the outbox, not the wedge timing.
  await context.addInitScript(() =>
    localStorage.setItem("shopfloor.scanner-settings.v1", JSON.stringify({ maxInterKeyMs: 150 })),
  );
  const page = await context.newPage();
  await page.goto("/pack");
  await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled();
  // The service worker has kept the page and its code (production build only).
  await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true", { timeout: 30_000 });
  await expect(outbox(page)).toHaveAttribute("data-outbox-pending", "0");
  return { context, page };
}

/**
 * Every package of the lines packed, each line moved to 600 exactly once, and each package's
 * packedAt the moment it was scanned (the outbox's X-Made-At), not the moment it was sent:
 * between the first scan and the moment the writes could go out.
 */
async function expectPackedOnce(
  request: APIRequestContext,
  lines: Line[],
  scanned: { from: number; to: number },
) {
  for (const line of lines) {
    for (const pkg of line.packages) {
      const read = await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg.id}`);
      expect(read.packedAt, pkg.barcode).not.toBeNull();
      const packedAt = Date.parse(read.packedAt!);
      expect(packedAt, pkg.barcode).toBeGreaterThanOrEqual(scanned.from - 1000);
      expect(packedAt, pkg.barcode).toBeLessThanOrEqual(scanned.to + 1000);
    }
    const polygon = await upstream<Polygon>(request, `polygon/getbyid?id=${line.polygonId}`);
    const packedStatuses = polygon.statuses.filter((s) => s.productionStatusValue === 600);
    expect(packedStatuses, `polygon ${line.polygonId}`).toHaveLength(1);
    expect(latestStatus(polygon), `polygon ${line.polygonId}`).toBe(600);
  }
}

test("20 scans offline are kept, survive a reload offline, and are all packed exactly once back online", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const lines = await newUnpackedLines(request, 21);
  // 20 scans before the reload, the rest (at least one) after it.
  const packages = lines.flatMap((line) => line.packages);
  const { context, page } = await openTablet(browser, "packer");

  await goOffline(context, page);
  const firstScan = Date.now();
  for (const [index, pkg] of packages.slice(0, 20).entries()) {
    await typedWedgeScan(page, pkg.barcode);
    await expect(outbox(page)).toHaveAttribute("data-outbox-pending", String(index + 1), { timeout: 10_000 });
  }
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "queued");
  await expect(scanBand(page)).toContainText("Saved, will send");
  await expect(outbox(page).getByRole("status")).toHaveText("20 writes waiting to send");

  // A reload without a network: the station, its kept writes and a working scanner.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 10_000 });
  await expect(outbox(page)).toHaveAttribute("data-outbox-pending", "20", { timeout: 10_000 });
  for (const [index, pkg] of packages.slice(20).entries()) {
    await typedWedgeScan(page, pkg.barcode);
    await expect(outbox(page)).toHaveAttribute("data-outbox-pending", String(21 + index), {
      timeout: 10_000,
    });
  }
  await outbox(page).getByRole("button", { name: "Show the kept writes" }).click();
  const waiting = outbox(page).getByRole("list", { name: "Waiting to be sent, in this order" });
  await expect(waiting.getByRole("listitem")).toHaveCount(packages.length);
  await expect(waiting.getByRole("listitem").first()).toContainText(`Pack ${packages[0]!.barcode}`);
  for (const [index, pkg] of packages.entries()) {
    const read = await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg.id}`);
    expect(read.packedAt, `nothing is sent while offline (scan ${index + 1}, ${pkg.barcode})`).toBeNull();
  }

  const backOnline = Date.now();
  await goOnline(context);
  await expect(outbox(page)).toHaveAttribute("data-outbox-pending", "0", { timeout: 60_000 });
  await expect(outbox(page)).toHaveAttribute("data-outbox-conflicts", "0");
  await expectPackedOnce(request, lines, { from: firstScan, to: backOnline });
  await context.close();
});

test("two tablets scan the same package while one is offline: one wins, the other sees the conflict", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [line] = await newUnpackedLines(request, 1);
  const pkg = line!.packages[0];
  const offlineTablet = await openTablet(browser, "packer");
  const onlineTablet = await openTablet(browser, "supervisor");

  await goOffline(offlineTablet.context, offlineTablet.page);
  await typedWedgeScan(offlineTablet.page, pkg!.barcode);
  await expect(scanBand(offlineTablet.page)).toHaveAttribute("data-scan-feedback", "queued");
  await expect(outbox(offlineTablet.page)).toHaveAttribute("data-outbox-pending", "1");

  await typedWedgeScan(onlineTablet.page, pkg!.barcode);
  await expect(scanBand(onlineTablet.page)).toHaveAttribute("data-scan-feedback", "success");
  const packed = await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg!.id}`);
  expect(packed.packedAt).not.toBeNull();

  await goOnline(offlineTablet.context);
  const box = outbox(offlineTablet.page);
  await expect(box).toHaveAttribute("data-outbox-conflicts", "1", { timeout: 30_000 });
  await expect(box).toHaveAttribute("data-outbox-pending", "0");
  await box.getByRole("button", { name: "Show the kept writes" }).click();
  const conflicts = box.getByRole("list", { name: "Refused by the server: nothing was changed" });
  await expect(conflicts.getByRole("listitem")).toHaveCount(1);
  await expect(conflicts).toContainText(`Not sent: Pack ${pkg!.barcode}`);
  await expect(conflicts).toContainText("Already packed by someone else");

  // Nothing was overwritten: the first pack stands, its line's other packages are untouched.
  const after = await upstream<PolygonPackage[]>(
    request,
    `polygonpackage/getbypolygon?productionPolygonId=${line!.polygonId}`,
  );
  expect(after.find((p) => p.id === pkg!.id)?.packedAt).toBe(packed.packedAt);
  expect(after.filter((p) => p.packedAt !== null)).toHaveLength(1);

  await conflicts.getByRole("button", { name: /Dismiss/ }).click();
  await expect(box).toHaveAttribute("data-outbox-conflicts", "0");
  await offlineTablet.context.close();
  await onlineTablet.context.close();
});

test("20 scans while the upstream fails (fault switch) are kept, survive a reload, and are packed exactly once when it answers again", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const lines = await newUnpackedLines(request, 20, 10);
  const packages = lines.flatMap((line) => line.packages);
  const { context, page } = await openTablet(browser, "packer");
  // The embedded API answers 503 to every pack write: the app's route answers 502, the tablet keeps the scan.
  await setFault(request, { operation: "polygonpackage/update", kind: "fail" });
  const firstScan = Date.now();
  try {
    for (const [index, pkg] of packages.entries()) {
      await typedWedgeScan(page, pkg.barcode);
      await expect(outbox(page)).toHaveAttribute("data-outbox-pending", String(index + 1), {
        timeout: 15_000,
      });
    }
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "queued");
    await page.reload();
    await expect(outbox(page)).toHaveAttribute("data-outbox-pending", String(packages.length), {
      timeout: 15_000,
    });
    await outbox(page).getByRole("button", { name: "Show the kept writes" }).click();
    await expect(outbox(page)).toContainText("not reachable");
    for (const pkg of packages) {
      const read = await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg.id}`);
      expect(read.packedAt, `${pkg.barcode} while the upstream fails`).toBeNull();
    }
  } finally {
    await clearFaults(request);
  }
  const answersAgain = Date.now();
  // No "online" event here: the ping poll finds the upstream answering again and sends.
  await expect(outbox(page)).toHaveAttribute("data-outbox-pending", "0", { timeout: 120_000 });
  await expect(outbox(page)).toHaveAttribute("data-outbox-conflicts", "0");
  await expectPackedOnce(request, lines, { from: firstScan, to: answersAgain });
  await context.close();
});
