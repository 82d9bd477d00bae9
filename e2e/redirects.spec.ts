// Callback URLs the way the attacker sent them: a tab, a backslash, // or
// CR LF after the first slash. Chromium drops the tab and reads `\` as `/`,
// so `/\t/evil.example/x` would leave the site. Each goes to the employee's
// home screen instead, both for a signed-in employee and right after a real sign-in.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";

const hostile = ["/%09/evil.example/x", "/%5C/evil.example/x", "//evil.example/x", "/%0d%0a/evil.example/x"];

/** Any request to evil.example is recorded and never sent. */
async function watchForEvil(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith("evil.example"),
    (route) => {
      seen.push(route.request().url());
      return route.abort();
    },
  );
  return seen;
}

test.describe("signed in", () => {
  test.use({ storageState: storageStateOf("packer") });

  for (const callback of hostile) {
    test(`/login?callbackUrl=${callback} goes home, not to another site`, async ({ page, request }) => {
      const answer = await request.get(`/login?callbackUrl=${callback}`, { maxRedirects: 0 });
      expect(answer.status()).toBeLessThan(500);
      expect(answer.headers().location ?? "").not.toMatch(/evil|\\|\t|^\/\//);

      const seen = await watchForEvil(page);
      await page.goto(`/login?callbackUrl=${callback}`);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/pack$/);
      expect(seen).toEqual([]);
    });
  }

  test("a path of this site is kept", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fpack%3Fx%3D1");
    await expect(page).toHaveURL(/\/pack\?x=1$/);
  });
});

test.describe("right after signing in", () => {
  for (const callback of ["/%09/evil.example/x", "/%5C/evil.example/x"]) {
    test(`through the login form with callbackUrl=${callback}`, async ({ page }) => {
      const seen = await watchForEvil(page);
      const login = await page.goto(`/login?callbackUrl=${callback}`);
      expect(login?.status()).toBe(200);
      await page.getByLabel("Username").fill("packer");
      await page.getByLabel("Password", { exact: true }).fill("packer");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/pack$/);
      expect(seen).toEqual([]);
    });
  }

  test("next-auth's own answer to a sign-in names only a URL of this site", async ({ page, baseURL }) => {
    await page.goto("/login");
    const url = await page.evaluate(async () => {
      const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
      const response = await fetch("/api/auth/callback/password", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          username: "packer",
          password: "packer",
          csrfToken,
          callbackUrl: "/\t/evil.example/x",
          json: "true",
        }),
      });
      return ((await response.json()) as { url: string }).url;
    });
    expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
    expect(url).toBe(`${new URL(baseURL!).origin}/`);
  });
});
