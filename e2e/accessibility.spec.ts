// axe finds no serious or critical violation (WCAG 2.x A and AA rules) on the
// login page, in both sign-in modes, and on the main screen of each demo employee.
import { expect, test } from "@playwright/test";
import { demoEmployees, storageStateOf } from "./setup/settings";
import { seriousViolations } from "./support/floor";

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
