// axe finds no serious or critical violation (WCAG 2.x A and AA rules) on the
// login page, in both sign-in modes, and on the main screen of each demo employee.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoEmployees, storageStateOf } from "./setup/settings";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  // Passing rules prove axe ran on a rendered page, not on an empty document.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

test("the login page has no serious or critical violation", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Badge", exact: true }).click();
  await page.getByLabel("Badge code").fill("EMP-1003");
  await page.getByLabel("Badge code").press("Enter");
  await expect(page.getByRole("group", { name: "PIN keypad" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const { username, home } of demoEmployees) {
  test.describe(username, () => {
    test.use({ storageState: storageStateOf(username) });

    test(`the main screen of ${username} has no serious or critical violation`, async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(home);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
