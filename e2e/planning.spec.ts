// /supervisor/planning: the supervisor tries four more hours in cutting on a
// day its plan fills, sees what they change, saves the hours after a question,
// and that day's capacity in cutting (GET /api/planning/load) has grown by
// them; taken back from the saved hours, it is as it was.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { seriousViolations } from "./support/floor";

test.use({ storageState: storageStateOf("supervisor") });

type Load = { days: { date: string; capacityMinutes: number; plannedMinutes: number }[] };

test("a what-if of overtime is shown before it is saved, saved as capacity, and taken back", async ({
  page,
}) => {
  await page.goto("/supervisor/planning");
  await expect(page.getByRole("heading", { name: /^Projected late now: \d+$/ })).toBeVisible();
  const department = page.getByLabel("Department");
  await department.selectOption({ label: "Cutting" });
  const cuttingId = await department.inputValue();
  // A day after today that cutting's plan fills (a whole working day, whatever the time it runs):
  // more hours there move work forward, so the what-if has an effect to save.
  const loadOf = async () => {
    const response = await page.request.get(`/api/planning/load?departmentId=${cuttingId}&days=21`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as Load).days;
  };
  const full = (await loadOf())
    .slice(1)
    .find((d) => d.capacityMinutes > 0 && d.plannedMinutes >= d.capacityMinutes - 1);
  expect(full, "a day after today that cutting's plan fills").toBeDefined();
  const day = full!.date;
  await page.getByLabel("Day").fill(day);
  const capacityThen = async () => (await loadOf()).find((d) => d.date === day)?.capacityMinutes ?? NaN;
  const before = await capacityThen();

  await page.getByLabel("Minutes to add (negative: take away)").fill("240");
  await page.getByRole("button", { name: "Show the effect" }).click();
  await expect(page.getByRole("region", { name: /^What if: 240 more minutes in Cutting on / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Only a what-if so far: nothing saved.
  expect(await capacityThen()).toBe(before);

  await page.getByRole("button", { name: "Save these hours" }).click();
  await page
    .getByRole("dialog", { name: "Save these hours?" })
    .getByRole("button", { name: "Save", exact: true })
    .click();
  await expect(page).toHaveURL(/\/supervisor\/planning$/);
  await expect(page.getByRole("region", { name: /^What if:/ })).toHaveCount(0);
  expect(await capacityThen()).toBe(before + 240);

  // Taken back from the saved hours (it asks first): the day's capacity is as it was.
  const savedHours = page.getByRole("region", { name: "Saved hours", exact: true });
  await savedHours
    .getByRole("button", { name: /^Take back: 240 more minutes in Cutting on / })
    .first()
    .click();
  await page
    .getByRole("dialog", { name: "Take these hours back?" })
    .getByRole("button", { name: "Take back" })
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect.poll(capacityThen).toBe(before);
});
