// Issue 28 (Low): a line's status badge never shows "status 100" while the
// workflow's labels are still on their way. The workflow's answer is held back
// at the network; until it arrives the cards show blank placeholders, then the
// status names ("Released"), never a bare number.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { upstream } from "./support/floor";

test.use({ storageState: storageStateOf("cutter") });

test("the station's status badges wait blank for the workflow's names, never 'status 100'", async ({
  page,
  request,
}) => {
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const cut = departments.find((d) => d.code === "CUT")!.id;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/workflow", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/stations/${cut}`);
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator('[aria-busy="true"]')).toBeVisible();
  await expect(page.getByText(/^status \d+$/)).toHaveCount(0);

  release();
  await expect(cards.first().locator('[aria-busy="true"]')).toHaveCount(0);
  // The badge (its title is the status value) now names the status: "Released", "Cutting started"…
  const badge = cards.first().locator("span[title]").first();
  await expect(badge).toHaveText(/^(?!status )\p{L}[\p{L} ]+$/u);
  await expect(page.getByText(/^status \d+$/)).toHaveCount(0);
});
