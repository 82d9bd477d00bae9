// Issue 44: a supervisor traces lot L24-172 of the demo's velours (typed, or a
// supplier's GS1 label scanned into the box), sees its rolls and the lines cut
// from it (customers, shipped or not), opens a line's lots, recalls the lot's
// unshipped lines in one step and releases each hold again (so the demo's
// lines go on as they were). Once in English, once in Dutch.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";

const lot = "L24-172";

/** Recalls the lot's unshipped lines with a reason, then releases every hold the page offers. */
async function recallAndRelease(
  page: Page,
  words: { reason: string; recall: RegExp; done: RegExp; release: RegExp; remark: string; submit: string },
) {
  await page.getByLabel(words.reason).fill("Supplier: this dye lot fades (e2e)");
  await page.getByRole("button", { name: words.recall }).click();
  await expect(page.getByRole("status").filter({ hasText: words.done })).toBeVisible();
  const releases = page.getByRole("button", { name: words.release });
  await expect(releases.first()).toBeVisible();
  for (let left = await releases.count(); left > 0; left = await releases.count()) {
    await releases.first().click();
    const form = page.getByRole("form", { name: words.release });
    await form.getByLabel(words.remark).fill("Lot checked: fine (e2e)");
    await form.getByRole("button", { name: words.submit, exact: true }).click();
    await expect(releases).toHaveCount(left - 1);
  }
}

test("a supervisor traces lot L24-172, opens a line's lots and recalls the unshipped lines", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: storageStateOf("supervisor") });
  const page = await context.newPage();
  await page.goto("/trace");
  await page.getByLabel("Lot, roll label or supplier's label").fill(lot);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  // The demo's random stock may hold another fabric's roll of the same lot name: then the page
  // asks which one; the cut history's velours is the one with the most rolls.
  const heading = page.getByRole("heading", { level: 1, name: `Lot ${lot}` });
  const choices = page.getByRole("link", { name: new RegExp(`^${lot} · `) });
  await expect(heading.or(choices.first())).toBeVisible();
  if (!(await heading.isVisible())) {
    const names = await choices.allTextContents();
    const rollsOf = (name: string) => Number(/\((\d+) rolls?\)/.exec(name)?.[1] ?? 0);
    const most = names.reduce((a, b) => (rollsOf(b) > rollsOf(a) ? b : a));
    await choices.filter({ hasText: most }).first().click();
  }
  await expect(heading).toBeVisible();

  const rolls = page.getByRole("table", { name: "Rolls" });
  await expect(rolls.getByRole("row").nth(1)).toContainText(/ROL-\d{6}/);
  const lines = page.getByRole("table", { name: "Lines cut from this lot" });
  await expect(lines.getByRole("row")).not.toHaveCount(1);
  // Some of the lot's lines have shipped, others not.
  await expect(lines.getByRole("cell", { name: "Yes", exact: true }).first()).toBeVisible();
  await expect(lines.getByRole("cell", { name: "No", exact: true }).first()).toBeVisible();

  // The CSV of its customers and lines.
  const csv = await page.request.get(`/api/trace/lots/${lot}/csv`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(lot);

  // A line's lots: the lot is among them.
  await lines.getByRole("link", { name: /^Lots/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Lots of P\d+/ })).toBeVisible();
  await expect(page.getByRole("link", { name: lot })).toBeVisible();
  await page.getByRole("link", { name: lot }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Lot ${lot}` })).toBeVisible();

  await recallAndRelease(page, {
    reason: "Reason",
    recall: /^Put \d+ lines? on hold$/,
    done: /\d+ lines? put on hold/,
    release: /^Release the hold of /,
    remark: "Remark",
    submit: "Release",
  });
  await context.close();
});

test("a Dutch supervisor scans the supplier's label of the lot and recalls it, all in Dutch", async ({
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  const run = Date.now().toString(36);
  const password = `Partij-pa55-${run}`;
  const created = await admin.request.post("/api/admin/employees", {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      username: `trace-nl-${run}`,
      displayName: `Sanne ${run}`,
      hubEmployeeId: 80_000 + Math.floor(Math.random() * 9_000),
      locale: "nl",
      roles: ["supervisor"],
      departmentIds: [],
      password,
      badgeCode: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const found = await admin.request.get(`/api/trace/find?q=${lot}`);
  const { matches } = (await found.json()) as { matches: { materialCode: string }[] };
  const materialCode = matches[0]?.materialCode;
  if (!materialCode) throw new Error(`the demo data has no lot ${lot}`);
  await admin.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Username").fill(`trace-nl-${run}`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto("/trace");
  await expect(page.getByRole("heading", { level: 1, name: "Partij traceren" })).toBeVisible();
  // The supplier's roll label as a scanner types it: its GTIN (01) and lot (10).
  await page
    .getByLabel("Partij, rollabel of label van de leverancier")
    .fill(`(01)${materialCode.padStart(14, "0")}(10)${lot}`);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Partij ${lot}` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Rollen" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Regels gesneden uit deze partij" })).toBeVisible();

  await recallAndRelease(page, {
    reason: "Reden",
    recall: /^\d+ regels? in de wacht zetten$/,
    done: /\d+ regels? in de wacht gezet/,
    release: /uit de wacht halen$/,
    remark: "Opmerking",
    submit: "Uit de wacht",
  });
  await context.close();
});
