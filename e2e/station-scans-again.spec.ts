// Issue 28, items 4, 5 and 12, driven as the cutter works: job tickets typed by
// the hand scanner, taps on the dialogs and "Undo my last move". A ticket of a
// line still waiting for material asks "Start anyway?" and a second scan says
// yes; the same ticket scanned again asks what the line's state calls for; an
// undo puts the working time back, as the cutter's timer and card and the
// supervisor's report show.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from "@playwright/test";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { storageStateOf } from "./setup/settings";
import { scanBand, upstream, wedgeScan as scan } from "./support/floor";

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

/** The newest released line planned in cutting whose material is not all matched: its ticket (P…). */
async function lineWaitingForMaterial(request: APIRequestContext): Promise<{ id: number; ticket: string }> {
  const cut = await cuttingId(request);
  const [released, work] = await Promise.all([
    upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=100"),
    upstream<{ productionPolygonId: number }[]>(
      request,
      `polygondepartment/getbydepartment?productionDepartmentId=${cut}`,
    ),
  ]);
  const planned = new Set(work.map((w) => w.productionPolygonId));
  const [newest] = released
    .filter((p) => planned.has(p.id) && currentValue(p) === 100)
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
    const line = await lineWaitingForMaterial(request);
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
    const line = await lineWaitingForMaterial(request);
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
    const line = await lineWaitingForMaterial(request);
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
