// Issue 44: a supervisor traces a lot from the menu (typed in English, the
// supplier's GS1 label scanned into the box in Dutch), reads its rolls and the
// lines cut from it with their customers, downloads the CSV, recalls the
// unshipped lines with a reason, sees the holds and releases one (the others
// through the API, so the lines go on as they were); then opens a line of the
// demo's lot L24-172 that was cut from two lots and sees both.
//
// The recalled lot is the walk's own: before the supervisor signs in, a cutter
// registers a roll of a new lot through the app's API and cuts lines waiting
// at cutting from it (as a roll standing in for the planned one, or planned on
// it), so the lines of the lot are unshipped and not on hold whatever the
// specs before this one shipped or held. The demo's cut history stays as the
// seed made it, so its line of two lots is read there (found through the API).
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { storageStateOf } from "./setup/settings";
import { cutListOf, type CutList, type CutListRoll } from "./support/cut-list";
import { upstream } from "./support/floor";

const demoLot = "L24-172";

type LotTrace = {
  materialCode: string | null;
  rolls: { code: string }[];
  lines: {
    productionPolygonId: number;
    projectNumber: string | null;
    lineNumber: number | null;
    customer: string | null;
    shipped: boolean;
    isOnHold: boolean;
  }[];
};

type OwnLot = { lot: string; materialCode: string; rollCode: string; lines: number[] };

const writeHeaders = (origin: string) => ({ Origin: origin });

async function traceOf(request: APIRequestContext, lot: string, materialCode: string): Promise<LotTrace> {
  const answer = await request.get(`/api/trace/lots/${encodeURIComponent(lot)}?materialCode=${materialCode}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as LotTrace;
}

/** The lines of a roll of the plan whose every piece of the fabric lies on it, along the roll (not yet in a cut strip). */
function wholeLinesOn(fabric: CutList["fabrics"][number], roll: CutListRoll): number[] {
  const lines = [...new Set(roll.cuts.map((c) => c.productionPolygonId))];
  return lines.filter((line) => {
    const all = fabric.rolls.flatMap((r) => r.cuts.filter((c) => c.productionPolygonId === line));
    const here = roll.cuts.filter((c) => c.productionPolygonId === line);
    return here.length === all.length && here.every((c) => c.offsetMm !== null);
  });
}

/**
 * A cutter registers a roll of a new lot (the supplier's label as a scanner reads it, the size
 * typed) and cuts up to two lines of the plan from it: lines the plan lays on that roll, or the
 * lines of a planned roll it may stand in for (the screen's check says so). Retried while the
 * plan moves (a registration makes the next plan in the background).
 */
async function cutOwnLot(browser: Browser, origin: string, tag: string): Promise<OwnLot> {
  const context = await browser.newContext({ storageState: storageStateOf("cutter") });
  const { request } = context;
  try {
    const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
    const departmentId = departments.find((d) => d.code === "CUT")!.id;
    const list = await cutListOf(request, departmentId);
    const fabrics = list.fabrics.filter((f) => f.rolls.some((r) => wholeLinesOn(f, r).length > 0));
    if (fabrics.length === 0) throw new Error("no line of the plan lies whole on one roll");
    // A project already cut from one lot never takes another (docs/cutting.md): after the specs
    // before this one cut many lines, a fabric's planned lines may all be bound to their lots.
    // Each fabric in turn, until a roll of the new lot may stand in for one of its planned rolls.
    const refusals: string[] = [];
    for (const fabric of fabrics) {
      try {
        return await cutFromNewLot(request, origin, departmentId, fabric, tag);
      } catch (error) {
        refusals.push(error instanceof Error ? error.message.split("\n")[0]! : String(error));
      }
    }
    throw new Error(`no fabric of the plan took a roll of a new lot: ${refusals.join("; ")}`);
  } finally {
    await context.close();
  }
}

async function cutFromNewLot(
  request: APIRequestContext,
  origin: string,
  departmentId: number,
  fabric: CutList["fabrics"][number],
  tag: string,
): Promise<OwnLot> {
  const { materialCode } = fabric;
  // GS1's (10) takes up to 20 characters: unique to this run.
  const random = Math.floor(Math.random() * 36 ** 2).toString(36);
  const lot = `E2E${tag}-${Date.now().toString(36)}${random}`.toUpperCase();
  const registered = await request.post("/api/cutting/rolls", {
    headers: writeHeaders(origin),
    data: {
      code: `(01)${materialCode.padStart(14, "0")}(10)${lot}`,
      widthMm: Math.max(...fabric.rolls.map((r) => r.widthMm)),
      lengthMm: 80_000,
      place: "E2E rack",
      departmentId,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const own = (await registered.json()) as { id: number; code: string; lot: string | null };
  expect(own.lot).toBe(lot);

  const cutLines = new Set<number>();
  await expect(async () => {
    const now = (await cutListOf(request, departmentId)).fabrics.find((f) => f.materialCode === materialCode);
    if (!now) throw new Error(`the plan no longer cuts ${materialCode}`);
    let source: CutListRoll | undefined = now.rolls.find(
      (r) => r.rollId === own.id && wholeLinesOn(now, r).length > 0,
    );
    for (const roll of source ? [] : now.rolls.filter((r) => wholeLinesOn(now, r).length > 0)) {
      const check = await request.post(`/api/cutting/rolls/${roll.rollId}/check`, {
        headers: writeHeaders(origin),
        data: { departmentId, code: own.code },
      });
      expect(check.status(), await check.text()).toBe(200);
      if (((await check.json()) as { isRight: boolean }).isRight) {
        source = roll;
        break;
      }
    }
    if (!source) throw new Error(`no planned roll of ${materialCode} takes ${own.code} in its place`);
    for (const line of wholeLinesOn(now, source).slice(0, 2 - cutLines.size)) {
      for (const _piece of source.cuts.filter((c) => c.productionPolygonId === line)) {
        const cut = await request.post(`/api/cutting/rolls/${own.id}/cuts`, {
          headers: writeHeaders(origin),
          data: { departmentId, productionPolygonId: line },
        });
        expect(cut.status(), await cut.text()).toBe(200);
        cutLines.add(line);
      }
    }
    expect(cutLines.size).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000, 5_000] });
  return { lot, materialCode, rollCode: own.code, lines: [...cutLines] };
}

/** The fabric of the demo's lot L24-172 whose lot has lines, and a line of it cut from two lots. */
async function demoLineOfTwoLots(request: APIRequestContext) {
  const found = await request.get(`/api/trace/find?q=${demoLot}`);
  expect(found.status()).toBe(200);
  const { matches } = (await found.json()) as { matches: { materialCode: string }[] };
  for (const { materialCode } of matches) {
    for (const { productionPolygonId } of (await traceOf(request, demoLot, materialCode)).lines) {
      const answer = await request.get(`/api/trace/lines/${productionPolygonId}`);
      const { lots } = (await answer.json()) as { lots: { materialCode: string; lot: string | null }[] };
      const ofFabric = lots.filter((l) => l.materialCode === materialCode && l.lot !== null);
      if (new Set(ofFabric.map((l) => l.lot)).size >= 2) return { materialCode, line: productionPolygonId };
    }
  }
  throw new Error(`no line of the demo's lot ${demoLot} was cut from two lots`);
}

/** The lot's page, whether the search opened it at once (one fabric) or asked which fabric. */
async function openLotOf(page: Page, lot: string, materialCode: string, heading: string) {
  const title = page.getByRole("heading", { level: 1, name: heading });
  const choice = page.locator(`a[href="/trace/lots/${lot}?materialCode=${materialCode}"]`);
  await expect(title.or(choice)).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  await expect(title).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`materialCode=${materialCode}`));
}

type Words = {
  lotTitle: (lot: string) => string;
  rolls: string;
  lines: string;
  no: string;
  lotsOf: RegExp;
  downloadCsv: string;
  reason: string;
  recall: (count: number) => string;
  done: (count: number) => RegExp;
  releaseOf: (name: string) => string;
  /** "line 4" as the floor labels say it. */
  line: (lineNumber: number) => string;
  remark: string;
  submit: string;
  newSearch: string;
  findLabel: string;
};

/** The own lot's roll and lines (customers, not shipped), and its CSV. */
async function readOwnLot(page: Page, words: Words, own: OwnLot, trace: LotTrace) {
  const rolls = page.getByRole("table", { name: words.rolls });
  await expect(rolls.getByRole("row").nth(1)).toContainText(own.rollCode);
  const lines = page.getByRole("table", { name: words.lines });
  await expect(lines.getByRole("row")).toHaveCount(1 + own.lines.length);
  for (const line of trace.lines) {
    const row = lines
      .getByRole("row")
      .filter({ has: page.locator(`a[href="/trace/lines/${line.productionPolygonId}"]`) });
    await expect(row.getByRole("cell").first()).toHaveText(line.customer ?? "–");
    await expect(row.getByRole("cell", { name: words.no, exact: true })).toBeVisible();
  }

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: words.downloadCsv }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe(`lot-${own.lot}.csv`);
  const text = await readFile(await csv.path(), "utf8");
  expect(text).toContain(own.lot);
  for (const line of trace.lines) if (line.customer) expect(text).toContain(line.customer);
}

/**
 * Recalls the own lot's lines with a reason: as many as the API says are unshipped and not on
 * hold go on hold; one is released on the page, the others through the API.
 */
async function recallAndRelease(page: Page, words: Words, own: OwnLot, origin: string) {
  const { request } = page;
  const before = await traceOf(request, own.lot, own.materialCode);
  const open = before.lines.filter((line) => !line.shipped && !line.isOnHold);
  expect(open.map((line) => line.productionPolygonId).sort()).toEqual([...own.lines].sort());
  await page.getByLabel(words.reason).fill("Supplier: this dye lot fades (e2e)");
  await page.getByRole("button", { name: words.recall(open.length), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: words.done(open.length) })).toBeVisible();
  const after = await traceOf(request, own.lot, own.materialCode);
  expect(
    after.lines
      .filter((line) => line.isOnHold)
      .map((line) => line.productionPolygonId)
      .sort(),
  ).toEqual(open.map((line) => line.productionPolygonId).sort());

  const [first] = open as [LotTrace["lines"][number]];
  // Two pieces of one order line share project and line: the job code tells their buttons apart.
  const name = [first.projectNumber, first.lineNumber === null ? null : words.line(first.lineNumber)]
    .filter(Boolean)
    .concat(ticketCode(first.productionPolygonId))
    .join(" · ");
  const releaseButton = page.getByRole("button", { name: words.releaseOf(name), exact: true });
  await expect(releaseButton).toBeVisible();
  await releaseButton.click();
  const form = page.getByRole("form", { name: words.releaseOf(name) });
  await form.getByLabel(words.remark).fill("Lot checked: fine (e2e)");
  await form.getByRole("button", { name: words.submit, exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(releaseButton).toHaveCount(0);

  for (const line of open.slice(1)) {
    const released = await request.post(`/api/holds/${line.productionPolygonId}/release`, {
      headers: writeHeaders(origin),
      data: { remark: "Lot checked: fine (e2e)" },
    });
    expect(released.status(), await released.text()).toBe(200);
  }
  const end = await traceOf(request, own.lot, own.materialCode);
  expect(end.lines.filter((line) => line.isOnHold)).toEqual([]);
}

/** The demo's lot L24-172 from the search box, and its line cut from two lots: both lots listed. */
async function openLineOfTwoLots(page: Page, words: Words, demo: { materialCode: string; line: number }) {
  await page.getByRole("link", { name: words.newSearch }).click();
  await page.getByLabel(words.findLabel).fill(demoLot);
  await page.getByLabel(words.findLabel).press("Enter");
  await openLotOf(page, demoLot, demo.materialCode, words.lotTitle(demoLot));
  await page.getByRole("table", { name: words.lines }).locator(`a[href="/trace/lines/${demo.line}"]`).click();
  await expect(page.getByRole("heading", { level: 1, name: words.lotsOf })).toBeVisible();
  const lotsOfLine = page.getByRole("table", { name: words.lotsOf });
  await expect(lotsOfLine.getByRole("link", { name: demoLot, exact: true })).toBeVisible();
  expect(await lotsOfLine.getByRole("link").count()).toBeGreaterThanOrEqual(2);
  await lotsOfLine.getByRole("link", { name: demoLot, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/trace/lots/${demoLot}\\?materialCode=`));
}

test("a supervisor traces a lot from the menu, recalls its unshipped lines and opens a line cut from two lots", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const origin = new URL(baseURL!).origin;
  const own = await cutOwnLot(browser, origin, "EN");
  const context = await browser.newContext({ storageState: storageStateOf("supervisor") });
  const page = await context.newPage();
  const trace = await traceOf(context.request, own.lot, own.materialCode);
  const demo = await demoLineOfTwoLots(context.request);
  await page.goto("/supervisor");
  await page.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Trace a lot" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trace a lot" })).toBeVisible();
  await page.getByLabel("Lot, roll label or supplier's label").fill(own.lot);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await openLotOf(page, own.lot, own.materialCode, `Lot ${own.lot}`);

  const words: Words = {
    lotTitle: (lot) => `Lot ${lot}`,
    rolls: "Rolls",
    lines: "Lines cut from this lot",
    no: "No",
    lotsOf: /^Lots of P\d+/,
    downloadCsv: "Download CSV",
    reason: "Reason",
    recall: (count) => `Put ${count} ${count === 1 ? "line" : "lines"} on hold`,
    done: (count) => new RegExp(`^${count} ${count === 1 ? "line" : "lines"} put on hold`),
    releaseOf: (name) => `Release the hold of ${name}`,
    line: (lineNumber) => `line ${lineNumber}`,
    remark: "Remark",
    submit: "Release",
    newSearch: "Trace another lot",
    findLabel: "Lot, roll label or supplier's label",
  };
  await readOwnLot(page, words, own, trace);
  await recallAndRelease(page, words, own, origin);
  await openLineOfTwoLots(page, words, demo);
  await context.close();
});

test("a Dutch supervisor scans the supplier's label of a lot, recalls it and opens a line of two lots, all in Dutch", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const origin = new URL(baseURL!).origin;
  const own = await cutOwnLot(browser, origin, "NL");
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  const run = Date.now().toString(36);
  const password = `Partij-pa55-${run}`;
  const created = await admin.request.post("/api/admin/employees", {
    headers: writeHeaders(origin),
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
  const trace = await traceOf(admin.request, own.lot, own.materialCode);
  const demo = await demoLineOfTwoLots(admin.request);
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
  await field.fill(`(01)${own.materialCode.padStart(14, "0")}(10)${own.lot}`);
  await field.press("Enter");
  await openLotOf(page, own.lot, own.materialCode, `Partij ${own.lot}`);

  const words: Words = {
    lotTitle: (lot) => `Partij ${lot}`,
    rolls: "Rollen",
    lines: "Regels gesneden uit deze partij",
    no: "Nee",
    lotsOf: /^Partijen van P\d+/,
    downloadCsv: "CSV downloaden",
    reason: "Reden",
    recall: (count) => `${count} ${count === 1 ? "regel" : "regels"} in de wacht zetten`,
    done: (count) => new RegExp(`^${count} ${count === 1 ? "regel" : "regels"} in de wacht gezet`),
    releaseOf: (name) => `${name} uit de wacht halen`,
    line: (lineNumber) => `regel ${lineNumber}`,
    remark: "Opmerking",
    submit: "Uit de wacht",
    newSearch: "Andere partij traceren",
    findLabel: "Partij, rollabel of label van de leverancier",
  };
  await readOwnLot(page, words, own, trace);
  await recallAndRelease(page, words, own, origin);
  await openLineOfTwoLots(page, words, demo);
  await context.close();
});
