// Paper that fits (issue 21, item 3): the PDFs Chromium prints of the ticket
// and label pages, page by page. The sewer (in Dutch) prints the tickets of
// the cards in view on A6 (105 × 148 mm, one per page), one ticket alone, the
// same on A4 (four per sheet); the packer prints one 100 × 50 mm label on one
// page, a line's labels one page each, and a pallet's label on one page.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { mmToPt, printedPages, type PdfPage } from "./support/pdf";
import { seriousViolations, upstream } from "./support/floor";

/** Chromium rounds a page to whole CSS pixels: within 1.5 pt of the size asked for. */
function expectSize(pages: PdfPage[], widthMm: number, heightMm: number) {
  for (const p of pages) {
    expect(Math.abs(p.width - mmToPt(widthMm)), `width ${p.width} pt`).toBeLessThan(1.5);
    expect(Math.abs(p.height - mmToPt(heightMm)), `height ${p.height} pt`).toBeLessThan(1.5);
  }
}

async function departmentId(request: APIRequestContext, code: string) {
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const found = departments.find((d) => d.code === code);
  if (!found) throw new Error(`no department ${code}`);
  return found.id;
}

test.describe("the sewer's job tickets (Dutch)", () => {
  test.use({ storageState: storageStateOf("sewer") });

  test("A6 tickets of the cards in view: one ticket per 105 × 148 mm page, one alone, four per A4", async ({
    page,
    request,
  }) => {
    const sew = await departmentId(request, "SEW");
    await page.goto(`/stations/${sew}`);
    await expect(page.getByRole("article").first()).toBeVisible();
    const inView = page.getByRole("link", { name: /Werkbonnen van de \d+ kaarten in beeld/ });
    await expect(inView).toBeVisible();
    const count = Number(/(\d+)/.exec((await inView.textContent()) ?? "")?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);

    await inView.click();
    await expect(page.getByRole("heading", { name: /^Werkbonnen: / })).toBeVisible();
    const tickets = page.getByRole("article");
    await expect(tickets).toHaveCount(count);
    const first = tickets.first();
    // The cut lengths in a readable size: a quantity column in 13 pt.
    const quantity = first.getByRole("cell").nth(1);
    // Dutch numbers: a decimal comma ("7,7 m").
    await expect(quantity).toHaveText(/^\d+(,\d+)? (m|st)$/);
    const fontPx = await quantity.evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
    expect(fontPx).toBeCloseTo((13 * 4) / 3, 1);
    expect(await seriousViolations(page)).toEqual([]);
    const a6 = await printedPages(page);
    expect(a6).toHaveLength(count);
    expectSize(a6, 105, 148);

    const code = (await first.getAttribute("aria-label")) ?? "";
    await first.getByRole("link", { name: `Alleen ${code} afdrukken` }).click();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: code })).toBeVisible();
    const one = await printedPages(page);
    expect(one).toHaveLength(1);
    expectSize(one, 105, 148);

    await page.getByRole("link", { name: "Alleen de wachtende" }).click();
    await expect(page.getByRole("link", { name: "Alleen de wachtende" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("article").first()).toBeVisible();
    const waiting = await page.getByRole("article").count();
    await page.getByRole("link", { name: "A4, vier per vel" }).click();
    await expect(page.getByRole("link", { name: "A4, vier per vel" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("article")).toHaveCount(waiting);
    const a4 = await printedPages(page);
    expect(a4).toHaveLength(Math.ceil(waiting / 4));
    expectSize(a4, 210, 297);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the packer's label", () => {
  test.use({ storageState: storageStateOf("packer") });

  test("one package's 100 × 50 mm label prints as exactly one page", async ({ page, request }) => {
    type Polygon = { id: number };
    type PolygonPackage = { id: number; barcode: string };
    // A line with two packages or more (packed or not: its labels print the same), read only.
    let found: { polygonId: number; packages: PolygonPackage[] } | null = null;
    for (const value of [600, 700, 500]) {
      const polygons = await upstream<Polygon[]>(
        request,
        `status/getpolygonsforstatusvalue?statusValue=${value}`,
      );
      for (const polygon of polygons.slice(0, 60)) {
        const packages = await upstream<PolygonPackage[]>(
          request,
          `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
        );
        if (packages.length >= 2) {
          found = { polygonId: polygon.id, packages };
          break;
        }
      }
      if (found) break;
    }
    if (!found) throw new Error("no demo polygon with two packages");
    const [pkg] = found.packages;
    await page.goto(`/pack/labels/polygon/${found.polygonId}?package=${pkg!.id}`);
    await expect(page.getByRole("article", { name: pkg!.barcode })).toBeVisible();
    const one = await printedPages(page);
    expect(one).toHaveLength(1);
    expectSize(one, 100, 50);

    await page.goto(`/pack/labels/polygon/${found.polygonId}`);
    await expect(page.getByRole("article")).toHaveCount(found.packages.length);
    const all = await printedPages(page);
    expect(all).toHaveLength(found.packages.length);
    expectSize(all, 100, 50);
    expect(await seriousViolations(page)).toEqual([]);

    // A pallet's label (the browser's fallback page): one page too.
    const types = await upstream<{ id: number; code: string }[]>(request, "package/getall");
    const pallet = await upstream<PolygonPackage>(request, "polygonpackage/create", {
      method: "PUT",
      data: {
        productionPolygonId: found.polygonId,
        productionPackageId: types.find((t) => t.code === "PALLET")!.id,
      },
    });
    await page.goto(`/pack/labels/pallet/${pallet.id}`);
    await expect(page.getByRole("article")).toHaveCount(1);
    const palletPages = await printedPages(page);
    expect(palletPages).toHaveLength(1);
    expectSize(palletPages, 100, 50);
  });
});
