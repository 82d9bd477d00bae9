// Direct printing: an admin adds a network label printer on /admin/printers
// (a fake printer: a TCP server in this test process), the packer's tablet
// chooses it on /scanner, scans a package at /pack and taps "Print label":
// the printer receives ^XA … ^XZ with the package's barcode in ^BC, and no
// print dialog, popup or print page opened.
import { expect, test } from "@playwright/test";
import { startFakePrinter, type Received } from "../tests/support/printing/fake-printer";
import { storageStateOf } from "./setup/settings";
import { scanBand, seriousViolations, upstream, wedgeScan } from "./support/floor";
import { addPrinterAsAdmin } from "./support/printers";
import { packAtStation, unpackedPackage, type PolygonPackage } from "./support/packages";

test.use({ storageState: storageStateOf("packer"), viewport: { width: 1280, height: 800 } });

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
  ]);

test("'Print label' after a scan prints on the station's label printer with no dialog", async ({
  browser,
  page,
  request,
}) => {
  const printer = await startFakePrinter();
  const name = `Pack e2e ${printer.port}`;
  try {
    await addPrinterAsAdmin(browser, { name, port: printer.port }, async (listed, adminPage) => {
      await expect(listed).toContainText(`127.0.0.1:${printer.port}`);
      await expect(listed).toContainText("8 dots/mm, 100 × 50 mm");
      expect(await seriousViolations(adminPage)).toEqual([]);
    });

    // This tablet prints on that printer (stored on the device).
    await page.goto("/scanner");
    await page.getByLabel("This device prints on").selectOption({ label: name });
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Saved on this tablet.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const { pkg } = await unpackedPackage(request, 10);
    let popups = 0;
    page.on("popup", () => popups++);
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => void ((window as unknown as { printCalls: number }).printCalls += 1);
    });
    const row = await packAtStation(page, pkg.barcode);
    await row.getByRole("button", { name: "Print label" }).click();
    await expect(row.getByRole("status")).toHaveText(`Printed: 1 label on ${name}`);
    const [received] = await within<Received[]>(printer.waitForJobs(1), 15_000);
    expect(received!.text).toMatch(/^\^XA\^CI28[\s\S]*\^XZ\s*$/);
    expect(received!.text).toMatch(new RegExp(`\\^BC[^\\^]*\\^FH\\^FD${pkg.barcode}\\^FS`));

    // No dialog: still at /pack, no window opened, window.print never called.
    expect(new URL(page.url()).pathname).toBe("/pack");
    expect(popups).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(0);
    expect(printer.jobs).toHaveLength(1);
  } finally {
    await printer.close();
  }
});

test("a pallet's label prints on the printer serving this device, from the button and when the pallet is finished", async ({
  browser,
  page,
  request,
}) => {
  const printer = await startFakePrinter();
  const name = `Pallets e2e ${printer.port}`;
  const device = `Pallet tablet ${printer.port}`;
  try {
    // The admin lists this tablet under the printer's devices.
    await addPrinterAsAdmin(browser, { name, port: printer.port, devices: device }, (listed) =>
      expect(listed).toContainText(`Devices: ${device}`),
    );

    // The tablet names itself: of the several printers, only the one serving it is offered.
    await page.goto("/scanner");
    await page.getByLabel("This device's name").fill(device);
    await expect(page.getByText("The printers serving this device or its department.")).toBeVisible();
    await expect(page.getByLabel("This device prints on").getByRole("option")).toHaveText([
      "The station's printer (chosen by department), else the browser",
      name,
    ]);
    // "Automatic": the printer listing this device is the station's printer.
    await page
      .getByLabel("Print labels at once: a new package's, and a pallet's when it is finished")
      .check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Saved on this tablet.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const { polygonId, pkg } = await unpackedPackage(request, 11);
    const types = await upstream<{ id: number; code: string }[]>(request, "package/getall");
    const pallet = await upstream<PolygonPackage>(request, "polygonpackage/create", {
      method: "PUT",
      data: {
        productionPolygonId: polygonId,
        productionPackageId: types.find((t) => t.code === "PALLET")!.id,
      },
    });
    let popups = 0;
    page.on("popup", () => popups++);
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => void ((window as unknown as { printCalls: number }).printCalls += 1);
    });
    await page.goto("/pack");
    await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled();
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Pallet", exact: true }).click();
    await wedgeScan(page, pallet.barcode);
    await expect(scanBand(page)).toContainText(`Pallet ${pallet.barcode}`);
    await wedgeScan(page, pkg.barcode);
    await expect(scanBand(page)).toContainText(`${pkg.barcode} is on pallet ${pallet.barcode}`);

    const panel = page.getByRole("region", { name: `Pallet ${pallet.barcode}` });
    await panel.getByRole("button", { name: "Print pallet label" }).click();
    await expect(panel.getByRole("status").first()).toHaveText(`Printed: 1 label on ${name}`);
    const palletBarcode = new RegExp(`\\^BC[^\\^]*\\^FH\\^FD${pallet.barcode}\\^FS`);
    const [printed] = await within<Received[]>(printer.waitForJobs(1), 15_000);
    expect(printed!.text).toMatch(/^\^XA\^CI28[\s\S]*\^XZ\s*$/);
    expect(printed!.text).toMatch(palletBarcode);
    expect(printed!.text).toContain(": 1^FS"); // one package on it

    // Finishing the pallet prints its label at once (this device's setting).
    await page.getByRole("button", { name: "Finish pallet" }).click();
    await expect(
      page.getByText(`Pallet ${pallet.barcode} finished. Printed: 1 label on ${name}`),
    ).toBeVisible();
    const [, finished] = await within<Received[]>(printer.waitForJobs(2), 15_000);
    expect(finished!.text).toMatch(palletBarcode);

    expect(new URL(page.url()).pathname).toBe("/pack");
    expect(popups).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The browser page stays the fallback of a station with no printer: the same label to print by hand.
    await page.goto(`/pack/labels/pallet/${pallet.id}`);
    await expect(page.getByRole("heading", { name: `Pallet label ${pallet.barcode}` })).toBeVisible();
    await expect(page.getByRole("img", { name: pallet.barcode })).toBeVisible();
    await expect(page.getByText("1 package", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await printer.close();
  }
});
