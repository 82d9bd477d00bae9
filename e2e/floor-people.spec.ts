// The floor as people meet it (issue 21, items 7–11): a badge scanned on the
// login page whichever tab is shown; a station card that waits for material
// says so and asks before Start (the sewer, in Dutch, with the department's
// Dutch name, quantities and dates in her format); the matcher's list opens on
// what waits, with the quantity to take, and an unknown EAN is red; the admin
// names a department in Dutch, picks statuses from a list, and confirms a
// deactivation (never of herself); a scan on the supervisor screen searches.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { storageStateOf, type DemoUsername } from "./setup/settings";
import { scanBand, scrollQueueTo, seriousViolations, upstream, wedgeScan } from "./support/floor";
import { scannerBurst } from "./support/scanner-burst";

type Entry = { id: number; productionPolygonId: number; isMatched: boolean; hasDefect: boolean };
type Row = {
  eanCode: string | null;
  polygons: { id: number; polygonId: number; productionProjectId: number }[];
  polygonProjectMaterials: Entry[];
};
type Polygon = {
  id: number;
  polygonId: number;
  productionProjectId: number;
  materials: { id: number; isMatched: boolean; hasDefect: boolean }[];
  statuses: unknown[];
};
type SpecMaterial = {
  material: { eanCode: string | null } | null;
  calcQuantity: number | null;
  quantityDescription: string | null;
};
type OrderSpec = { orderSpec: { items: { id: number; materials: SpecMaterial[] }[] } };

const scannerReady = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");

async function contextOf(browser: Browser, username: DemoUsername | null) {
  return browser.newContext({
    storageState: username ? storageStateOf(username) : { cookies: [], origins: [] },
  });
}

/** A write to the app's own API from a signed-in page (same origin, as the tablet sends it). */
async function write(page: Page, path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(path, { data, headers: { Origin: origin } });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
}

const orderSpecOf = (request: APIRequestContext, productionProjectId: number) =>
  upstream<OrderSpec>(request, `projectexport/getorderspec?productionProjectId=${productionProjectId}`);

/** "7,7 m" (nl) or "7.7 m" (en): the number of the order spec in the reader's format, and its unit. */
const quantityIn = (locale: string, material: SpecMaterial) =>
  [
    new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(material.calcQuantity ?? 0),
    material.quantityDescription?.replace(/^[-+]?[\d.,]+\s*/, "") ?? "",
  ]
    .filter(Boolean)
    .join(" ");

test.use({ viewport: { width: 1280, height: 800 } });

test("a badge scanned on the login page asks its PIN, whichever tab is shown", async ({ browser }) => {
  const context = await contextOf(browser, null);
  const page = await context.newPage();
  await page.goto("/login");
  await scannerReady(page);

  // The password tab, the cursor in Username: a label that is no badge is refused, the field stays empty.
  await page.getByLabel("Username").click();
  await scannerBurst(page, ["P115"]);
  await expect(page.getByRole("alert").filter({ hasText: "That is not a badge." })).toHaveText(
    "That is not a badge. Scan your badge, or sign in with your username and password.",
  );
  await expect(page.getByLabel("Username")).toHaveValue("");

  // The sewer's badge: straight to her PIN, the badge filled in.
  await page.getByLabel("Username").click();
  await scannerBurst(page, ["EMP-1006"]);
  await expect(page.getByText("PIN for badge EMP-1006")).toBeVisible();
  await expect(page.getByRole("button", { name: "Badge", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByLabel("Username")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // On the badge tab too (nothing focused): another badge.
  await page.getByRole("button", { name: "Other badge" }).click();
  await wedgeScan(page, "EMP-1005");
  await expect(page.getByText("PIN for badge EMP-1005")).toBeVisible();
  await page.getByRole("button", { name: "Other badge" }).click();
  await wedgeScan(page, "EMP-1006");
  const keypad = page.getByRole("group", { name: "PIN keypad" });
  for (const digit of "1006") await keypad.getByRole("button", { name: digit, exact: true }).click();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/stations\/\d+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await context.close();
});

test("the sewer (in Dutch) sees a line that waits for material, and Start asks first", async ({
  browser,
}) => {
  const sewerContext = await contextOf(browser, "sewer");
  const matcherContext = await contextOf(browser, "matcher");
  const page = await sewerContext.newPage();
  const matcherPage = await matcherContext.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/stations\/\d+$/);
  // The department's Dutch name from the workflow table, in the heading and the navigation.
  await expect(page.getByRole("heading", { level: 1, name: "Station: Naaien" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Schermen" }).getByRole("link", { name: "Naaien", exact: true }),
  ).toBeVisible();

  const startable = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Start", exact: true }) });
  await scrollQueueTo(page, startable);
  await expect(startable.first()).toBeVisible();
  const title = (await startable.first().getByRole("heading").textContent()) ?? "";
  const polygonId = Number(/P(\d+)$/.exec(title)?.[1]);
  expect(polygonId).toBeGreaterThan(0);
  const before = await upstream<Polygon>(page.request, `polygon/getbyid?id=${polygonId}`);
  const entry = before.materials.find((m) => m.isMatched && !m.hasDefect);
  if (!entry) throw new Error(`polygon ${polygonId} has no matched material to take back`);

  await matcherPage.goto("/matching");
  await write(matcherPage, "/api/materials/" + entry.id + "/matched", {
    isMatched: false,
    reason: "Roll taken for another order",
    productionPolygonId: polygonId,
  });
  try {
    await page.reload();
    const card = page.getByRole("article", { name: title });
    await expect(card.getByText(/^Wacht op materiaal: \d+ niet gekoppeld/)).toBeVisible({ timeout: 10_000 });

    // Start and Done are the card's big buttons; Photo links and the secondary buttons are smaller but 48 px.
    const start = await card.getByRole("button", { name: "Start", exact: true }).boundingBox();
    const problem = await card.getByRole("button", { name: "Probleem melden" }).boundingBox();
    expect(start!.height).toBeGreaterThan(problem!.height);
    expect(problem!.height).toBeGreaterThanOrEqual(48);

    await card.getByRole("button", { name: "Start", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: `${title} starten?` });
    await expect(confirm).toContainText("Deze regel wacht nog op materiaal.");
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Annuleren" }).click();
    await expect(confirm).toHaveCount(0);
    const unchanged = await upstream<Polygon>(page.request, `polygon/getbyid?id=${polygonId}`);
    expect(unchanged.statuses.length).toBe(before.statuses.length);

    await card.getByRole("button", { name: "Start", exact: true }).click();
    await page
      .getByRole("dialog", { name: `${title} starten?` })
      .getByRole("button", { name: "Toch starten" })
      .click();
    await expect(scanBand(page)).toContainText(`${ticketCode(polygonId)} gestart`);

    // The drawer: the card's planned finish (the line's, named the same), who moved it by name, the
    // department in Dutch with its real start (never a bare "start" beside a planned finish), quantities in Dutch.
    const finishText =
      (await card.getByText(/^Gepland klaar /).textContent())?.replace("Gepland klaar ", "") ?? "";
    await card.getByRole("button", { name: "Details" }).click();
    const drawer = page.getByRole("dialog", { name: title });
    await expect(drawer.getByText(/^Gepland klaar /)).toContainText(
      `Gepland klaar ${finishText} · Geplande levering `,
    );
    await expect(drawer.getByText("Noor de Boer").first()).toBeVisible();
    await expect(drawer.getByText(/^Naaien: gestart /)).toBeVisible();
    const spec = await orderSpecOf(page.request, before.productionProjectId);
    const item = spec.orderSpec.items.find((i) => i.id === before.polygonId);
    const withNumber = item?.materials.find((m) => m.calcQuantity !== null);
    if (withNumber) await expect(drawer).toContainText(`(${quantityIn("nl-NL", withNumber)})`);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await write(matcherPage, "/api/materials/" + entry.id + "/matched", {
      isMatched: true,
      productionPolygonId: polygonId,
    });
    await sewerContext.close();
    await matcherContext.close();
  }
});

test("the matcher's list opens on what waits, with the quantity to take; an unknown EAN is red", async ({
  browser,
}) => {
  const context = await contextOf(browser, "matcher");
  const page = await context.newPage();
  const { results } = await upstream<{ results: Row[] }>(page.request, "matching/browse", {
    method: "POST",
    data: { skip: 0, take: 20, isMatched: false },
  });
  // The first entry of a waiting row whose order spec names the row's material with a number.
  let expected: { rowIndex: number; entryIndex: number; text: string } | null = null;
  for (const [rowIndex, row] of results.entries()) {
    for (const [entryIndex, entry] of row.polygonProjectMaterials.entries()) {
      const polygon = row.polygons.find((p) => p.id === entry.productionPolygonId);
      if (!polygon || expected) continue;
      const spec = await orderSpecOf(page.request, polygon.productionProjectId);
      const material = spec.orderSpec.items
        .find((i) => i.id === polygon.polygonId)
        ?.materials.find((m) => m.material?.eanCode === row.eanCode && m.calcQuantity !== null);
      if (material) expected = { rowIndex, entryIndex, text: `Take ${quantityIn("en", material)}` };
    }
  }
  if (!expected) throw new Error("no waiting entry has a quantity in its order spec");

  await page.goto("/matching");
  const list = page.getByRole("region", { name: "All materials" });
  await expect(list.getByRole("button", { name: "Waiting for material" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The screen shows the same page in the same order.
  const entryButton = list
    .getByRole("listitem")
    .nth(expected.rowIndex)
    .getByRole("button", { name: /^(line \d+ · )?P\d+/ })
    .nth(expected.entryIndex);
  await expect(entryButton).toContainText(expected.text);

  await scannerReady(page);
  // A valid EAN-13 that no material has: red, as an unknown label is at /pack.
  await wedgeScan(page, "4006381333931");
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "error");
  await expect(scanBand(page)).toContainText("No material with EAN 4006381333931");
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test("the admin names a department in Dutch, chooses its statuses from a list, and confirms a deactivation", async ({
  browser,
}) => {
  const context = await contextOf(browser, "admin");
  const page = await context.newPage();
  await page.goto("/admin/workflow");
  const form = page.getByRole("form", { name: "Workflow of Sewing (SEW)" });
  await expect(form.getByLabel("Dutch name")).toHaveValue("Naaien");
  const picksUp = form.getByRole("group", { name: "Picks up" });
  await expect(picksUp.getByRole("checkbox", { name: "290 · Cutting done" })).toBeChecked();
  await expect(picksUp.getByRole("checkbox", { name: "390 · Sewing done" })).not.toBeChecked();
  await expect(form.getByLabel("Done", { exact: true })).toHaveValue("390");
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel("Dutch name").fill("Naaiatelier");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved");
  const sewer = await contextOf(browser, "sewer");
  try {
    const station = await sewer.newPage();
    await station.goto("/");
    await expect(station.getByRole("heading", { level: 1, name: "Station: Naaiatelier" })).toBeVisible();
  } finally {
    await sewer.close();
    await form.getByLabel("Dutch name").fill("Naaien");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("status")).toHaveText("Saved");
  }

  // A new employee to deactivate; the admin's own row offers no Deactivate.
  const run = Date.now().toString(36);
  await write(page, "/api/admin/employees", {
    username: `leaver-${run}`,
    displayName: `Lou ${run}`,
    hubEmployeeId: 60_000 + Math.floor(Math.random() * 9_000),
    locale: "nl",
    roles: ["packer"],
    departmentIds: [],
    password: `Leaver-pa55-${run}`,
    pin: "4821",
    badgeCode: "",
  });
  await page.goto("/admin/employees");
  await expect(page.getByRole("listitem").filter({ hasText: "(admin)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Deactivate Ada de Vries" })).toHaveCount(0);
  const row = page.getByRole("listitem").filter({ hasText: `(leaver-${run})` });
  await row.getByRole("button", { name: `Deactivate Lou ${run}` }).click();
  const dialog = page.getByRole("dialog", { name: `Deactivate Lou ${run}?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Keep active" }).click();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Deactivate Lou ${run}` }).click();
  await dialog.getByRole("button", { name: "Deactivate", exact: true }).click();
  await expect(row.getByText("Deactivated", { exact: true })).toBeVisible({ timeout: 10_000 });
  await context.close();
});

test("a hand scanner's label on the supervisor screen is searched", async ({ browser }) => {
  const context = await contextOf(browser, "supervisor");
  const page = await context.newPage();
  const [polygon] = await upstream<{ id: number }[]>(
    page.request,
    "status/getpolygonsforstatusvalue?statusValue=290",
  );
  if (!polygon) throw new Error("no polygon waits for sewing");
  const code = ticketCode(polygon.id);
  await page.goto("/supervisor");
  await scannerReady(page);
  await wedgeScan(page, code);
  await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue(code);
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toContainText(
    code,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
