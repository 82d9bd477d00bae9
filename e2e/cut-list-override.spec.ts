// Done at the cutting station for a line whose pieces are still on the Cut list
// (issue 42, item 3; docs/cutting.md, "Done at the station"). A cutter sees the
// refusal with its reason and is sent to the Cut list, with no way past it; a
// supervisor sees the same reason with "Done without cutting", is asked once
// more, and the line moves on, audited. Each test chooses its own line through
// the API (released, work planned in cutting, pieces on the Cut list), so the
// walks hold whatever the specs before them moved.
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
import { cutListOf } from "./support/cut-list";
import { scanBand, scrollQueueTo, seriousViolations, upstream } from "./support/floor";

type Status = { productionStatusValue: number; assignedAt: string; id: number };
type Polygon = { id: number; statuses: Status[] };

const currentValue = (polygon: Polygon) =>
  [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id)[0]
    ?.productionStatusValue;

const statusOf = async (request: APIRequestContext, id: number) =>
  currentValue(await upstream<Polygon>(request, `polygon/getbyid?id=${id}`));

async function cuttingId(request: APIRequestContext): Promise<number> {
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const cut = departments.find((d) => d.code === "CUT");
  if (!cut) throw new Error("the demo data has no CUT department");
  return cut.id;
}

/**
 * A released line waiting in cutting with pieces on the Cut list, and how many the Cut list plans
 * for it; `session` is the signed-in employee's (the Cut list is read as the tablet reads it).
 */
async function lineOnCutList(request: APIRequestContext, session: APIRequestContext, cut: number) {
  const [released, work, list] = await Promise.all([
    upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=100"),
    upstream<{ productionPolygonId: number }[]>(
      request,
      `polygondepartment/getbydepartment?productionDepartmentId=${cut}`,
    ),
    cutListOf(session, cut),
  ]);
  const planned = new Set(work.map((w) => w.productionPolygonId));
  const cuts = list.fabrics.flatMap((f) => f.rolls.flatMap((r) => r.cuts));
  const line = released.find(
    (p) => planned.has(p.id) && currentValue(p) === 100 && cuts.some((c) => c.productionPolygonId === p.id),
  );
  if (!line) throw new Error("no released line with pieces on the Cut list waits for cutting");
  return { id: line.id, pieces: cuts.filter((c) => c.productionPolygonId === line.id).length };
}

/** Starts the line through the station's own route (as the Start button sends it), then opens its card. */
async function startAndOpen(page: Page, cut: number, id: number) {
  await page.goto(`/stations/${cut}`);
  await expect(page.getByRole("heading", { name: "Station: Cutting" })).toBeVisible();
  const started = await page.request.post(`/api/departments/${cut}/polygons/${id}/start`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(started.status(), await started.text()).toBe(200);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`${ticketCode(id)}$`) }) });
  await scrollQueueTo(page, card);
  return card;
}

/** The card's Done; a line still waiting for material asks that first (components/stations/material-wait.tsx). */
async function pressDone(page: Page, card: Locator) {
  await card.getByRole("button", { name: "Done", exact: true }).click();
  const material = page.getByRole("dialog", { name: /^Finish .+\?$/ });
  const refused = page.getByRole("dialog", { name: "Cut it on the Cut list" }).or(scanBand(page));
  await expect(material.or(refused).first()).toBeVisible();
  if (await material.count()) await material.getByRole("button", { name: "Done anyway" }).click();
}

async function auditOf(browser: Browser, polygonId: number) {
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  try {
    const response = await admin.request.get("/api/admin/audit?action=cutting.done-over-cut-list&limit=20");
    expect(response.ok()).toBe(true);
    const rows = (await response.json()) as { username: string; details: unknown }[];
    return rows.find((row) => JSON.stringify(row.details).includes(`"productionPolygonId":${polygonId}`));
  } finally {
    await admin.close();
  }
}

const reason = (pieces: number) =>
  new RegExp(`(^|\\D)${pieces} pieces? of this line (is|are) on the Cut list`);

test.describe("as a supervisor", () => {
  test.use({ storageState: storageStateOf("supervisor") });

  test("a Done refused for pieces on the Cut list offers Done without cutting, asks first, and moves the line", async ({
    page,
    request,
    browser,
  }) => {
    const cut = await cuttingId(request);
    const { id, pieces } = await lineOnCutList(request, page.request, cut);
    const ticket = ticketCode(id);
    const card = await startAndOpen(page, cut, id);
    expect(await statusOf(request, id)).toBe(200);

    await pressDone(page, card);
    const refusal = page.getByRole("dialog", { name: "Cut it on the Cut list" });
    await expect(refusal).toContainText(reason(pieces));
    await expect(refusal.getByRole("link", { name: "Go to the Cut list" })).toHaveAttribute(
      "href",
      `/stations/${cut}/cut-list`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The first press only asks; Back returns to the refusal, Cancel closes it: nothing has moved.
    await refusal.getByRole("button", { name: "Done without cutting" }).click();
    const question = page.getByRole("dialog", {
      name: new RegExp(`^Finish .*${ticket} without cutting\\?$`),
    });
    await expect(question).toContainText(/leaves? the Cut list uncut, and the roll keeps its metres/);
    await question.getByRole("button", { name: "Back" }).click();
    await refusal.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await statusOf(request, id)).toBe(200);
    expect(await auditOf(browser, id)).toBeUndefined();

    await pressDone(page, card);
    await refusal.getByRole("button", { name: "Done without cutting" }).click();
    await question.getByRole("button", { name: "Yes, done without cutting" }).click();
    await expect(scanBand(page)).toContainText(`${ticket} done`);
    await expect(card).toHaveCount(0);
    await expect.poll(() => statusOf(request, id)).not.toBe(200);
    expect(await auditOf(browser, id)).toMatchObject({ username: "supervisor" });
  });
});

test.describe("as the cutter", () => {
  test.use({ storageState: storageStateOf("cutter") });

  test("a Done refused for pieces on the Cut list says why and sends the cutter there, with no override", async ({
    page,
    request,
  }) => {
    const cut = await cuttingId(request);
    const { id, pieces } = await lineOnCutList(request, page.request, cut);
    const card = await startAndOpen(page, cut, id);

    await pressDone(page, card);
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "error");
    await expect(scanBand(page)).toContainText("Cut it on the Cut list");
    await expect(scanBand(page)).toContainText(reason(pieces));
    await expect(page).toHaveURL(new RegExp(`/stations/${cut}/cut-list$`));
    await expect(page.getByRole("button", { name: "Done without cutting" })).toHaveCount(0);
    expect(await statusOf(request, id)).toBe(200);

    // The override the supervisor's button sends is refused to a cutter too.
    const forced = await page.request.post(`/api/departments/${cut}/polygons/${id}/finish?cutList=override`, {
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(forced.status()).toBe(409);
    expect(await statusOf(request, id)).toBe(200);
  });
});
