// The Content-Security-Policy of a page allows inline scripts only by a nonce,
// fresh for each answer, and the page still runs: Next puts the nonce on its
// own scripts, so Chromium reports no refused script.
import { expect, test } from "@playwright/test";

test("pages allow inline scripts only by a fresh nonce, and still run", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const first = await page.goto("/login");
  const policy = first!.headers()["content-security-policy"] ?? "";
  const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  // Every inline script of the page carries it (the browser hides the attribute, not the property).
  const inline = await page
    .locator("script:not([src])")
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(inline.length).toBeGreaterThan(0);
  expect(new Set(inline)).toEqual(new Set([nonce]));

  // The page is interactive (hydrated): the form answers a missing field.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Fill in both fields." })).toBeVisible();

  const second = await page.goto("/login");
  expect(second!.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  expect(refused).toEqual([]);
});
