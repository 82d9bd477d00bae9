// Material matching on a tablet: the matcher scans a demo roll's EAN, the
// oldest unmatched entry of that material is preselected, a second scan
// matches it (checked through the production API) and the count of polygons
// waiting for material drops; a defect is reported with a photo and repaired (hasDefect
// back off, hadDefect kept); unmatching needs a reason.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { scanBand, seriousViolations, upstream, wedgeScan as scan } from "./support/floor";
import { ticketCode } from "@/lib/polygons/ticket-code";

/** An entry as the matcher sees it named: "line 5 · P0134" (lib/polygons/floor-labels.ts), as a pattern. */
const jobName = (productionPolygonId: number) => `line \\d+ · ${ticketCode(productionPolygonId)}`;

type Entry = {
  id: number;
  productionPolygonId: number;
  isMatched: boolean;
  hasDefect: boolean;
  hadDefect: boolean;
};
type Row = { eanCode: string | null; date: string | null; polygonProjectMaterials: Entry[] };
type Browse = { results: Row[]; totalResults: number };
type UnmatchedPolygon = { id: number; materials: { isMatched: boolean }[] };

const browse = (request: APIRequestContext, body: Record<string, unknown>) =>
  upstream<Browse>(request, "matching/browse", { method: "POST", data: body });

const unmatchedPolygons = (request: APIRequestContext) =>
  upstream<UnmatchedPolygon[]>(request, "polygon/getunmatched");

async function entryOf(request: APIRequestContext, ean: string, id: number): Promise<Entry | undefined> {
  const { results } = await browse(request, { eanCode: ean, take: 100 });
  return results.flatMap((r) => r.polygonProjectMaterials).find((e) => e.id === id);
}

/** The oldest unmatched entry of an EAN: earliest planned row (undated last), then lowest entry id. */
function oldestUnmatched(rows: Row[]): Entry | undefined {
  const time = (row: Row) => (row.date ? Date.parse(row.date) : Number.POSITIVE_INFINITY);
  const candidates = rows.flatMap((row) =>
    row.polygonProjectMaterials.filter((e) => !e.isMatched).map((entry) => ({ entry, at: time(row) })),
  );
  candidates.sort((a, b) => a.at - b.at || a.entry.id - b.entry.id);
  return candidates[0]?.entry;
}

/**
 * A demo EAN whose oldest unmatched entry is its polygon's only unmatched
 * material (so matching it takes the polygon off the unmatched count).
 */
async function findDemoRoll(request: APIRequestContext) {
  const [{ results }, waiting] = await Promise.all([
    browse(request, { isMatched: false, hasDefect: false, take: 200, sort: "date" }),
    unmatchedPolygons(request),
  ]);
  const unmatchedOf = new Map(waiting.map((p) => [p.id, p.materials.filter((m) => !m.isMatched).length]));
  const eans = [...new Set(results.map((r) => r.eanCode).filter((e): e is string => Boolean(e)))];
  for (const ean of eans) {
    const rows = (await browse(request, { eanCode: ean, take: 100 })).results;
    const entry = oldestUnmatched(rows);
    if (entry && !entry.hasDefect && unmatchedOf.get(entry.productionPolygonId) === 1) {
      return { ean, entry, unmatchedCount: waiting.length };
    }
  }
  throw new Error("the demo data has no EAN whose oldest entry is its polygon's last unmatched one");
}

const feedback = scanBand;
const counter = (page: Page) => page.getByTestId("unmatched-count");

test.use({ storageState: storageStateOf("matcher"), viewport: { width: 1280, height: 800 } });

test("the matcher matches a roll by scanning its EAN, reports a defect and its repair, and unmatches it with a reason", async ({
  page,
}) => {
  const { ean, entry, unmatchedCount } = await findDemoRoll(page.request);
  const polygonName = new RegExp(`^${jobName(entry.productionPolygonId)}\\b`);

  await page.goto("/matching");
  await expect(page.getByRole("heading", { name: "Material matching" })).toBeVisible();
  await expect(counter(page)).toHaveText(String(unmatchedCount));

  // First scan: the rows of this EAN, the oldest unmatched entry preselected.
  await scan(page, ean);
  const scanned = page.getByRole("region", { name: `Scanned EAN ${ean}` });
  await expect(scanned).toBeVisible();
  const selected = scanned.getByRole("button", { pressed: true });
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveAccessibleName(polygonName);
  expect((await entryOf(page.request, ean, entry.id))?.isMatched).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);

  // Second scan of the same EAN: matched, green, and the polygon leaves the count.
  await scan(page, ean);
  await expect(feedback(page)).toContainText(new RegExp(`Matched: ${jobName(entry.productionPolygonId)}`));
  await expect.poll(async () => (await entryOf(page.request, ean, entry.id))?.isMatched).toBe(true);
  await expect(counter(page)).toHaveText(String(unmatchedCount - 1));
  expect((await unmatchedPolygons(page.request)).length).toBe(unmatchedCount - 1);

  // A defect with a remark: red, hasDefect and hadDefect set upstream.
  const entryButton = scanned.getByRole("button", { name: polygonName }).first();
  await entryButton.click();
  await expect(entryButton).toHaveAttribute("aria-pressed", "true");
  const actions = scanned.getByRole("region", {
    name: new RegExp(`^Actions for ${jobName(entry.productionPolygonId)}$`),
  });
  await actions.getByRole("button", { name: "Report defect…" }).click();
  await expect(actions.getByRole("button", { name: "Report defect", exact: true })).toBeDisabled();
  await actions.getByLabel("What is wrong with the material (required)").fill("Stain along the selvedge");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await actions
    .getByLabel("Photo of the defect (optional)")
    .setInputFiles({ name: "stain.png", mimeType: "image/png", buffer: png });
  await actions.getByRole("button", { name: "Report defect", exact: true }).click();
  await expect(feedback(page)).toContainText(
    new RegExp(`Defect reported: ${jobName(entry.productionPolygonId)}`),
  );
  await expect(entryButton).toContainText("Defect");
  await expect
    .poll(async () => await entryOf(page.request, ean, entry.id))
    .toMatchObject({ hasDefect: true, hadDefect: true });
  // The report stands out with the row: remark, who, and the photo as it was taken.
  await expect(scanned.getByText("“Stain along the selvedge”")).toBeVisible();
  const photo = scanned.getByRole("img", {
    name: new RegExp(`^Photo of the defect on ${jobName(entry.productionPolygonId)}$`),
  });
  await expect(photo).toBeVisible();
  const served = await page.request.get((await photo.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);

  // Repaired: hasDefect off, hadDefect stays.
  await actions.getByRole("button", { name: "Repaired" }).click();
  await expect(feedback(page)).toContainText(new RegExp(`Repaired: ${jobName(entry.productionPolygonId)}`));
  await expect
    .poll(async () => await entryOf(page.request, ean, entry.id))
    .toMatchObject({ hasDefect: false, hadDefect: true, isMatched: true });
  await expect(entryButton).toContainText("had a defect");

  // Unmatching needs a reason; then the polygon counts as waiting again.
  await actions.getByRole("button", { name: "Unmatch…" }).click();
  const confirm = actions.getByRole("button", { name: "Unmatch", exact: true });
  await expect(confirm).toBeDisabled();
  await actions.getByLabel("Reason for unmatching (required)").fill("Roll belongs to another order");
  await confirm.click();
  await expect(feedback(page)).toContainText(new RegExp(`Unmatched: ${jobName(entry.productionPolygonId)}`));
  await expect.poll(async () => (await entryOf(page.request, ean, entry.id))?.isMatched).toBe(false);
  await expect(counter(page)).toHaveText(String(unmatchedCount));
});

test("an EAN whose last digit was misread is called a misread EAN, not a package label", async ({ page }) => {
  const { ean } = await findDemoRoll(page.request);
  const misread = `${ean.slice(0, -1)}${(Number(ean.at(-1)) + 1) % 10}`;
  await page.goto("/matching");
  await expect(page.getByRole("heading", { name: "Material matching" })).toBeVisible();
  await scan(page, misread);
  await expect(scanBand(page)).toContainText("EAN not read right");
  await expect(scanBand(page)).toContainText(
    `${misread} has the digits of an EAN, but its check digit is wrong`,
  );
  await expect(scanBand(page)).not.toContainText("package label");
});

test("browsing: search, the status filters and paging", async ({ page }) => {
  const all = await browse(page.request, { take: 1 });
  const waiting = await browse(page.request, { isMatched: false, take: 1 });
  const defects = await browse(page.request, { hasDefect: true, take: 1 });
  await page.goto("/matching");
  const list = page.getByRole("region", { name: "All materials" });
  // The list opens on the rows still waiting for material.
  await expect(list.getByRole("button", { name: "Waiting for material" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(list.getByText(`(${waiting.totalResults} rows)`)).toBeVisible();
  await list.getByRole("button", { name: "All", exact: true }).click();
  await expect(list.getByText(`(${all.totalResults} rows)`)).toBeVisible();

  await list.getByRole("button", { name: "Defect", exact: true }).click();
  await expect(list.getByText(`(${defects.totalResults} rows)`)).toBeVisible();
  // Every row shown under "Defect" has a red (defective) entry.
  const rows = list.getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByText("Defect").first()).toBeVisible();

  await list.getByRole("button", { name: "All", exact: true }).click();
  await list.getByLabel("Search").fill("no such material anywhere");
  await expect(list.getByText("No rows match.")).toBeVisible();

  await list.getByLabel("Search").fill("");
  await expect(list.getByText("Page 1 of")).toBeVisible();
  if (all.totalResults > 20) {
    await list.getByRole("button", { name: "Next" }).click();
    await expect(list.getByText("Page 2 of")).toBeVisible();
  }
});
