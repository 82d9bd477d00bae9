// Signs in each demo employee once and keeps the browser state, so the specs
// reuse a session instead of signing in for every test.
import { test as setup } from "@playwright/test";
import { demoEmployees, storageStateOf } from "./settings";
import { signInAs } from "./sign-in";

for (const { username } of demoEmployees) {
  setup(`sign in as ${username}`, async ({ page }) => {
    await signInAs(page, username);
    await page.context().storageState({ path: storageStateOf(username) });
  });
}
