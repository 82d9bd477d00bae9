// The admin adds a label printer at /admin/printers, as an admin would, for
// the printing specs' fake TCP printers.
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { storageStateOf } from "../setup/settings";

/**
 * Adds the printer at 127.0.0.1:`port` (serving `devices` and `departments`, if given) and waits
 * for its row; `check` looks at the row and the page before the admin's page closes.
 */
export async function addPrinterAsAdmin(
  browser: Browser,
  printer: { name: string; port: number; devices?: string; departments?: string[] },
  check: (row: Locator, page: Page) => Promise<void> = (row) => expect(row).toBeVisible(),
): Promise<void> {
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  try {
    const page = await admin.newPage();
    await page.goto("/admin/printers");
    await page.getByRole("button", { name: "Add a printer" }).click();
    const form = page.getByRole("form", { name: "New label printer" });
    await form.getByLabel("Name", { exact: true }).fill(printer.name);
    await form.getByLabel("Address (host:port, port 9100 by default)").fill(`127.0.0.1:${printer.port}`);
    if (printer.devices)
      await form.getByLabel("Devices it serves (device names, separated by commas)").fill(printer.devices);
    for (const department of printer.departments ?? [])
      await form.getByRole("checkbox", { name: department, exact: true }).check();
    await form.getByRole("button", { name: "Create" }).click();
    const row = page
      .getByRole("list", { name: "Label printers" })
      .getByRole("listitem")
      .filter({ hasText: printer.name });
    await check(row, page);
  } finally {
    await admin.close();
  }
}

/**
 * Removes the printer of this name as the admin would (DELETE /api/admin/printers/{id}), so that
 * a spec's fake printer, gone when the spec ends, serves no station of the specs after it.
 */
export async function removePrinterAsAdmin(browser: Browser, name: string): Promise<void> {
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  try {
    const page = await admin.newPage();
    await page.goto("/admin/printers");
    const origin = new URL(page.url()).origin;
    const printers = (await (await page.request.get("/api/admin/printers")).json()) as {
      id: number;
      name: string;
    }[];
    const printer = printers.find((p) => p.name === name);
    if (!printer) return;
    const removed = await page.request.delete(`/api/admin/printers/${printer.id}`, { headers: { origin } });
    expect(removed.status(), `removing the printer ${name}`).toBe(204);
  } finally {
    await admin.close();
  }
}
