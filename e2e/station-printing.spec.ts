// Issue 28, items 7 and 13: the admin keeps "Pack only" for Packing; the
// cutter's tablet had chosen it on /scanner before. "Print waiting job tickets"
// at the cutting station sends nothing to that printer and offers the browser's
// ticket page in a new tab instead, whose "Back to the station" (44 px or
// taller) returns to the station; /scanner no longer offers the printer to a cutting tablet.
import { expect, test } from "@playwright/test";
import { startFakePrinter } from "../tests/support/printing/fake-printer";
import { scannerSettingsStorageKey } from "../lib/scan/settings";
import { storageStateOf } from "./setup/settings";
import { seriousViolations, upstream } from "./support/floor";
import { addPrinterAsAdmin } from "./support/printers";

test.use({ storageState: storageStateOf("cutter"), viewport: { width: 1280, height: 800 } });

test("the cutter's waiting tickets never go to Packing's printer; the ticket page leads back", async ({
  browser,
  page,
  request,
}) => {
  const printer = await startFakePrinter();
  const name = `Pack only e2e ${printer.port}`;
  try {
    await addPrinterAsAdmin(browser, { name, port: printer.port, departments: ["Packing"] }, (row) =>
      expect(row).toContainText("Packing"),
    );
    const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
    const cut = departments.find((d) => d.code === "CUT")!.id;

    // The tablet chose the printer before the admin kept it for Packing.
    const admin = await browser.newContext({ storageState: storageStateOf("admin") });
    const listed = await admin.request.get("/api/admin/printers");
    const printers = (await listed.json()) as { id: number; name: string }[];
    await admin.close();
    const printerId = printers.find((p) => p.name === name)!.id;
    await page.goto("/scanner");
    await page.evaluate(
      ([key, id, department]) =>
        localStorage.setItem(key, JSON.stringify({ printerId: id, departmentId: department })),
      [scannerSettingsStorageKey, printerId, cut] as const,
    );
    await page.reload();
    await expect(page.getByLabel("This device prints on").getByRole("option", { name })).toHaveCount(0);

    await page.goto(`/stations/${cut}`);
    await page.getByRole("button", { name: "Print waiting job tickets" }).click();
    // The browser's print page is offered in a new tab; the station stays.
    const dialog = page.getByRole("dialog", { name: "No printer for this tablet" });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const [tickets] = await Promise.all([
      page.waitForEvent("popup"),
      dialog.getByRole("link", { name: "Open the print page" }).click(),
    ]);
    await expect(tickets).toHaveURL(new RegExp(`/stations/${cut}/tickets\\?`));
    await expect(tickets.getByRole("heading", { level: 1 })).toContainText("Job tickets");
    expect(printer.jobs).toHaveLength(0);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(new RegExp(`/stations/${cut}$`));

    // The ticket page leads back to its station (an installed app has no back button).
    const back = tickets.getByRole("link", { name: "Back to the station" });
    await expect(back).toBeVisible();
    const box = await back.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await seriousViolations(tickets)).toEqual([]);
    await back.click();
    await expect(tickets).toHaveURL(new RegExp(`/stations/${cut}$`));
    await expect(tickets.getByRole("button", { name: "Print waiting job tickets" })).toBeVisible();
    // Nothing reached Packing's printer, however long the queue took.
    await page.waitForTimeout(1_000);
    expect(printer.jobs).toHaveLength(0);
  } finally {
    await printer.close();
  }
});
