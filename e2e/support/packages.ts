// Demo packages for the printing specs, read from the embedded upstream.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { scanBand, upstream, wedgeScan } from "./floor";

type Polygon = { id: number; statuses: { id: number; productionStatusValue: number; assignedAt: string }[] };
export type PolygonPackage = { id: number; barcode: string; packedAt: string | null };

/** A quality-approved demo polygon with one unpacked package; far down the list, clear of pack.spec.ts's picks. */
export async function unpackedPackage(request: APIRequestContext, index: number) {
  const polygons = await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=500");
  const found: { polygonId: number; pkg: PolygonPackage }[] = [];
  for (const polygon of polygons.sort((a, b) => a.id - b.id)) {
    const last = [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt))[0];
    if (last?.productionStatusValue !== 500) continue;
    const packages = await upstream<PolygonPackage[]>(
      request,
      `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
    );
    if (packages.length === 1 && packages[0]!.packedAt === null)
      found.push({ polygonId: polygon.id, pkg: packages[0]! });
    if (found.length > index) return found[index]!;
  }
  throw new Error(`the demo data has only ${found.length} single-package polygons at 500`);
}

/** Scans the package at /pack (a hand scanner's burst) and gives its row in the product line. */
export async function packAtStation(page: Page, barcode: string): Promise<Locator> {
  await page.goto("/pack");
  await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  await wedgeScan(page, barcode);
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
  return page
    .getByRole("region", { name: "Product line" })
    .getByRole("listitem")
    .filter({ hasText: barcode });
}
