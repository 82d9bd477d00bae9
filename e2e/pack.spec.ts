// The packing station at 1280×800 as the demo packer: scans typed at scanner
// speed with no field focused pack the right package (checked through the
// production API), already packed / unknown / shared barcodes, undo, the last
// package moving the polygon to "packed", pallet nesting, and labels whose
// Code 128 decodes back to the barcode. Each test uses its own demo polygon.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { scanBand, upstream, wedgeScan } from "./support/floor";

test.use({ storageState: storageStateOf("packer"), viewport: { width: 1280, height: 800 } });

type Status = { id: number; productionStatusValue: number; assignedAt: string };
type Polygon = { id: number; productionProjectId: number; statuses: Status[] };
type PolygonPackage = {
  id: number;
  productionPolygonId: number;
  barcode: string;
  packedAt: string | null;
  parentPolygonPackageId: number | null;
};

const currentStatus = (polygon: Polygon) =>
  [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id)[0]
    ?.productionStatusValue;

const packageById = (request: APIRequestContext, id: number) =>
  upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${id}`);
const statusOf = async (request: APIRequestContext, id: number) =>
  currentStatus(await upstream<Polygon>(request, `polygon/getbyid?id=${id}`));

/** Quality-approved demo polygons whose one package is not packed yet, in id order (deterministic demo data). */
async function singlePackagePolygons(request: APIRequestContext) {
  const polygons = (await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=500"))
    .filter((p) => currentStatus(p) === 500)
    .sort((a, b) => a.id - b.id);
  const found: { polygonId: number; pkg: PolygonPackage }[] = [];
  for (const polygon of polygons) {
    const packages = await upstream<PolygonPackage[]>(
      request,
      `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
    );
    if (packages.length === 1 && packages[0]!.packedAt === null)
      found.push({ polygonId: polygon.id, pkg: packages[0]! });
  }
  return found;
}

async function pick(request: APIRequestContext, index: number) {
  const found = await singlePackagePolygons(request);
  const chosen = found[index];
  if (!chosen) throw new Error(`the demo data has only ${found.length} single-package polygons at 500`);
  return chosen;
}

async function openStation(page: Page) {
  await page.goto("/pack");
  await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
}

const band = scanBand;

test("a wedge scan with no field focused packs the package; its last package moves the polygon to packed", async ({
  page,
  request,
}) => {
  const { polygonId, pkg } = await pick(request, 0);
  await openStation(page);
  await wedgeScan(page, pkg.barcode);
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "success");
  await expect(band(page)).toContainText("Packed");
  const packed = await packageById(request, pkg.id);
  expect(packed.packedAt).not.toBeNull();
  expect(await statusOf(request, polygonId)).toBe(600);
  const panel = page.getByRole("region", { name: "Product line" });
  await expect(panel.locator(`[data-package-id="${pkg.id}"]`)).toHaveAttribute("data-packed", "true");
  // The status in the workflow's words, not its number (600).
  await expect(panel.getByRole("definition").filter({ hasText: /^Packed$/ })).toHaveCount(1);
  await expect(panel.getByRole("definition").filter({ hasText: /^600$/ })).toHaveCount(0);
});

test("an already packed package gives orange with when and by whom, and writes nothing", async ({
  page,
  request,
}) => {
  const { pkg } = await pick(request, 1);
  await openStation(page);
  await wedgeScan(page, pkg.barcode);
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "success");
  const packedAt = (await packageById(request, pkg.id)).packedAt;

  await wedgeScan(page, pkg.barcode);
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "warning");
  await expect(band(page)).toContainText("Already packed");
  await expect(band(page)).toContainText("by Pim Bakker");
  expect((await packageById(request, pkg.id)).packedAt).toBe(packedAt);
});

test("an unknown barcode gives red and writes nothing", async ({ page }) => {
  await openStation(page);
  await wedgeScan(page, "NO-SUCH-PACKAGE-42");
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "error");
  await expect(band(page)).toContainText("Unknown barcode");
  await expect(band(page)).toContainText("NO-SUCH-PACKAGE-42");
});

test("a job ticket after an unknown barcode replaces the red band with its own, and shows its line", async ({
  page,
  request,
}) => {
  const [line] = (await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=500"))
    .filter((p) => currentStatus(p) === 500)
    .sort((a, b) => a.id - b.id);
  if (!line) throw new Error("the demo data has no polygon at 500");
  const ticket = `P${String(line.id).padStart(4, "0")}`;
  await openStation(page);
  await wedgeScan(page, "NO-SUCH-PACKAGE-43");
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "error");

  await wedgeScan(page, ticket);
  // One band, the ticket's: plain (nothing was packed), naming the line; the red one is gone.
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "info");
  await expect(band(page)).toHaveCount(1);
  await expect(band(page)).toContainText(`Product line ${ticket}`);
  await expect(band(page)).toContainText("Nothing was packed.");
  await expect(band(page)).not.toContainText("Unknown barcode");
  const panel = page.getByRole("region", { name: "Product line" });
  await expect(panel.getByRole("definition").filter({ hasText: new RegExp(`^${ticket}$`) })).toBeVisible();
});

test("a barcode shared by several packages offers a choice and packs the chosen one", async ({
  page,
  request,
}) => {
  // The embedded API keeps barcodes unique (a real upstream need not): the
  // app's answer for the scanned code is replaced by a choice between two
  // real packages; choosing then goes to the real server by package id.
  const first = await pick(request, 2);
  const second = await pick(request, 3);
  const candidate = (c: typeof first, line: number) => ({
    id: c.pkg.id,
    barcode: "SHARED-1",
    isPacked: false,
    packedAt: null,
    packageType: "Box",
    projectNumber: `PRJ-${c.polygonId}`,
    reference: null,
    lineNumber: line,
    product: "Curtain",
    productionPolygonId: c.polygonId,
  });
  await page.route("**/api/pack/scan", async (route) => {
    const body = route.request().postDataJSON() as { barcode?: string };
    if (body.barcode !== "SHARED-1") return route.continue();
    await route.fulfill({
      json: {
        outcome: "choose",
        barcode: "SHARED-1",
        candidates: [candidate(first, 1), candidate(second, 2)],
      },
    });
  });
  await openStation(page);
  await wedgeScan(page, "SHARED-1");
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "warning");
  const dialog = page.getByRole("dialog", { name: "Which package?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: new RegExp(`PRJ-${second.polygonId} line 2`) }).click();
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "success");
  expect((await packageById(request, second.pkg.id)).packedAt).not.toBeNull();
  expect((await packageById(request, first.pkg.id)).packedAt).toBeNull();
});

test("undo on a fresh tablet first shows the scan it reverses (package, line, who, when), then clears packedAt and moves the status back in its own colour", async ({
  page,
  request,
  browser,
}) => {
  const { polygonId, pkg } = await pick(request, 4);
  await openStation(page);
  await wedgeScan(page, pkg.barcode);
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "success");
  expect(await statusOf(request, polygonId)).toBe(600);

  // Another tablet, a new session of the same packer: undo names the scan before it reverses anything.
  const fresh = await (await browser.newContext({ storageState: storageStateOf("packer") })).newPage();
  await openStation(fresh);
  await fresh.getByRole("button", { name: "Undo last scan" }).click();
  const question = fresh.getByRole("dialog", { name: "Undo this scan?" });
  await expect(question).toContainText(
    new RegExp(`Package ${pkg.barcode} of project \\S+, line \\d+: packed `),
  );
  await expect(question).toContainText(/Scanned by \S+/);
  await expect(question.getByRole("button", { name: "Keep it" })).toBeFocused();
  await question.getByRole("button", { name: "Keep it" }).click();
  await expect(question).toHaveCount(0);
  expect((await packageById(request, pkg.id)).packedAt).not.toBeNull();

  await fresh.getByRole("button", { name: "Undo last scan" }).click();
  await question.getByRole("button", { name: "Reverse it" }).click();
  await expect(band(fresh)).toHaveAttribute("data-scan-feedback", "undone");
  await expect(band(fresh)).toContainText("Undone");
  // Violet, never the green (#0a7d32) of a pack.
  const colour = await band(fresh).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(colour).not.toBe("rgb(10, 125, 50)");
  expect(colour).toMatch(/^(rgb|oklch|lab)\(/);
  await expect.poll(async () => (await packageById(request, pkg.id)).packedAt).toBeNull();
  expect(await statusOf(request, polygonId)).toBe(500);
  await fresh.context().close();
});

test("pallet mode nests scanned packages under the pallet and takes one off again", async ({
  page,
  request,
}) => {
  const host = await pick(request, 5);
  const other = await pick(request, 6);
  const types = await upstream<{ id: number; code: string }[]>(request, "package/getall");
  const pallet = await upstream<PolygonPackage>(request, "polygonpackage/create", {
    method: "PUT",
    data: {
      productionPolygonId: host.polygonId,
      productionPackageId: types.find((t) => t.code === "PALLET")!.id,
    },
  });
  await openStation(page);
  await page.getByRole("button", { name: "Pallet", exact: true }).click();
  await wedgeScan(page, pallet.barcode);
  await expect(band(page)).toContainText(`Pallet ${pallet.barcode}`);

  for (const { pkg } of [host, other]) {
    await wedgeScan(page, pkg.barcode);
    // Another customer's package asks first (e2e/pallet-rules.spec.ts): here the packer says yes.
    const ask = page.getByRole("dialog", { name: `Load ${pkg.barcode} onto this pallet?` });
    const nested = band(page).getByText(`${pkg.barcode} is on pallet ${pallet.barcode}`);
    await expect(ask.or(nested)).toBeVisible();
    if (await ask.isVisible()) await ask.getByRole("button", { name: "Load it anyway" }).click();
    await expect(band(page)).toContainText(`${pkg.barcode} is on pallet ${pallet.barcode}`);
    expect((await packageById(request, pkg.id)).parentPolygonPackageId).toBe(pallet.id);
  }
  const tree = page.getByRole("list", { name: "Pallet" });
  await expect(tree.getByText(host.pkg.barcode)).toBeVisible();
  await expect(tree.getByText(other.pkg.barcode)).toBeVisible();

  await page.getByRole("button", { name: `Take ${other.pkg.barcode} off the pallet` }).click();
  await expect(tree.getByText(other.pkg.barcode)).toHaveCount(0);
  expect((await packageById(request, other.pkg.id)).parentPolygonPackageId).toBeNull();
  expect((await packageById(request, host.pkg.id)).parentPolygonPackageId).toBe(pallet.id);
});

/** Decodes the Code 128 of an <img> in the page with ZXing (its UMD build, added to the page for the test). */
async function decodeBarcodeImage(page: Page, selector: string): Promise<string> {
  const zxing = readFileSync(path.resolve("node_modules/@zxing/library/umd/index.min.js"), "utf8");
  await page.addScriptTag({ content: zxing });
  return page.evaluate(async (selector) => {
    type Ctor = new (...args: unknown[]) => unknown;
    type Zx = {
      HTMLCanvasElementLuminanceSource: Ctor;
      BinaryBitmap: Ctor;
      HybridBinarizer: Ctor;
      Code128Reader: new () => {
        decode: (image: unknown, hints: Map<unknown, unknown>) => { getText: () => string };
      };
    };
    const ZX = (globalThis as unknown as { ZXing: Zx }).ZXing;
    const img = document.querySelector<HTMLImageElement>(selector)!;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth * 2;
    canvas.height = img.naturalHeight * 2;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    const source = new ZX.HTMLCanvasElementLuminanceSource(canvas);
    const bitmap = new ZX.BinaryBitmap(new ZX.HybridBinarizer(source));
    return new ZX.Code128Reader().decode(bitmap, new Map()).getText();
  }, selector);
}

test.describe("label sheets", () => {
  // The test adds ZXing's reader to the page as an inline script, which the app's CSP (nonces) refuses.
  test.use({ bypassCSP: true });

  test("labels: a product line's labels carry a Code 128 that decodes to the package barcode", async ({
    page,
    request,
  }) => {
    const { polygonId, pkg } = await pick(request, 7);
    await page.goto(`/pack/labels/polygon/${polygonId}`);
    await expect(page.getByRole("heading", { name: /Labels of .* line \d+/ })).toBeVisible();
    const label = page.getByRole("article", { name: pkg.barcode });
    await expect(label).toContainText("Package 1 of 1");
    await expect(label.getByRole("img", { name: pkg.barcode })).toBeVisible();
    expect(await decodeBarcodeImage(page, `img[data-barcode="${pkg.barcode}"]`)).toBe(pkg.barcode);
  });

  test("the demo label sheet lists unpacked demo packages with their barcodes", async ({ page }) => {
    await page.goto("/pack/labels");
    await expect(page.getByRole("heading", { name: "Demo labels" })).toBeVisible();
    const images = page.locator("img[data-barcode]");
    expect(await images.count()).toBeGreaterThan(3);
    const first = await images.first().getAttribute("data-barcode");
    expect(await decodeBarcodeImage(page, `img[data-barcode="${first}"]`)).toBe(first);
  });
});

test("packing the last package of a project's last unpacked line says the project is complete", async ({
  page,
  request,
}) => {
  const found = await singlePackagePolygons(request);
  // A project none of the other tests of this file touch (they take the first eight).
  const taken = new Set(found.slice(0, 8).map((f) => f.polygonId));
  const polygonsOf = async (projectId: number) => {
    const spec = await upstream<{ orderSpec: { items: { id: number }[] } }>(
      request,
      `projectexport/getorderspec?productionProjectId=${projectId}`,
    );
    const all = await upstream<Polygon[]>(request, "status/getpolygonstatusinfoforwtpolygons", {
      method: "POST",
      data: { polygonIds: spec.orderSpec.items.map((i) => i.id) },
    });
    return all.filter((p) => p.productionProjectId === projectId);
  };
  let chosen: { last: (typeof found)[number]; others: Polygon[] } | null = null;
  for (const candidate of found.slice(8).reverse()) {
    const projectId = (await upstream<Polygon>(request, `polygon/getbyid?id=${candidate.polygonId}`))
      .productionProjectId;
    const polygons = await polygonsOf(projectId);
    if (polygons.some((p) => taken.has(p.id))) continue;
    chosen = { last: candidate, others: polygons.filter((p) => p.id !== candidate.polygonId) };
    break;
  }
  if (!chosen) throw new Error("the demo data has no project apart from the other tests' polygons");

  // Every other line of the project is packed already (set through the production API).
  if (chosen.others.length > 0) {
    await upstream(request, "status/setstatusforpolygons", {
      method: "POST",
      data: { productionPolygonIds: chosen.others.map((p) => p.id), statusValue: 600, remarks: "e2e" },
    });
  }
  await openStation(page);
  await expect(page.getByRole("status").filter({ hasText: "is complete" })).toHaveCount(0);
  await wedgeScan(page, chosen.last.pkg.barcode);
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "success");
  await expect(page.getByText(/Project .+ is complete: every product line is packed\./)).toBeVisible();
  expect(await statusOf(request, chosen.last.polygonId)).toBe(600);
});

test("a scan as soon as the station has loaded is packed, and the panel comes with the answer (no second read)", async ({
  page,
  request,
}) => {
  const { pkg } = await pick(request, 0);
  const panelReads: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith("/api/pack/polygons/")) panelReads.push(sent.url());
  });
  await page.goto("/pack");
  // Not waiting for the network to settle: the panels, react-query and the outbox's engine
  // load after the first paint (docs/first-load.md), and the scan must not wait for them.
  await page.waitForFunction(() => document.readyState === "complete");
  await wedgeScan(page, pkg.barcode);
  await expect(band(page)).toHaveAttribute("data-scan-feedback", "success");
  const panel = page.getByRole("region", { name: "Product line" });
  await expect(panel.locator(`[data-package-id="${pkg.id}"]`)).toHaveAttribute("data-packed", "true");
  expect((await packageById(request, pkg.id)).packedAt).not.toBeNull();
  expect(panelReads).toEqual([]);
});
