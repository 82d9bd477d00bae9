// Issue 30, an offcut's label without a printer: at a cutting station that no
// label printer serves, the cutter ends a roll and accepts its leftover as an
// offcut. The stations' own fallback offers the label's print page in a new
// tab ("No printer for this tablet"), where the offcut's Code 128 code is on
// the 100 × 50 mm label; the cut list stays as it was. With a printer that
// cannot be reached, "Print in the browser instead" comes after a few seconds.
import { expect, test, type Page } from "@playwright/test";
import { startFakePrinter } from "../tests/support/printing/fake-printer";
import { storageStateOf } from "./setup/settings";
import { seriousViolations, upstream, wedgeScan } from "./support/floor";
import { addPrinterAsAdmin } from "./support/printers";

test.use({ storageState: storageStateOf("cutter"), viewport: { width: 1280, height: 800 } });

type Roll = { rollId: number; code: string; isOffcut: boolean; widthMm: number; lengthLeftMm: number };
type Fabric = { materialCode: string; materialName: string | null; rolls: Roll[] };

/**
 * A roll to end: an offcut of the plan (ending it leaves the same length as a new
 * offcut), else a roll of a fabric that has offcuts. The cut list's own walk
 * (cut-list.spec.ts) keeps to fabrics without offcuts, so this one leaves its rolls alone.
 */
function pickRoll(fabrics: Fabric[]) {
  const long = (r: Roll) => r.lengthLeftMm > 1_000;
  for (const fabric of fabrics) {
    const offcut = fabric.rolls.find((r) => r.isOffcut && long(r));
    if (offcut) return { fabric, roll: offcut };
  }
  for (const fabric of fabrics.filter((f) => f.rolls.some((r) => r.isOffcut))) {
    const roll = fabric.rolls.find(long);
    if (roll) return { fabric, roll };
  }
  const fabric = fabrics.find((f) => f.rolls.some(long))!;
  return { fabric, roll: fabric.rolls.find(long)! };
}

/** Opens the cut list, confirms a roll by its label and accepts its planned rest: the outcome's status box. */
async function endARoll(page: Page, cut: number) {
  await page.goto(`/stations/${cut}/cut-list`);
  await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
  const answer = await page.request.get(`/api/cutting/cut-list?departmentId=${cut}`);
  expect(answer.ok()).toBe(true);
  const { fabric, roll } = pickRoll(((await answer.json()) as { fabrics: Fabric[] }).fabrics);
  const rolls = page.getByRole("list", { name: `Rolls of ${fabric.materialName ?? fabric.materialCode}` });
  const name = `${roll.isOffcut ? "Offcut" : "Roll"} ${roll.code}`;
  const card = rolls.getByRole("listitem", { name, exact: true });
  await expect(card).toBeVisible({ timeout: 60_000 });
  const choose = card.getByRole("button", { name: "Cut from this roll" });
  if (await choose.isVisible()) await choose.click();
  await wedgeScan(page, roll.code);
  const confirmed = page.getByRole("region", { name: `Cutting from ${roll.code}` });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole("button", { name: "End of roll: leftover" }).click();
  await page
    .getByRole("dialog", { name: `Leftover of ${roll.code}` })
    .getByRole("button", { name: "Accept the planned rest" })
    .click();
  const outcome = page.getByRole("status").filter({ hasText: "Offcut ROL-" });
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  const offcutCode = /Offcut (ROL-\d{6})/.exec((await outcome.textContent()) ?? "")![1]!;
  return { roll, outcome, offcutCode };
}

const cuttingId = async (request: Parameters<typeof upstream>[0]) =>
  (await upstream<{ id: number; code: string }[]>(request, "department/getall")).find(
    (d) => d.code === "CUT",
  )!.id;

test("a cutting station without a printer accepts a leftover and opens the offcut's label in the browser", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const cut = await cuttingId(request);
  const { roll, outcome, offcutCode } = await endARoll(page, cut);

  // No printer serves this station: the offcut is in stock, and its label opens in the browser.
  await expect(outcome).toContainText("No label printer serves this station");
  await expect(outcome).toContainText(`Offcut ${offcutCode}: ${roll.lengthLeftMm} × ${roll.widthMm} mm`);
  const dialog = page.getByRole("dialog", { name: "No printer for this tablet" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const [label] = await Promise.all([
    page.waitForEvent("popup"),
    dialog.getByRole("link", { name: "Open the print page" }).click(),
  ]);
  await expect(label).toHaveURL(new RegExp(`/stations/${cut}/offcuts/\\d+$`));
  await expect(label.getByRole("heading", { name: `Offcut label ${offcutCode}` })).toBeVisible();
  const face = label.getByRole("article", { name: `Offcut label ${offcutCode}` });
  await expect(face.getByRole("img", { name: offcutCode })).toHaveAttribute("data-barcode", offcutCode);
  await expect(face).toContainText(`${roll.lengthLeftMm} × ${roll.widthMm} mm`);
  await expect(label.getByRole("button", { name: "Print" })).toBeVisible();
  expect(await seriousViolations(label)).toEqual([]);
  await label.close();

  // Closing the dialog leaves the cut list as it was; the label stays a tap away.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(`/stations/${cut}/cut-list`);
  await expect(
    outcome.getByRole("link", { name: "Print the offcut's label in the browser" }),
  ).toHaveAttribute("href", new RegExp(`/stations/${cut}/offcuts/\\d+$`));
});

test("with the station's printer out of reach, 'Print in the browser instead' opens the offcut's label", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A loopback port where nothing listens. The printer serves this tablet's device name only (not
  // the Cutting department), so it serves no spec after this one; its queued job keeps it in the list.
  const closed = await startFakePrinter();
  await closed.close();
  const name = `Cutting unreachable e2e ${closed.port}`;
  const device = `Cutting tablet ${closed.port}`;
  await addPrinterAsAdmin(browser, { name, port: closed.port, devices: device });
  await page.goto("/scanner");
  await page.getByLabel("This device's name").fill(device);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved on this tablet.")).toBeVisible();

  const { outcome, offcutCode } = await endARoll(page, await cuttingId(request));
  await expect(outcome).toContainText(name);
  const instead = outcome.getByRole("link", { name: "Print in the browser instead" });
  await expect(instead).toBeVisible({ timeout: 15_000 });
  await expect(outcome).toContainText("cannot be reached");
  expect(await seriousViolations(page)).toEqual([]);
  const [label] = await Promise.all([page.waitForEvent("popup"), instead.click()]);
  await expect(label.getByRole("img", { name: offcutCode })).toBeVisible();
  await label.close();
});
