// The packer reads the truth after "Print label": the station's printer (a
// fake printer in this test process) answers `~HS` with paper out, so /pack
// says the label waits and why; once paper is loaded the job prints and the
// same line says "Printed", with no reload.
import { expect, test } from "@playwright/test";
import { startFakePrinter } from "../tests/support/printing/fake-printer";
import { storageStateOf } from "./setup/settings";
import { seriousViolations } from "./support/floor";
import { addPrinterAsAdmin } from "./support/printers";
import { packAtStation, unpackedPackage } from "./support/packages";

test.use({ storageState: storageStateOf("packer"), viewport: { width: 1280, height: 800 } });

test("'Print label' on a printer out of paper says it waits, then that it printed once paper is in", async ({
  browser,
  page,
  request,
}) => {
  const printer = await startFakePrinter({ status: { isPaperOut: true } });
  const name = `Paper e2e ${printer.port}`;
  try {
    await addPrinterAsAdmin(browser, { name, port: printer.port });

    await page.goto("/scanner");
    await page.getByLabel("This device prints on").selectOption({ label: name });
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Saved on this tablet.")).toBeVisible();

    const { pkg } = await unpackedPackage(request, 12);
    const row = await packAtStation(page, pkg.barcode);
    await row.getByRole("button", { name: "Print label" }).click();
    const status = row.getByRole("status");
    await expect(status).toHaveText(`Waiting: ${name} is out of paper — it prints when ready`);
    expect(await seriousViolations(page)).toEqual([]);
    // Still waiting a few tries later: nothing reached the printer.
    await page.waitForTimeout(2_500);
    await expect(status).toHaveText(`Waiting: ${name} is out of paper — it prints when ready`);
    expect(printer.jobs).toHaveLength(0);

    // Paper loaded: the queue's next try prints it, and the screen asks again every 2 s.
    printer.setStatus({});
    await expect(status).toHaveText(`Printed: 1 label on ${name}`, { timeout: 20_000 });
    expect(printer.jobs).toHaveLength(1);
    expect(printer.jobs[0]!.text).toContain(pkg.barcode);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await printer.close();
  }
});
