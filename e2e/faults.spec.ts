// The packing station while the production system fails: with the fault
// switch failing every pack (503), a scan shows a clear red message and
// nothing is packed; once the fault is cleared the same scan packs it once.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { clearFaults, setFault } from "./support/faults";
import { scanBand, upstream, wedgeScan } from "./support/floor";

test.use({ storageState: storageStateOf("packer"), viewport: { width: 1280, height: 800 } });

type PolygonPackage = { id: number; barcode: string; packedAt: string | null };
type Polygon = { id: number };

/** An unpacked package of a quality-approved demo polygon, from the end of the list (the pack spec takes the first). */
async function unpackedPackage(request: APIRequestContext): Promise<PolygonPackage> {
  const polygons = await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=500");
  for (const polygon of [...polygons].sort((a, b) => b.id - a.id)) {
    const packages = await upstream<PolygonPackage[]>(
      request,
      `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
    );
    const pkg = packages.find((p) => p.packedAt === null);
    if (pkg) return pkg;
  }
  throw new Error("the demo data has no unpacked package at status 500");
}

test.afterEach(async ({ request }) => clearFaults(request));

test("a pack while the production system fails shows why and packs nothing; after it recovers the scan packs", async ({
  page,
  request,
}) => {
  const pkg = await unpackedPackage(request);
  await page.goto("/pack");
  await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled({ timeout: 10_000 });
  await page.waitForLoadState("networkidle");

  await setFault(request, { operation: "polygonpackage/update", kind: "fail" });
  await wedgeScan(page, pkg.barcode);
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "error", { timeout: 10_000 });
  await expect(scanBand(page)).toContainText("The production system is not reachable");
  expect(
    (await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg.id}`)).packedAt,
  ).toBeNull();

  await clearFaults(request);
  await wedgeScan(page, pkg.barcode);
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success", { timeout: 10_000 });
  expect(
    (await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${pkg.id}`)).packedAt,
  ).not.toBeNull();
});
