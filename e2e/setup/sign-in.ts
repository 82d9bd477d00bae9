// Signing in through the login page, as an employee at a tablet does.
import { expect, type Page } from "@playwright/test";
import { demoEmployees, type DemoUsername } from "./settings";

/** Signs in a demo employee (password = username) and waits for their main screen. */
export async function signInAs(page: Page, username: DemoUsername) {
  const { home } = demoEmployees.find((employee) => employee.username === username)!;
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(username);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(home);
}
