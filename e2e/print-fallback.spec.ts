// Issue 28, item 10: printing at /pack without a working printer. With no
// printer for this tablet, "Print label" and "Print pallet label" offer the
// label's print page in a new tab and /pack keeps its pallet and line. With a
// printer that cannot be reached, "Print in the browser instead" appears after
// a few seconds, and opens the same page.
import { expect, test } from "@playwright/test";
import { startFakePrinter } from "../tests/support/printing/fake-printer";
import { scannerSettingsStorageKey } from "../lib/scan/settings";
import { storageStateOf } from "./setup/settings";
import { scanBand, seriousViolations, upstream, wedgeScan } from "./support/floor";
import { addPrinterAsAdmin } from "./support/printers";
import { packAtStation, unpackedPackage, type PolygonPackage } from "./support/packages";

test.use({ storageState: storageStateOf("packer"), viewport: { width: 1280, height: 800 } });

/** A loopback port where nothing listens: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const fake = await startFakePrinter();
  await fake.close();
  return fake.port;
}

test("with no printer for this tablet, the labels open in a new tab and /pack keeps its pallet and line", async ({
  browser,
  page,
  request,
}) => {
  const port = await closedPort();
  // Sewing's printer only: this Packing tablet has none (whatever other printers exist).
  await addPrinterAsAdmin(browser, { name: `Sewing only e2e ${port}`, port, departments: ["Sewing"] });
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const pack = departments.find((d) => d.code === "PACK")!.id;
  await page.goto("/scanner");
  await page.evaluate(
    ([key, department]) => localStorage.setItem(key, JSON.stringify({ departmentId: department })),
    [scannerSettingsStorageKey, pack] as const,
  );

  const { polygonId, pkg } = await unpackedPackage(request, 13);
  const row = await packAtStation(page, pkg.barcode);
  await row.getByRole("button", { name: "Print label" }).click();
  const dialog = page.getByRole("dialog", { name: "No printer for this tablet" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const [label] = await Promise.all([
    page.waitForEvent("popup"),
    dialog.getByRole("link", { name: "Open the print page" }).click(),
  ]);
  await expect(label).toHaveURL(new RegExp(`/pack/labels/polygon/${polygonId}`));
  await expect(label.getByRole("img", { name: pkg.barcode })).toBeVisible();
  await label.close();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe("/pack");
  await expect(row).toBeVisible();

  // A pallet being built stays too.
  const types = await upstream<{ id: number; code: string }[]>(request, "package/getall");
  const pallet = await upstream<PolygonPackage>(request, "polygonpackage/create", {
    method: "PUT",
    data: { productionPolygonId: polygonId, productionPackageId: types.find((t) => t.code === "PALLET")!.id },
  });
  await page.getByRole("button", { name: "Pallet", exact: true }).click();
  await wedgeScan(page, pallet.barcode);
  await expect(scanBand(page)).toContainText(`Pallet ${pallet.barcode}`);
  const panel = page.getByRole("region", { name: `Pallet ${pallet.barcode}` });
  await panel.getByRole("button", { name: "Print pallet label" }).click();
  const palletDialog = page.getByRole("dialog", { name: "No printer for this tablet" });
  const [palletLabel] = await Promise.all([
    page.waitForEvent("popup"),
    palletDialog.getByRole("link", { name: "Open the print page" }).click(),
  ]);
  await expect(palletLabel).toHaveURL(new RegExp(`/pack/labels/pallet/${pallet.id}`));
  await expect(palletLabel.getByRole("heading", { name: `Pallet label ${pallet.barcode}` })).toBeVisible();
  await palletLabel.close();
  await palletDialog.getByRole("button", { name: "Close" }).click();
  expect(new URL(page.url()).pathname).toBe("/pack");
  await expect(panel).toBeVisible();
});

test("with a printer that cannot be reached, 'Print in the browser instead' comes after a few seconds", async ({
  browser,
  page,
  request,
}) => {
  const port = await closedPort();
  const name = `Unreachable e2e ${port}`;
  const device = `Unreachable tablet ${port}`;
  await addPrinterAsAdmin(browser, { name, port, devices: device });
  await page.goto("/scanner");
  await page.getByLabel("This device's name").fill(device);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved on this tablet.")).toBeVisible();

  const { polygonId, pkg } = await unpackedPackage(request, 14);
  const row = await packAtStation(page, pkg.barcode);
  const clickedAt = Date.now();
  await row.getByRole("button", { name: "Print label" }).click();
  await expect(row.getByRole("status")).toContainText(name);
  const instead = row.getByRole("link", { name: "Print in the browser instead" });
  await expect(instead).toBeHidden();
  await expect(instead).toBeVisible({ timeout: 15_000 });
  const waited = Date.now() - clickedAt;
  expect(waited).toBeGreaterThanOrEqual(3_000);
  await expect(row.getByRole("status")).toContainText("cannot be reached");
  expect(await seriousViolations(page)).toEqual([]);
  const [label] = await Promise.all([page.waitForEvent("popup"), instead.click()]);
  await expect(label).toHaveURL(new RegExp(`/pack/labels/polygon/${polygonId}`));
  await expect(label.getByRole("img", { name: pkg.barcode })).toBeVisible();
  await label.close();
  expect(new URL(page.url()).pathname).toBe("/pack");
  await expect(row).toBeVisible();
});
