// Issue 42, the cutter's way out, walked as a cutter would at the Cut list: the
// planned roll of a line of three widths is damaged, so it is set aside with a
// reason and the length still good; the next plan cuts the line from another
// roll of the same fabric, which the cutter confirms (a roll of its lot may
// stand in); the three tickets answer "piece 1 of 3", "2 of 3", "3 of 3"; the
// roll is ended with a measured leftover a metre short. The supervisor's
// fabric card then shows that metre as waste, and the damaged roll set aside.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { isFarBelowRest } from "@/lib/cutting/rolls/far-below";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { storageStateOf } from "./setup/settings";
import { cutListOf, type CutList, type CutListRoll } from "./support/cut-list";
import { scanBand, upstream, wedgeScan } from "./support/floor";

test.use({ storageState: storageStateOf("cutter") });

type StockRoll = {
  id: number;
  code: string;
  materialCode: string;
  lot: string | null;
  isOffcut: boolean;
  lengthLeftMm: number;
};
type Figures = { days: { start: string; wasteMm: number }[] };

const offcutMinMm = 500;
const shortMm = 1_000;

async function stockRolls(request: APIRequestContext): Promise<StockRoll[]> {
  const response = await request.get("/api/cutting/rolls?status=in-stock");
  expect(response.ok(), `the rolls: ${response.status()}`).toBe(true);
  return ((await response.json()) as { rolls: StockRoll[] }).rolls;
}

type Fabric = CutList["fabrics"][number];

/** The line's pieces of one fabric (a lined curtain has pieces of two). */
const piecesOf = (fabric: Fabric, line: number) =>
  fabric.rolls.flatMap((r) => r.cuts.filter((c) => c.productionPolygonId === line));

/** The roll holding every piece of the line in this fabric, or null when they are spread (or some cut already). */
function rollOfLine(fabric: Fabric, line: number): CutListRoll | null {
  for (const roll of fabric.rolls) {
    const own = roll.cuts.filter((c) => c.productionPolygonId === line);
    if (
      own.length > 0 &&
      own.length === piecesOf(fabric, line).length &&
      own.every((c) => c.offsetMm !== null)
    )
      return roll;
  }
  return null;
}

/** A line of three widths of a fabric, all on one roll of the plan, whose fabric has another roll of that lot in stock. */
function pickWalk(list: CutList, stock: readonly StockRoll[]) {
  for (const fabric of list.fabrics)
    for (const roll of fabric.rolls) {
      if (roll.isOffcut) continue;
      const lines = [...new Set(roll.cuts.map((c) => c.productionPolygonId))];
      const line = lines.find((id) => piecesOf(fabric, id).length === 3 && rollOfLine(fabric, id) === roll);
      if (line === undefined) continue;
      const needMm = piecesOf(fabric, line).reduce((sum, c) => sum + c.lengthMm, 0) + 2 * shortMm;
      const others = stock.filter(
        (s) =>
          s.materialCode === fabric.materialCode &&
          s.id !== roll.rollId &&
          !s.isOffcut &&
          s.lot === roll.lot &&
          s.lengthLeftMm >= needMm,
      );
      if (others.length > 0) return { fabric, roll, line };
    }
  throw new Error("no line of three widths fits this walk in the demo plan");
}

const cardOf = (page: Page, code: string) =>
  page.getByRole("listitem", { name: new RegExp(`^(Roll|Offcut) ${code}$`) });

/** Today's waste in the fabric figures (mm), as the supervisor's card reads them. */
async function wasteToday(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/cutting/figures?days=1&weeks=1");
  expect(response.ok(), `the figures: ${response.status()}`).toBe(true);
  return ((await response.json()) as Figures).days.at(-1)!.wasteMm;
}

test("a damaged roll set aside, another roll of the fabric, a line of three widths cut 1 of 3 to 3 of 3, the roll ended: the waste shows", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const cut = departments.find((d) => d.code === "CUT")!.id;
  const office = await browser.newContext({ storageState: storageStateOf("supervisor") });
  try {
    const supervisor = await office.newPage();
    const wasteBefore = await wasteToday(supervisor.request);

    await page.goto(`/stations/${cut}/cut-list`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cut list");
    await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
    const {
      fabric,
      roll: damaged,
      line,
    } = pickWalk(await cutListOf(page.request, cut), await stockRolls(page.request));
    const ticket = ticketCode(line);
    const fabricName = fabric.materialName ?? fabric.materialCode;

    // The planned roll is damaged: set aside with what happened and the length still good.
    const damagedCard = cardOf(page, damaged.code);
    await expect(damagedCard).toBeVisible({ timeout: 60_000 });
    const choose = damagedCard.getByRole("button", { name: "Cut from this roll" });
    if (await choose.isVisible()) await choose.click();
    await damagedCard.getByRole("button", { name: "Roll damaged" }).click();
    const dialog = page.getByRole("dialog", { name: `${damaged.code} is damaged` });
    const goodMm = Math.floor(damaged.lengthLeftMm / 2);
    await dialog
      .getByLabel("What happened (where you looked, what is damaged)")
      .fill("Wet along the selvedge");
    await dialog.getByLabel("Length still good (mm)").fill(String(goodMm));
    await dialog.getByRole("button", { name: "Set the roll aside" }).click();
    await expect(scanBand(page)).toContainText("Roll set aside");
    await expect(scanBand(page)).toContainText(`${damaged.code} is set aside: the supervisor sees it.`);
    await expect(damagedCard).toHaveCount(0, { timeout: 60_000 });

    // The next plan cuts the line from another roll of the fabric, all three widths on it.
    let planned: CutListRoll | undefined;
    await expect
      .poll(
        async () => {
          const now = (await cutListOf(page.request, cut)).fabrics.find(
            (f) => f.materialCode === fabric.materialCode,
          );
          planned = (now && rollOfLine(now, line)) ?? undefined;
          return planned !== undefined && planned.rollId !== damaged.rollId;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const target = planned!;
    const targetCard = cardOf(page, target.code);
    await expect(targetCard).toBeVisible({ timeout: 60_000 });
    const chooseTarget = targetCard.getByRole("button", { name: "Cut from this roll" });
    if (await chooseTarget.isVisible()) await chooseTarget.click();
    await expect(targetCard.getByText("Scan this roll's label to confirm it.")).toBeVisible();

    // Another roll of the fabric and the planned roll's lot stands in, when there is one in stock.
    const standIn = (await stockRolls(page.request)).find(
      (s) =>
        s.materialCode === fabric.materialCode &&
        s.lot === target.lot &&
        !s.isOffcut &&
        ![target.rollId, damaged.rollId].includes(s.id) &&
        s.lengthLeftMm >= target.lengthLeftMm,
    );
    const used = standIn ?? { code: target.code };
    await wedgeScan(page, used.code);
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
    if (standIn) {
      await expect(targetCard.getByRole("status")).toContainText(
        `Use roll ${standIn.code} instead of ${target.code}`,
      );
      await expect(targetCard.getByRole("status")).toContainText(fabricName);
    } else await expect(targetCard.getByRole("status")).toContainText(`Right roll: ${target.code}`);
    const confirmed = page.getByRole("region", {
      name: new RegExp(`^Cutting from ${used.code}`),
    });
    await expect(confirmed).toBeVisible();

    // Three widths, three tickets: "piece 1 of 3", "2 of 3", "3 of 3" (done at cutting when the line
    // has no other fabric to cut).
    for (const number of [1, 2, 3]) {
      await wedgeScan(page, ticket);
      const title = new RegExp(`${ticket} cut: piece ${number} of 3(, done at cutting)?`);
      await expect(scanBand(page)).toContainText(title, { timeout: 30_000 });
      await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
    }

    // The roll ends: the measured leftover is a metre short of what the roll has left.
    const [onRecord] = (await stockRolls(page.request)).filter((s) => s.code === used.code);
    const measuredMm = onRecord!.lengthLeftMm - shortMm;
    await confirmed.getByRole("button", { name: "End of roll: leftover" }).click();
    const leftover = page.getByRole("dialog", { name: `Leftover of ${used.code}` });
    await leftover.getByLabel("Measured length (mm)").fill(String(measuredMm));
    await leftover.getByRole("button", { name: "Save the measured length" }).click();
    if (isFarBelowRest(measuredMm, onRecord!.lengthLeftMm, offcutMinMm))
      await page.getByRole("button", { name: `Yes: ${shortMm} mm is waste` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${shortMm} mm of ${used.code} counted as waste.` }),
    ).toBeVisible();

    // The supervisor's fabric card: today's waste holds that metre, and the damaged roll is listed.
    await expect.poll(() => wasteToday(supervisor.request)).toBe(wasteBefore + shortMm);
    await supervisor.goto("/supervisor");
    const card = supervisor.getByRole("region", { name: "Fabric" });
    const today = card.getByRole("table", { name: "Per day, last 7 days" }).getByRole("row").last();
    await expect(today.getByRole("cell").nth(5)).toHaveText(/^\d+(\.\d)? %$/);
    const setAside = card.getByRole("listitem").filter({ hasText: `${damaged.code} · ${fabricName}` });
    await expect(setAside).toContainText("Damaged");
    await expect(setAside).toContainText("Wet along the selvedge");
    await expect(setAside).toContainText(`${goodMm.toLocaleString("en")} mm still good`);
  } finally {
    await office.close();
  }
});
