// Issue 28, items 4, 5 and 12, driven as the cutter works: job tickets typed by
// the hand scanner, taps on the dialogs and "Undo my last move". A ticket of a
// line still waiting for material asks "Start anyway?" and a second scan says
// yes; the same ticket scanned again asks what the line's state calls for; an
// undo puts the working time back, as the cutter's timer and card and the
// supervisor's report show. A line these walks finish at the station has no
// pieces on the Cut list, as a cutter's would (docs/cutting.md, "Done at the
// station").
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from "@playwright/test";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { defaultScannerSettings, scannerSettingsStorageKey } from "@/lib/scan/settings";
import { storageStateOf } from "./setup/settings";
import { writeBarcodeVideo } from "./support/barcode-video";
import { linesOnCutList } from "./support/cut-list";
import { launchWithCamera } from "./support/fake-camera";
import { scanBand, scrollQueueTo as scrollTo, upstream, wedgeScan as scan } from "./support/floor";

type Polygon = {
  id: number;
  statuses: { productionStatusValue: number; assignedAt: string; id: number }[];
  materials?: { isMatched: boolean }[];
};

const currentValue = (polygon: Polygon) =>
  [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id)[0]
    ?.productionStatusValue;

async function cuttingId(request: APIRequestContext): Promise<number> {
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const cut = departments.find((d) => d.code === "CUT");
  if (!cut) throw new Error("the demo data has no CUT department");
  return cut.id;
}

/**
 * The newest released line planned in cutting whose material is not all matched and that has no
 * pieces on the Cut list (it may be finished at the station): its ticket (P…). `session`: the cutter's.
 */
async function lineWaitingForMaterial(
  request: APIRequestContext,
  session: APIRequestContext,
): Promise<{ id: number; ticket: string }> {
  const cut = await cuttingId(request);
  const [released, work, onCutList] = await Promise.all([
    upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=100"),
    upstream<{ productionPolygonId: number }[]>(
      request,
      `polygondepartment/getbydepartment?productionDepartmentId=${cut}`,
    ),
    linesOnCutList(session, cut),
  ]);
  const planned = new Set(work.map((w) => w.productionPolygonId));
  const [newest] = released
    .filter((p) => planned.has(p.id) && currentValue(p) === 100 && !onCutList.has(p.id))
    .filter((p) => (p.materials ?? []).some((m) => !m.isMatched))
    .sort((a, b) => b.id - a.id);
  if (!newest) throw new Error("no released line waits for cutting and for material");
  return { id: newest.id, ticket: ticketCode(newest.id) };
}

const statusOf = async (request: APIRequestContext, id: number) =>
  currentValue(await upstream<Polygon>(request, `polygon/getbyid?id=${id}`));

async function openCutting(page: Page) {
  await page.goto(`/stations/${await cuttingId(page.request)}`);
  await expect(page.getByRole("heading", { name: "Station: Cutting" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
}

const timer = (page: Page) => page.getByRole("region", { name: "Your working time" });
/**
 * What the timer bar says now ("" when no time runs). Never waits: a count then a textContent
 * would wait for a bar that went away between the two (a Done ends the time), until the poll's
 * timeout.
 */
const timerText = async (page: Page) => (await timer(page).allTextContents()).join("");

/** Scans a ticket of a line waiting for material: asked first, then the same ticket again says yes. */
async function scanToStart(page: Page, ticket: string) {
  await scan(page, ticket);
  const question = page.getByRole("dialog", { name: new RegExp(`^Start .*${ticket}\\?$`) });
  await expect(question).toBeVisible();
  await scan(page, ticket);
  await expect(question).toHaveCount(0);
  await expect(scanBand(page)).toContainText(`${ticket} started`);
}

/** Scrolls the station's queue (only the cards in view exist) until the card shows. */
async function scrollQueueTo(page: Page, card: Locator) {
  await page.getByRole("article").first().hover();
  await expect
    .poll(
      async () => {
        if ((await card.count()) > 0) return true;
        await page.mouse.wheel(0, 600);
        return false;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
}

/** The supervisor's time entries on the ticket (/supervisor/time, today), as rows of text. */
async function supervisorEntriesOf(browser: Browser, ticket: string): Promise<string[]> {
  const office = await browser.newContext({ storageState: storageStateOf("supervisor") });
  try {
    const page = await office.newPage();
    await page.goto("/supervisor/time");
    const entries = page.getByRole("table", { name: "Time entries" });
    await expect(entries).toBeVisible();
    return await entries.getByRole("row").filter({ hasText: ticket }).allTextContents();
  } finally {
    await office.close();
  }
}

test.describe("as the cutter", () => {
  test.use({ storageState: storageStateOf("cutter") });

  test("a ticket of a line waiting for material asks 'Start anyway?'; the same ticket again says yes", async ({
    page,
    request,
  }) => {
    const line = await lineWaitingForMaterial(request, page.request);
    await openCutting(page);

    await scan(page, line.ticket);
    const question = page.getByRole("dialog", { name: new RegExp(`^Start .*${line.ticket}\\?$`) });
    await expect(question).toBeVisible();
    await expect(question).toContainText("This line still waits for material.");
    await expect(question).toContainText("Scan the ticket again to go on anyway.");
    await expect(question.getByRole("button", { name: "Start anyway" })).toBeVisible();
    // Nothing moved while it asks.
    expect(await statusOf(request, line.id)).toBe(100);
    await expect(page.locator(`[data-scan-feedback="error"]`)).toHaveCount(0);

    await scan(page, line.ticket);
    await expect(question).toHaveCount(0);
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
    await expect(scanBand(page)).toContainText(`${line.ticket} started`);
    await expect.poll(() => statusOf(request, line.id)).toBe(200);
  });

  test("the ticket scanned again asks 'Done?' after a start, and after a Done says so and offers Undo", async ({
    page,
    request,
  }) => {
    const line = await lineWaitingForMaterial(request, page.request);
    await openCutting(page);
    await scanToStart(page, line.ticket);

    await scan(page, line.ticket);
    const again = page.getByRole("dialog", { name: new RegExp(`^${line.ticket} was scanned \\d+ s ago$`) });
    await expect(again).toContainText("Scanned again. Is this line done?");
    await again.getByRole("button", { name: "Done", exact: true }).click();
    await expect(again).toHaveCount(0);
    await expect(scanBand(page)).toContainText(`${line.ticket} done`);
    await expect.poll(() => statusOf(request, line.id)).toBe(290);

    // Again after the Done: said plainly, harmless (OK focused, no Done, no red); OK changes nothing.
    await scan(page, line.ticket);
    await expect(again).toContainText(`${line.ticket} is already done here.`);
    await expect(again.getByRole("button", { name: "OK" })).toBeFocused();
    await expect(again.getByRole("button", { name: "Done", exact: true })).toHaveCount(0);
    await expect(again.getByRole("button", { name: "Not done" })).toHaveCount(0);
    await expect(page.locator(`[data-scan-feedback="error"]`)).toHaveCount(0);
    await again.getByRole("button", { name: "OK" }).click();
    await expect(again).toHaveCount(0);
    expect(await statusOf(request, line.id)).toBe(290);
    await expect(page.locator(`[data-scan-feedback="error"]`)).toHaveCount(0);

    // And again: Undo there takes the Done back.
    await scan(page, line.ticket);
    await expect(again).toContainText(`${line.ticket} is already done here.`);
    await again.getByRole("button", { name: "Undo Done" }).click();
    await expect(again).toHaveCount(0);
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
    await expect(scanBand(page)).toContainText(`Undone: ${line.ticket} is back at`);
    await expect.poll(() => statusOf(request, line.id)).toBe(200);
  });

  test("Undo my last move puts the working time back: the timer, the card and the supervisor's report", async ({
    page,
    request,
    browser,
  }) => {
    const line = await lineWaitingForMaterial(request, page.request);
    await openCutting(page);
    const before = await timerText(page);
    expect(before).not.toContain(line.ticket);

    await scanToStart(page, line.ticket);
    await expect(timer(page)).toContainText(line.ticket);
    const running = await supervisorEntriesOf(browser, line.ticket);
    expect(running).toHaveLength(1);
    expect(running[0]).toContain("running");

    // Undo the start: the line is released again and its time is gone; what ran before runs again.
    await page.getByRole("button", { name: "Undo my last move" }).click();
    // It asks first, naming the step (issue 45 item 2).
    await page
      .getByRole("dialog", { name: "Undo this step?" })
      .getByRole("button", { name: "Undo it" })
      .click();
    await expect(scanBand(page)).toContainText(`Undone: ${line.ticket} is back at`);
    // Its own band (violet) and sound: an undo is never read as a move made.
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "undone");
    await expect.poll(() => statusOf(request, line.id)).toBe(100);
    await expect.poll(() => timerText(page)).not.toContain(line.ticket);
    const earlier = /P\d+/.exec(before)?.[0];
    if (earlier) await expect(timer(page)).toContainText(earlier);
    expect(await supervisorEntriesOf(browser, line.ticket)).toEqual([]);

    // Start and finish it, then undo the Done: in progress again, my time running on its card.
    await scanToStart(page, line.ticket);
    await scan(page, line.ticket);
    const again = page.getByRole("dialog", { name: new RegExp(`^${line.ticket} was scanned`) });
    await again.getByRole("button", { name: "Done", exact: true }).click();
    await expect(scanBand(page)).toContainText(`${line.ticket} done`);
    await expect.poll(() => timerText(page)).not.toContain(line.ticket);
    await page.getByRole("button", { name: "Undo my last move" }).click();
    // It asks first, naming the step (issue 45 item 2).
    await page
      .getByRole("dialog", { name: "Undo this step?" })
      .getByRole("button", { name: "Undo it" })
      .click();
    await expect(scanBand(page)).toContainText(`Undone: ${line.ticket} is back at`);
    await expect(timer(page)).toContainText(line.ticket);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`${line.ticket}$`) }) });
    await scrollQueueTo(page, card);
    await expect(card.getByRole("button", { name: "Pause my time" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Join: my time" })).toHaveCount(0);
    await expect(card).toContainText("Working: Cas Smit");
    const entries = await supervisorEntriesOf(browser, line.ticket);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain("running");
  });
});

/**
 * Lines released and planned in cutting (any material), from the middle of the list: the other
 * walks take its ends. With the cutter's `session`: only lines without pieces on the Cut list,
 * which may be finished at the station.
 */
async function linesInCutting(
  request: APIRequestContext,
  count: number,
  session?: APIRequestContext,
): Promise<number[]> {
  const cut = await cuttingId(request);
  const [released, work, onCutList] = await Promise.all([
    upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=100"),
    upstream<{ productionPolygonId: number }[]>(
      request,
      `polygondepartment/getbydepartment?productionDepartmentId=${cut}`,
    ),
    session ? linesOnCutList(session, cut) : new Set<number>(),
  ]);
  const planned = new Set(work.map((w) => w.productionPolygonId));
  const ids = released
    .filter((p) => planned.has(p.id) && currentValue(p) === 100 && !onCutList.has(p.id))
    .map((p) => p.id)
    .sort((a, b) => a - b);
  const from = Math.floor(ids.length / 2);
  const chosen = ids.slice(from, from + count);
  if (chosen.length < count) throw new Error(`only ${chosen.length} lines wait in cutting`);
  return chosen;
}

/** This tablet's "ask before a second scan within" setting, as /scanner stores it, before the page loads. */
async function askWithin(page: Page, seconds: number) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    scannerSettingsStorageKey,
    JSON.stringify({ ...defaultScannerSettings, repeatScanConfirmSeconds: seconds }),
  ] as const);
}

/** A ticket scan that starts its line: asked about material first where it waits, and the same scan again says yes. */
async function startByScan(page: Page, ticket: string) {
  await scan(page, ticket);
  const asked = page.getByRole("dialog", { name: new RegExp(`^Start .*${ticket}\\?$`) });
  const started = scanBand(page).filter({ hasText: `${ticket} started` });
  await expect(asked.or(started)).toBeVisible();
  if ((await asked.count()) > 0) await scan(page, ticket);
  await expect(started).toBeVisible();
}

const askedAgain = (page: Page, ticket: string, how: "scanned" | "started") =>
  page.getByRole("dialog", { name: new RegExp(`^${ticket} was ${how} \\d+ s ago$`) });

test.describe("a second scan within the setting asks, counted from the line's own last move (issue 45, item 1)", () => {
  test.use({ storageState: storageStateOf("cutter") });

  test("with another ticket scanned between, and after the card's Start; past the window it moves", async ({
    page,
    request,
  }) => {
    const [first, second, third, fourth] = (await linesInCutting(request, 4, page.request)).map((id) => ({
      id,
      ticket: ticketCode(id),
    }));
    await askWithin(page, 30);
    await openCutting(page);

    // P…A started, P…B started, then P…A again: the question, counted from A's own start
    // (the last scan of any ticket was B's, which asked nothing of A).
    await startByScan(page, first!.ticket);
    await startByScan(page, second!.ticket);
    await scan(page, first!.ticket);
    const again = askedAgain(page, first!.ticket, "scanned");
    await expect(again).toContainText("Scanned again. Is this line done?");
    expect(await statusOf(request, first!.id)).toBe(200);
    await again.getByRole("button", { name: "Not done" }).click();
    await expect(again).toHaveCount(0);
    expect(await statusOf(request, first!.id)).toBe(200);

    // Started by the card's button: a scan right after it asks too.
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`${third!.ticket}$`) }) });
    await scrollTo(page, card);
    await card.getByRole("button", { name: "Start", exact: true }).click();
    const anyway = page.getByRole("dialog").getByRole("button", { name: "Start anyway" });
    const started = scanBand(page).filter({ hasText: `${third!.ticket} started` });
    await expect(anyway.or(started)).toBeVisible();
    if ((await anyway.count()) > 0) await anyway.click();
    await expect(started).toBeVisible();
    await scan(page, third!.ticket);
    const afterButton = askedAgain(page, third!.ticket, "started");
    await expect(afterButton).toContainText("Scanned again. Is this line done?");
    await afterButton.getByRole("button", { name: "Done", exact: true }).click();
    await expect(scanBand(page)).toContainText(`${third!.ticket} done`);
    await expect.poll(() => statusOf(request, third!.id)).toBe(290);

    // Past the window (set to 3 s here) the second scan does what a scan does: the line is done.
    await askWithin(page, 3);
    await openCutting(page);
    await startByScan(page, fourth!.ticket);
    await page.waitForTimeout(3_500);
    await scan(page, fourth!.ticket);
    // A line still waiting for material asks "Finish …?" first, as any first scan does; the same
    // ticket again says yes.
    const finishAnyway = page.getByRole("dialog", { name: new RegExp(`^Finish .*${fourth!.ticket}\\?$`) });
    const done = scanBand(page).filter({ hasText: `${fourth!.ticket} done` });
    await expect(finishAnyway.or(done)).toBeVisible();
    await expect(askedAgain(page, fourth!.ticket, "scanned")).toHaveCount(0);
    if ((await finishAnyway.count()) > 0) await scan(page, fourth!.ticket);
    await expect(done).toBeVisible();
    await expect(askedAgain(page, fourth!.ticket, "scanned")).toHaveCount(0);
    await expect.poll(() => statusOf(request, fourth!.id)).toBe(290);
  });

  test("the camera's second read of a ticket asks as the hand scanner's does, and never finishes the line", async ({
    playwright,
    launchOptions,
    baseURL,
    request,
  }, testInfo) => {
    const [id] = await linesInCutting(request, 1);
    const ticket = ticketCode(id!);
    // The ticket comes into view every 2.5 s (0.5 s of the label, 2 s of white): each view is one read.
    const video = path.join(os.tmpdir(), `station-repeat-${testInfo.workerIndex}-${id}.y4m`);
    await writeBarcodeVideo(video, ticket, 5, 20);
    const browser = await launchWithCamera(playwright.chromium, launchOptions, video);
    try {
      const context = await browser.newContext({ baseURL, storageState: storageStateOf("cutter") });
      const page = await context.newPage();
      await openCutting(page);
      await page.getByRole("button", { name: "Scan with camera" }).click();
      // The first read starts the line (a line waiting for material: the first asks, the second says yes);
      // the next, 2.5 s later, is a second scan within 10 s (the default): asked, not done.
      const again = askedAgain(page, ticket, "scanned");
      await expect(again).toContainText("Scanned again. Is this line done?", { timeout: 30_000 });
      expect(await statusOf(request, id!)).toBe(200);
      // While it asks, the label read again and again moves nothing.
      await page.waitForTimeout(6_000);
      await expect(again).toBeVisible();
      expect(await statusOf(request, id!)).toBe(200);
    } finally {
      await browser.close();
      await rm(video, { force: true });
    }
  });
});
