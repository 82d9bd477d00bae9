// Sign-in as the demo employees (password, and badge + keypad PIN), the shell
// each one gets, sign-out, and the gates for anonymous visitors.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const screens = (page: Page) => page.getByRole("navigation", { name: "Screens" });

test("anonymous visitors are sent to the login page, which lists the demo employees", async ({ page }) => {
  await page.goto("/supervisor");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsupervisor$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const demo = page.getByRole("table");
  // A username's own row ("sewer", not "sewer2").
  const row = (username: string) =>
    demo.getByRole("row").filter({ has: page.getByRole("cell", { name: username, exact: true }) });
  await expect(row("cutter")).toContainText("EMP-1005");
  await expect(row("sewer")).toContainText("EMP-1006");
  await expect(row("assembler")).toContainText("EMP-1007");
});

test("API routes answer 401 ProblemDetails without a session", async ({ request }) => {
  const response = await request.get("/api/departments");
  expect(response.status()).toBe(401);
  expect(response.headers()["content-type"]).toContain("application/problem+json");
  expect(await response.json()).toMatchObject({ status: 401 });
});

test("a packer signs in with a password, lands on Pack and sees only Pack", async ({ page }) => {
  await signInWithPassword(page, "packer", "packer");
  await expect(page).toHaveURL(/\/pack$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pack" })).toBeVisible();
  await expect(screens(page).getByRole("link", { name: "Pack" })).toHaveAttribute("aria-current", "page");
  await expect(screens(page).getByRole("link")).toHaveCount(1);
  await expect(screens(page).getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(page.getByRole("banner")).toContainText("Pim Bakker");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: /403/ })).toBeVisible();
});

test("a cutter signs in by badge and keypad PIN and lands on the cutting station", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Badge", exact: true }).click();
  // The scanner types the code and Enter.
  await page.getByLabel("Badge code").pressSequentially("EMP-1005");
  await page.getByLabel("Badge code").press("Enter");
  const keypad = page.getByRole("group", { name: "PIN keypad" });
  for (const digit of "1005") await keypad.getByRole("button", { name: digit, exact: true }).click();
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/stations\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Station/ })).toBeVisible();
  await expect(screens(page).getByRole("link")).toHaveCount(1);
  await expect(screens(page).getByRole("link").first()).toHaveAttribute("aria-current", "page");
});

test("a wrong password shows an error and stays on the login page", async ({ page }) => {
  await signInWithPassword(page, "matcher", "Wr0ng-pa55word!");
  await expect(page.getByRole("alert").filter({ hasText: "Wrong username or password." })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("signing out returns to the login page and ends the session, also a copied cookie", async ({
  page,
  browser,
  baseURL,
}) => {
  // An employee of this test's own: signing out ends every session of the employee, and the
  // demo packer's kept sign-in (e2e/setup) must outlive this test.
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  const run = Date.now().toString(36);
  const created = await admin.request.post("/api/admin/employees", {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      username: `signout-${run}`,
      displayName: `Sita ${run}`,
      hubEmployeeId: 70_000 + Math.floor(Math.random() * 9_000),
      locale: "en",
      roles: ["packer"],
      departmentIds: [],
      password: `Signout-pa55-${run}`,
      badgeCode: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.close();

  await signInWithPassword(page, `signout-${run}`, `Signout-pa55-${run}`);
  await expect(page).toHaveURL(/\/pack$/);
  const copied = await page.context().cookies();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/pack");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fpack$/);

  // The cookie copied before the sign-out, replayed from elsewhere: refused, and not renewed.
  const attacker = await browser.newContext();
  await attacker.addCookies(copied);
  expect((await attacker.request.get("/api/work-time/mine")).status()).toBe(401);
  const session = await attacker.request.get("/api/auth/session");
  expect(await session.json()).toEqual({});
  await attacker.close();
});

test("a Dutch-speaking sewer gets the shell in Dutch", async ({ page }) => {
  await signInWithPassword(page, "sewer", "sewer");
  await expect(page).toHaveURL(/\/stations\/\d+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("button", { name: "Afmelden" })).toBeVisible();
});

test("repeated failures for one username are refused with 429", async ({ request }) => {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const attempt = () =>
    request.post("/api/auth/callback/password", {
      form: { username: "nobody-at-all", password: "wrong", csrfToken, json: "true" },
    });
  for (let i = 0; i < 5; i++) expect((await attempt()).status()).not.toBe(429);
  const refused = await attempt();
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toMatchObject({
    status: 429,
    detail: "Too many attempts, try again in 15 minutes",
  });
});
