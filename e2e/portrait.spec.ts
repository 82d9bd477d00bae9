// Issue 28 (Low): an admin's and a supervisor's screens on a tablet held
// upright (800 × 1280). No page scrolls sideways, every text link is at least
// 44 px tall, every checkbox at least 32 px, and an "Edit" far down a list
// opens its form in view.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";

const portrait = { width: 800, height: 1280 };

/** What a finger meets on the page: the sideways overflow, the smallest link and the smallest checkbox. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    const heights = (selector: string) =>
      [...main.querySelectorAll<HTMLElement>(selector)]
        .filter((e) => e.offsetParent !== null)
        .map((e) => ({
          text: (e.textContent ?? e.getAttribute("aria-label") ?? "").trim().slice(0, 40),
          px: e.getBoundingClientRect().height,
        }));
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      links: heights("a[href]"),
      checkboxes: heights("input[type=checkbox]"),
    };
  });
}

test.describe("an admin, upright", () => {
  test.use({ storageState: storageStateOf("admin"), viewport: portrait });

  for (const path of ["/admin/workflow", "/admin/employees", "/admin/departments", "/admin/printers"]) {
    test(`${path}: no sideways scroll, links ≥ 44 px, checkboxes ≥ 32 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The forms (and their checkboxes) of the page: a new one opened where the page has one.
      const create = page.getByRole("button", { name: /^New / });
      if ((await create.count()) > 0) await create.first().click();
      const { overflow, links, checkboxes } = await measure(page);
      expect(overflow, "sideways scroll in px").toBeLessThanOrEqual(0);
      expect(links.filter((l) => l.px < 44)).toEqual([]);
      expect(checkboxes.filter((c) => c.px < 32)).toEqual([]);
    });
  }

  test("Edit on the last employee opens its form in view, focused", async ({ page }) => {
    await page.goto("/admin/employees");
    const edits = page.getByRole("button", { name: /^Edit / });
    await expect(edits.first()).toBeVisible();
    const last = edits.last();
    await last.scrollIntoViewIfNeeded();
    const name = ((await last.getAttribute("aria-label")) ?? (await last.textContent()) ?? "").replace(
      /^Edit /,
      "",
    );
    await last.click();
    const form = page.getByRole("form", { name: `Change employee ${name}` });
    await expect(form).toBeInViewport();
    await expect(form.getByRole("textbox").first()).toBeFocused();
  });
});

test.describe("a supervisor, upright", () => {
  test.use({ storageState: storageStateOf("supervisor"), viewport: portrait });

  for (const path of ["/supervisor", "/supervisor/time"]) {
    test(`${path}: no sideways scroll, links ≥ 44 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const { overflow, links } = await measure(page);
      expect(overflow, "sideways scroll in px").toBeLessThanOrEqual(0);
      expect(links.filter((l) => l.px < 44)).toEqual([]);
    });
  }
});
