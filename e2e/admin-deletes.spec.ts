// Every delete in admin asks first, and one that is in use is refused with a
// sentence naming what uses it: the admin taps Delete on status 290 "Cutting
// done", cancels (nothing deleted), taps again, confirms, and reads the refusal.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { storageStateOf } from "./setup/settings";

test.use({ storageState: storageStateOf("admin") });

const statusValues = async (request: APIRequestContext) =>
  ((await (await request.get("/api/workflow")).json()) as { statuses: { value: number }[] }).statuses.map(
    (s) => s.value,
  );

test("deleting status 290 asks first; cancelling keeps it; confirming is refused with what uses it", async ({
  page,
}) => {
  await page.goto("/admin/workflow");
  const row = page.getByRole("form", { name: "Status 290" });
  await row.getByRole("button", { name: "Delete 290 Cutting done" }).click();

  const dialog = page.getByRole("dialog", { name: "Delete 290 Cutting done?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This cannot be undone.");
  await page.screenshot({ path: "/tmp/floor-shots/delete-confirm.png" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(await statusValues(page.request)).toContain(290);

  await row.getByRole("button", { name: "Delete 290 Cutting done" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("Not deleted");
  await expect(refusal).toContainText(/Status 290 Cutting done is used by the workflow of .*Cutting/);
  await page.screenshot({ path: "/tmp/floor-shots/delete-refused.png" });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(await statusValues(page.request)).toContain(290);
  // Cutting's Done still has its name, not the bare number.
  await expect(row.getByLabel("English label")).toHaveValue("Cutting done");
});
