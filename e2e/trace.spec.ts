// Issue 44: a supervisor traces lot L24-172 of the demo's velours from the
// menu, typed and as a supplier's GS1 label scanned into the box; sees the
// lot's rolls and the lines cut from it with their customers (shipped or
// not: the demo's lines of the lot that have not shipped); opens a line cut from two lots and sees both; downloads the CSV;
// recalls the lot's unshipped lines with a reason, sees the holds and
// releases one (the others are released through the API afterwards, so the
// demo's lines go on as they were). Once in English, once in Dutch.
//
// Two demo fabrics may share lot L24-172 (the demo stock's lots are random):
// the cut history's is the fabric whose lot has lines, and the page lets the
// supervisor choose it.
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";

const lot = "L24-172";

type LotTrace = {
  materialCode: string | null;
  lines: {
    productionPolygonId: number;
    projectNumber: string | null;
    lineNumber: number | null;
    shipped: boolean;
    isOnHold: boolean;
  }[];
};

/** The fabric of the cut history's lot L24-172 (the one whose lot has lines), and a line cut from two lots of it. */
async function storyOf(request: APIRequestContext) {
  const found = await request.get(`/api/trace/find?q=${lot}`);
  expect(found.status()).toBe(200);
  const { matches } = (await found.json()) as { matches: { materialCode: string }[] };
  let best: { materialCode: string; trace: LotTrace } | null = null;
  for (const { materialCode } of matches) {
    const answer = await request.get(`/api/trace/lots/${lot}?materialCode=${materialCode}`);
    expect(answer.status()).toBe(200);
    const trace = (await answer.json()) as LotTrace;
    if (!best || trace.lines.length > best.trace.lines.length) best = { materialCode, trace };
  }
  if (!best || best.trace.lines.length === 0) throw new Error(`the demo data has no lines of lot ${lot}`);
  const { materialCode, trace } = best;
  let twoLots: number | null = null;
  for (const { productionPolygonId } of trace.lines) {
    const answer = await request.get(`/api/trace/lines/${productionPolygonId}`);
    const { lots } = (await answer.json()) as { lots: { materialCode: string; lot: string | null }[] };
    const ofFabric = lots.filter((l) => l.materialCode === materialCode && l.lot !== null);
    if (new Set(ofFabric.map((l) => l.lot)).size >= 2) {
      twoLots = productionPolygonId;
      break;
    }
  }
  if (twoLots === null) throw new Error(`no line of lot ${lot} was cut from two lots`);
  return { materialCode, twoLots };
}

/** The lot's page, whether the search opened it at once (one fabric) or asked which fabric. */
async function openLotOf(page: Page, materialCode: string, heading: string) {
  const title = page.getByRole("heading", { level: 1, name: heading });
  const choice = page.locator(`a[href="/trace/lots/${lot}?materialCode=${materialCode}"]`);
  await expect(title.or(choice)).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  await expect(title).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`materialCode=${materialCode}`));
}

type Words = {
  rolls: string;
  lines: string;
  no: string;
  lotsOf: RegExp;
  downloadCsv: string;
  reason: string;
  recall: RegExp;
  done: RegExp;
  releaseOf: (name: string) => string;
  remark: string;
  submit: string;
};

/** The lot's rolls and lines (customers, shipped and not), a line cut from two lots, the CSV. */
async function readLot(page: Page, words: Words, twoLots: number) {
  const rolls = page.getByRole("table", { name: words.rolls });
  await expect(rolls.getByRole("row").nth(1)).toContainText(/ROL-\d{6}/);
  const lines = page.getByRole("table", { name: words.lines });
  await expect(lines.getByRole("row")).not.toHaveCount(1);
  // Customers are named, and the lines not shipped yet say so (whether one has shipped depends
  // on the demo's day: tests/api/trace-demo.test.ts checks a shipped one).
  await expect(lines.getByRole("row").nth(1).getByRole("cell").first()).not.toHaveText("–");
  await expect(lines.getByRole("cell", { name: words.no, exact: true }).first()).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: words.downloadCsv }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe(`lot-${lot}.csv`);
  expect(await readFile(await csv.path(), "utf8")).toContain(lot);

  // The line cut from two lots: its page lists both, the lot and the one before it.
  await lines.locator(`a[href="/trace/lines/${twoLots}"]`).click();
  await expect(page.getByRole("heading", { level: 1, name: words.lotsOf })).toBeVisible();
  const lotsOfLine = page.getByRole("table", { name: words.lotsOf });
  await expect(lotsOfLine.getByRole("link", { name: lot, exact: true })).toBeVisible();
  expect(await lotsOfLine.getByRole("link").count()).toBeGreaterThanOrEqual(2);
  await lotsOfLine.getByRole("link", { name: lot, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/trace/lots/${lot}\\?materialCode=`));
}

/** The lot's lines on hold now, by id, with the name their release button has (project · line). */
async function heldLines(request: APIRequestContext, search: string) {
  const answer = await request.get(`/api/trace/lots/${lot}${search}`);
  expect(answer.status()).toBe(200);
  const { lines } = (await answer.json()) as LotTrace;
  return new Map(
    lines
      .filter((line) => line.isOnHold)
      .map((line) => [line.productionPolygonId, `${line.projectNumber ?? "?"} · ${line.lineNumber ?? "?"}`]),
  );
}

/**
 * Recalls the lot's unshipped lines with a reason; the holds show, and one is
 * released on the page; the other recalled lines are released through the API
 * (a demo line that was on hold before stays as it was).
 */
async function recallAndReleaseOne(page: Page, words: Words, request: APIRequestContext, origin: string) {
  const { search } = new URL(page.url());
  const before = await heldLines(request, search);
  await page.getByLabel(words.reason).fill("Supplier: this dye lot fades (e2e)");
  await page.getByRole("button", { name: words.recall }).click();
  await expect(page.getByRole("status").filter({ hasText: words.done })).toBeVisible();
  const recalled = [...(await heldLines(request, search))].filter(([id]) => !before.has(id));
  expect(recalled.length).toBeGreaterThan(0);
  const [[, name]] = recalled as [[number, string]];
  const releaseButtons = page.getByRole("button", { name: words.releaseOf(name), exact: true });
  await expect(releaseButtons.first()).toBeVisible();
  const shown = await releaseButtons.count();
  await releaseButtons.first().click();
  const form = page.getByRole("form", { name: words.releaseOf(name) });
  await form.getByLabel(words.remark).fill("Lot checked: fine (e2e)");
  await form.getByRole("button", { name: words.submit, exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(releaseButtons).toHaveCount(shown - 1);

  // The rest back as they were, for the specs after this one.
  const still = await heldLines(request, search);
  for (const [id] of recalled.filter(([id]) => still.has(id))) {
    const released = await request.post(`/api/holds/${id}/release`, {
      headers: { Origin: origin },
      data: { remark: "Lot checked: fine (e2e)" },
    });
    expect(released.status(), await released.text()).toBe(200);
  }
  expect([...(await heldLines(request, search)).keys()].sort()).toEqual([...before.keys()].sort());
}

test("a supervisor traces lot L24-172 from the menu, opens a line cut from two lots and recalls the unshipped lines", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: storageStateOf("supervisor") });
  const page = await context.newPage();
  const { materialCode, twoLots } = await storyOf(context.request);
  await page.goto("/supervisor");
  await page.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Trace a lot" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trace a lot" })).toBeVisible();
  await page.getByLabel("Lot, roll label or supplier's label").fill(lot);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await openLotOf(page, materialCode, `Lot ${lot}`);

  const words: Words = {
    rolls: "Rolls",
    lines: "Lines cut from this lot",
    no: "No",
    lotsOf: /^Lots of P\d+/,
    downloadCsv: "Download CSV",
    reason: "Reason",
    recall: /^Put \d+ lines? on hold$/,
    done: /\d+ lines? put on hold/,
    releaseOf: (name) => `Release the hold of ${name}`,
    remark: "Remark",
    submit: "Release",
  };
  await readLot(page, words, twoLots);
  await recallAndReleaseOne(page, words, context.request, new URL(baseURL!).origin);
  await context.close();
});

test("a Dutch supervisor scans the supplier's label of the lot and recalls it, all in Dutch", async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  const run = Date.now().toString(36);
  const password = `Partij-pa55-${run}`;
  const created = await admin.request.post("/api/admin/employees", {
    headers: { Origin: origin },
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
  const { materialCode, twoLots } = await storyOf(admin.request);
  await admin.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Username").fill(`trace-nl-${run}`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/supervisor$/);

  await page
    .getByRole("navigation", { name: "Schermen" })
    .getByRole("link", { name: "Partij traceren" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Partij traceren" })).toBeVisible();
  // The supplier's roll label as a scanner types it: its GTIN (01) names the fabric, (10) the lot.
  const field = page.getByLabel("Partij, rollabel of label van de leverancier");
  await field.fill(`(01)${materialCode.padStart(14, "0")}(10)${lot}`);
  await field.press("Enter");
  await openLotOf(page, materialCode, `Partij ${lot}`);

  const words: Words = {
    rolls: "Rollen",
    lines: "Regels gesneden uit deze partij",
    no: "Nee",
    lotsOf: /^Partijen van P\d+/,
    downloadCsv: "CSV downloaden",
    reason: "Reden",
    recall: /^\d+ regels? in de wacht zetten$/,
    done: /\d+ regels? in de wacht gezet/,
    releaseOf: (name) => `${name} uit de wacht halen`,
    remark: "Opmerking",
    submit: "Uit de wacht",
  };
  await readLot(page, words, twoLots);
  await recallAndReleaseOne(page, words, context.request, origin);
  await context.close();
});
