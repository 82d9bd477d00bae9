// /supervisor/planning: the supervisor tries four more hours in cutting a week
// ahead in the what-if, sees the list as it would be, saves the hours, and that
// day's capacity in cutting (GET /api/planning/load) has grown by them.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { seriousViolations } from "./support/floor";

test.use({ storageState: storageStateOf("supervisor") });

type Load = { days: { date: string; capacityMinutes: number; plannedMinutes: number }[] };

test("a what-if of overtime is shown before it is saved, and saved as capacity", async ({ page }) => {
  await page.goto("/supervisor/planning");
  await expect(page.getByRole("heading", { name: /^Projected late now: \d+$/ })).toBeVisible();
  const department = page.getByLabel("Department");
  await department.selectOption({ label: "Cutting" });
  const cuttingId = await department.inputValue();
  // A week ahead: a whole day (today counts only the hours left), whatever the time it runs.
  const today = await page.getByLabel("Day").inputValue();
  const weekAhead = new Date(Date.parse(`${today}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Day").fill(weekAhead);
  const capacityThen = async () => {
    const response = await page.request.get(`/api/planning/load?departmentId=${cuttingId}&days=8`);
    expect(response.status()).toBe(200);
    const { days } = (await response.json()) as Load;
    expect(days[7]?.date).toBe(weekAhead);
    return days[7]?.capacityMinutes ?? NaN;
  };
  const before = await capacityThen();

  await page.getByLabel("Minutes to add (negative: take away)").fill("240");
  await page.getByRole("button", { name: "Show the effect" }).click();
  await expect(page.getByRole("heading", { name: /^Projected late with the change: \d+$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Only a what-if so far: nothing saved.
  expect(await capacityThen()).toBe(before);

  await page.getByRole("button", { name: "Save these hours" }).click();
  await expect(page).toHaveURL(/\/supervisor\/planning$/);
  await expect(page.getByRole("heading", { name: /^Projected late with the change/ })).toHaveCount(0);
  expect(await capacityThen()).toBe(before + 240);
});
