// The live supervisor screen: a polygon appears in the unmatched list when the
// matcher unmatches its material in a second browser context and leaves it when
// the matcher matches it again, without the supervisor reloading; the overdue
// list follows a status threshold an admin changes; no serious axe violations.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { seriousViolations, upstream } from "./support/floor";

type Entry = { id: number; productionPolygonId: number; isMatched: boolean; hasDefect: boolean };
type Browse = { results: { polygonProjectMaterials: Entry[] }[] };
type Polygon = { id: number; polygonId: number; productionProjectId: number };
type OrderSpec = { orderSpec: { projectNumber: string; items: { id: number; lineNumber: number }[] } };
type WorkflowStatus = {
  value: number;
  labelEn: string;
  labelNl: string;
  colour: string;
  overdueAfterHours: number | null;
};

/** A matched entry whose polygon waits for no other material, with the row text the screen shows for it. */
async function matchedEntryOfCompletePolygon(request: APIRequestContext) {
  const [{ results }, waiting] = await Promise.all([
    upstream<Browse>(request, "matching/browse", { method: "POST", data: { isMatched: true, take: 200 } }),
    upstream<Polygon[]>(request, "polygon/getunmatched"),
  ]);
  const waitingIds = new Set(waiting.map((p) => p.id));
  const entry = results
    .flatMap((r) => r.polygonProjectMaterials)
    .find((e) => e.isMatched && !e.hasDefect && !waitingIds.has(e.productionPolygonId));
  if (!entry) throw new Error("the demo data has no matched entry of a polygon that waits for nothing");
  const polygon = await upstream<Polygon>(request, `polygon/getbyid?id=${entry.productionPolygonId}`);
  const spec = await upstream<OrderSpec>(
    request,
    `projectexport/getorderspec?productionProjectId=${polygon.productionProjectId}`,
  );
  const line = spec.orderSpec.items.find((i) => i.id === polygon.polygonId)?.lineNumber;
  return {
    entry,
    projectNumber: spec.orderSpec.projectNumber,
    rowText: `${spec.orderSpec.projectNumber} · line ${line}`,
  };
}

async function write(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
}

test("a polygon joins the unmatched list and leaves it as the matcher works, without a reload", async ({
  browser,
}) => {
  const supervisor = await browser.newContext({ storageState: storageStateOf("supervisor") });
  const matcher = await browser.newContext({ storageState: storageStateOf("matcher") });
  const page = await supervisor.newPage();
  const matcherPage = await matcher.newPage();
  const { entry, projectNumber, rowText } = await matchedEntryOfCompletePolygon(page.request);

  await page.goto("/supervisor");
  await expect(page.getByRole("heading", { name: "Waiting for material" })).toBeVisible();
  await page.getByLabel("Filter by project, customer or product").fill(projectNumber);
  const list = page.getByRole("region", { name: /^Product lines waiting for material/ });
  const row = list.getByRole("listitem").filter({ hasText: rowText });
  await expect(row).toHaveCount(0, { timeout: 10_000 });
  const total = page.getByTestId("unmatched-total");
  await expect(total).toHaveText(/^\(\d+\)$/, { timeout: 10_000 });
  const before = Number((await total.textContent())?.replace(/\D/g, ""));
  await expect(page).toHaveTitle(`(${before}) Supervisor`);
  // Nothing below may reload: a marker on the window would be gone.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await matcherPage.goto("/matching");
  await write(matcherPage, "POST", `/api/materials/${entry.id}/matched`, {
    isMatched: false,
    reason: "Roll taken for another order",
  });
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  await expect(row).toContainText("1 of");
  await expect(page).toHaveTitle(`(${before + 1}) Supervisor`);

  await write(matcherPage, "POST", `/api/materials/${entry.id}/matched`, { isMatched: true });
  await expect(row).toHaveCount(0, { timeout: 10_000 });
  await expect(page).toHaveTitle(`(${before}) Supervisor`);
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await supervisor.close();
  await matcher.close();
});

test("the overdue list follows the threshold an admin sets for a status", async ({ browser }) => {
  const supervisor = await browser.newContext({ storageState: storageStateOf("supervisor") });
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  const page = await supervisor.newPage();
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin");
  const { statuses } = (await (await adminPage.request.get("/api/workflow")).json()) as {
    statuses: WorkflowStatus[];
  };
  const released = statuses.find((s) => s.value === 100);
  if (!released) throw new Error("the demo workflow has no status 100");
  const setThreshold = (overdueAfterHours: number | null) =>
    write(adminPage, "PUT", "/api/admin/workflow/statuses/100", {
      labelEn: released.labelEn,
      labelNl: released.labelNl,
      colour: released.colour,
      overdueAfterHours,
    });
  const overdueTotal = async () =>
    ((await (await page.request.get("/api/supervisor/overdue?limit=1")).json()) as { total: number }).total;

  try {
    await page.goto("/supervisor");
    const count = page.getByTestId("overdue-count");
    await expect(count).toHaveText(/^\(\d+\)$/, { timeout: 10_000 });
    // Everything released more than an hour ago is overdue; with a year's threshold, none is for that reason.
    await setThreshold(1);
    const strict = await overdueTotal();
    await expect(count).toHaveText(`(${strict})`, { timeout: 10_000 });
    await setThreshold(24 * 365);
    const lenient = await overdueTotal();
    expect(lenient).toBeLessThan(strict);
    await expect(count).toHaveText(`(${lenient})`, { timeout: 10_000 });
    const list = page.getByRole("region", { name: /^Overdue product lines/ });
    if (lenient > 0) await expect(list.getByText("too long at this status").first()).toBeVisible();
  } finally {
    await setThreshold(released.overdueAfterHours);
    await supervisor.close();
    await admin.close();
  }
});
