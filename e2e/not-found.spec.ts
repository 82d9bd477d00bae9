// A print page asked for a product line, project or department the production
// system does not know answers with the app's not-found page and a 404, never
// an error page.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./setup/settings";

test.use({ storageState: storageStateOf("supervisor") });

const unknownId = 987654;

for (const path of [
  `/pack/labels/polygon/${unknownId}`,
  `/pack/labels/project/${unknownId}`,
  `/projects/${unknownId}`,
  `/projects/${unknownId}/tickets`,
  `/stations/${unknownId}/tickets`,
]) {
  test(`${path.replace(String(unknownId), "<unknown>")} is a 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  });
}
