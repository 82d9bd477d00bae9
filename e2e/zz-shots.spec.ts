import { test, expect } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { upstream, wedgeScan as scan } from "./support/floor";

const dir = "/tmp/shots13";

test("shots: admin upright", async ({ browser }) => {
  const ctx = await browser.newContext({ storageState: storageStateOf("admin"), viewport: { width: 800, height: 1280 } });
  const page = await ctx.newPage();
  await page.goto("/admin/workflow");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${dir}/l-admin-workflow-800.png`, fullPage: false });
  await page.goto("/admin/employees");
  await page.waitForLoadState("networkidle");
  const edits = page.getByRole("button", { name: /^Edit / });
  await edits.last().scrollIntoViewIfNeeded();
  await edits.last().click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/l-admin-edit-in-view-800.png` });
  // An operator with no department
  await page.goto("/admin/employees");
  await page.getByRole("button", { name: "New employee" }).click();
  const form = page.getByRole("form", { name: "New employee" });
  await form.getByLabel("Username").fill("nodept");
  await form.getByLabel("Name").fill("No Dept");
  await form.getByLabel("Hub employee id").fill("88123");
  await form.getByLabel("Password").fill("long-enough-pw");
  await form.getByRole("checkbox", { name: "Operator" }).check();
  await form.getByRole("button", { name: "Create" }).click();
  await page.waitForTimeout(500);
  await form.screenshot({ path: `${dir}/l-operator-no-department.png` });
  await ctx.close();
});

test("shots: supervisor upright", async ({ browser }) => {
  const ctx = await browser.newContext({ storageState: storageStateOf("supervisor"), viewport: { width: 800, height: 1280 } });
  const page = await ctx.newPage();
  await page.goto("/supervisor");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${dir}/l-supervisor-800.png` });
  await page.goto("/supervisor/time");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${dir}/l-supervisor-time-800.png`, fullPage: true });
  await ctx.close();
});

test("shots: matching misread and station dialogs", async ({ browser, request }) => {
  const m = await browser.newContext({ storageState: storageStateOf("matcher") });
  const page = await m.newPage();
  await page.goto("/matching");
  await expect(page.getByRole("heading", { name: "Material matching" })).toBeVisible();
  await scan(page, "4006381333932");
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/l-matching-misread-ean.png` });
  await m.close();

  const c = await browser.newContext({ storageState: storageStateOf("cutter") });
  const st = await c.newPage();
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const cut = departments.find((d) => d.code === "CUT")!.id;
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await st.route("**/api/workflow", async (route) => { await held; await route.continue(); });
  await st.goto(`/stations/${cut}`);
  await expect(st.getByRole("article").first()).toBeVisible();
  await st.screenshot({ path: `${dir}/l-station-badges-loading.png` });
  release();
  await st.waitForTimeout(800);
  await st.screenshot({ path: `${dir}/l-station-badges-loaded.png` });
  await st.getByRole("article").first().getByRole("button", { name: /problem/i }).first().click();
  await st.waitForTimeout(300);
  await st.screenshot({ path: `${dir}/l-problem-dialog.png` });
  await c.close();
});
