// Issue 26, item 1: the admin sees what the floor's finished jobs teach (per
// department and product: how many jobs, the median, the middle half), sets
// cutting's minutes per line, sees the plan use them, and goes back to the
// learned figure. The demo's history has finished jobs to learn from.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { seriousViolations } from "./support/floor";

test.use({ storageState: storageStateOf("admin") });

type Row = {
  productionDepartmentId: number;
  product: string | null;
  jobs: number;
  override: { minutes: number } | null;
};

test("an admin reads the learned standard times and overrides cutting's minutes, then takes them back", async ({
  page,
}) => {
  await page.goto("/admin");
  await page.getByRole("link", { name: /Standard times/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Standard times" })).toBeVisible();

  const cutting = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Cutting" }) });
  await expect(cutting).toContainText("All products (the plan uses this)");
  const learned = (await (await page.request.get("/api/planning/standards")).json()) as { standards: Row[] };
  const cutRow = learned.standards.find((r) => r.product === null && r.jobs > 0);
  expect(cutRow, "the demo history taught some department").toBeTruthy();
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole("form", { name: "Minutes per line in Cutting" });
  await form.getByRole("textbox").fill("0");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Type minutes from 0.01 to 1440 (a day), with at most two decimals, or leave it empty.",
  );

  await form.getByRole("textbox").fill("45");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toContainText("The plan uses 45 min a line, set by admin.");
  const saved = (await (await page.request.get("/api/planning/standards")).json()) as { standards: Row[] };
  const cuttingId = saved.standards.find((r) => r.override !== null)?.productionDepartmentId;
  expect(saved.standards.filter((r) => r.override !== null)).toEqual([
    expect.objectContaining({
      productionDepartmentId: cuttingId,
      product: null,
      override: expect.objectContaining({ minutes: 45 }),
    }),
  ]);

  await form.getByRole("button", { name: "Use the learned figure" }).click();
  await expect(form).not.toContainText("The plan uses");
  const back = (await (await page.request.get("/api/planning/standards")).json()) as { standards: Row[] };
  expect(back.standards.filter((r) => r.override !== null)).toEqual([]);
});
