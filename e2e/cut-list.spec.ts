// Issue 30, the cutter's screen: at the cutting station the cutter opens the
// Cut list, scans a roll of another fabric (red, with the reason), scans the right one
// (green), cuts the pieces of the roll's first line by their job ticket (the
// line is then done at cutting), takes the roll off and accepts its leftover
// as an offcut, whose Code 128 label prints on the station's printer; the next
// plan cuts the roll's other lines from that offcut (offcuts before rolls). Sent back to
// cutting by a supervisor, the line's tickets are listed to cut again.
import { expect, test } from "@playwright/test";
import { startFakePrinter, type Received } from "../tests/support/printing/fake-printer";
import { ticketCode } from "../lib/polygons/ticket-code";
import { storageStateOf } from "./setup/settings";
import { scanBand, seriousViolations, upstream, wedgeScan } from "./support/floor";
import { addPrinterAsAdmin, removePrinterAsAdmin } from "./support/printers";

test.use({ storageState: storageStateOf("cutter"), viewport: { width: 1280, height: 800 } });

type Cut = { productionPolygonId: number; offsetMm: number | null; lengthMm: number };
type Roll = {
  rollId: number;
  code: string;
  lot: string | null;
  isOffcut: boolean;
  lengthLeftMm: number;
  cuts: Cut[];
};
type Fabric = { materialCode: string; materialName: string | null; rolls: Roll[] };
type Polygon = { statuses: { id: number; productionStatusValue: number; assignedAt: string }[] };

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
  ]);

/**
 * A roll whose first line is cut from it alone, with other lines after it (they move to the offcut).
 * Where one can, a roll whose planned rest holds that line again: sent back to cutting at the end,
 * the line then fits the offcut, whatever the specs before this one left of the fabric's stock.
 */
function pickRoll(fabrics: Fabric[]) {
  const fitting = candidates(fabrics);
  const fitsAgain = fitting.find((c) => {
    const end = Math.max(...c.roll.cuts.map((cut) => (cut.offsetMm ?? 0) + cut.lengthMm));
    const lineMm = c.roll.cuts
      .filter((cut) => cut.productionPolygonId === c.line)
      .reduce((sum, cut) => sum + cut.lengthMm, 0);
    return c.roll.lengthLeftMm - end >= lineMm;
  });
  const chosen = fitsAgain ?? fitting[0];
  if (!chosen) throw new Error("no roll of the plan fits this walk");
  return chosen;
}

function candidates(fabrics: Fabric[]) {
  const found: { fabric: Fabric; roll: Roll; line: number; pieces: number }[] = [];
  // A fabric without older offcuts in the plan: the new one is the only offcut to cut from first.
  for (const fabric of fabrics.filter((f) => !f.rolls.some((r) => r.isOffcut)))
    for (const roll of fabric.rolls) {
      const first = roll.cuts[0];
      if (roll.isOffcut || !first || first.offsetMm === null) continue;
      const line = first.productionPolygonId;
      const elsewhere = fabrics.some((f) =>
        f.rolls.some((r) => r !== roll && r.cuts.some((c) => c.productionPolygonId === line)),
      );
      const pieces = roll.cuts.filter((c) => c.productionPolygonId === line);
      // Every piece of the line on its own strip, the others after them along the roll.
      const isPlain = pieces.every((p) => roll.cuts.filter((c) => c.offsetMm === p.offsetMm).length === 1);
      const others = roll.cuts.filter((c) => c.productionPolygonId !== line);
      if (!elsewhere && isPlain && others.length > 0)
        found.push({ fabric, roll, line, pieces: pieces.length });
    }
  return found;
}

test("the cutter confirms a roll, cuts its first line by ticket and leaves an offcut the next plan cuts from first", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const printer = await startFakePrinter();
  const printerName = `Cutting e2e ${printer.port}`;
  try {
    await addPrinterAsAdmin(browser, { name: printerName, port: printer.port, departments: ["Cutting"] });
    const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
    const cut = departments.find((d) => d.code === "CUT")!.id;

    await page.goto(`/stations/${cut}`);
    await page.getByRole("link", { name: "Cut list" }).click();
    await expect(page).toHaveURL(new RegExp(`/stations/${cut}/cut-list$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cut list");
    await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");

    // The plan as the screen reads it (the cutter's own session).
    const answer = await page.request.get(`/api/cutting/cut-list?departmentId=${cut}`);
    expect(answer.ok()).toBe(true);
    const { fabrics } = (await answer.json()) as { fabrics: Fabric[] };
    const { fabric, roll, line, pieces } = pickRoll(fabrics);
    // The line's status now (waiting at cutting): where a supervisor sends it back to at the end.
    const polygon = await upstream<Polygon>(request, `polygon/getbyid?id=${line}`);
    const waitingValue = [...polygon.statuses].sort(
      (a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id,
    )[0]!.productionStatusValue;
    // A roll of another fabric: another roll of this one may stand in (docs/cutting.md, "A way out").
    const wrong = fabrics.filter((f) => f.materialCode !== fabric.materialCode).flatMap((f) => f.rolls)[0]!;
    const rolls = page.getByRole("list", { name: `Rolls of ${fabric.materialName ?? fabric.materialCode}` });
    const card = rolls.getByRole("listitem", { name: `Roll ${roll.code}`, exact: true });
    await expect(card).toBeVisible({ timeout: 60_000 });
    const choose = card.getByRole("button", { name: "Cut from this roll" });
    if (await choose.isVisible()) await choose.click();
    await expect(card.getByText("Scan this roll's label to confirm it.")).toBeVisible();
    // The card shows each cut: ticket, line, size and its marks from the roll's start.
    const firstRow = card.getByRole("row").nth(1);
    await expect(firstRow).toContainText(ticketCode(line));
    await expect(firstRow).toContainText(`0 → ${roll.cuts[0]!.lengthMm} mm along`);
    // Tablet-sized targets: another roll's "Cut from this roll" is 48 px high or more.
    const box = await page.getByRole("button", { name: "Cut from this roll" }).first().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);

    // A wrong roll: red, with the reason in a sentence naming both rolls.
    await wedgeScan(page, wrong.code);
    const wrongVerdict = card.getByRole("alert");
    await expect(wrongVerdict).toContainText(`(roll ${wrong.code})`);
    await expect(wrongVerdict).toContainText(`from ${roll.code}`);
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "error");

    // The right roll: green.
    await wedgeScan(page, roll.code);
    await expect(card.getByRole("status")).toContainText(`Right roll: ${roll.code}`);
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
    const confirmed = page.getByRole("region", { name: `Cutting from ${roll.code}` });
    await expect(confirmed).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Each piece of the first line by its ticket; the last one makes the line done at cutting.
    // Each scan waits for its own answer: the band names the length left on the roll after that cut.
    let left = roll.lengthLeftMm;
    for (const [i, piece] of roll.cuts.filter((c) => c.productionPolygonId === line).entries()) {
      left -= piece.lengthMm;
      await wedgeScan(page, ticketCode(line));
      // "1 of 3" feedback: a line of several pieces names each one; the last makes the line done at cutting.
      const code = ticketCode(line);
      const title =
        i === pieces - 1
          ? new RegExp(`${code} cut: (piece \\d+ of \\d+, )?done at cutting`)
          : new RegExp(`${code} cut(: piece \\d+ of \\d+)?`);
      await expect(scanBand(page)).toContainText(`${left} mm left.`, { timeout: 30_000 });
      await expect(scanBand(page)).toContainText(title);
      await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
    }
    // The next plan no longer lists the line.
    await expect(page.getByRole("cell", { name: ticketCode(line), exact: true })).toHaveCount(0, {
      timeout: 60_000,
    });

    // The roll comes off: its planned rest is accepted and becomes an offcut with a printed label.
    await confirmed.getByRole("button", { name: "End of roll: leftover" }).click();
    const dialog = page.getByRole("dialog", { name: `Leftover of ${roll.code}` });
    await expect(dialog).toContainText("Planned rest:");
    await dialog.getByRole("button", { name: "Accept the planned rest" }).click();
    const outcome = page.getByRole("status").filter({ hasText: "Offcut ROL-" });
    await expect(outcome).toContainText(`Printed: 1 label on ${printerName}`, { timeout: 30_000 });
    const offcutCode = /Offcut (ROL-\d{6})/.exec((await outcome.textContent()) ?? "")![1]!;
    const [label] = await within<Received[]>(printer.waitForJobs(1), 15_000);
    expect(label!.text).toMatch(new RegExp(`\\^BC[^\\^]*\\^FH\\^FD${offcutCode}\\^FS`));
    expect(label!.text).toContain("^FDOffcut^FS");

    // The next plan cuts the roll's other lines from the new offcut (offcuts before rolls); the list
    // itself is in the order of what is due, so the offcut's card is found by its name, not its place.
    const next = rolls.getByRole("listitem", { name: `Offcut ${offcutCode}`, exact: true });
    await expect(next).toBeVisible({ timeout: 60_000 });
    const other = roll.cuts.find((c) => c.productionPolygonId !== line)!;
    await expect(
      next.getByRole("cell", { name: ticketCode(other.productionPolygonId), exact: true }).first(),
    ).toBeVisible();
    await expect(rolls.getByRole("listitem", { name: `Roll ${roll.code}`, exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A flaw found later: the supervisor sends the line back to cutting, and its tickets are listed again.
    const office = await (await browser.newContext({ storageState: storageStateOf("supervisor") })).newPage();
    await office.goto("/supervisor");
    const moved = await office.request.post("/api/status/polygons", {
      data: { productionPolygonIds: [line], statusValue: waitingValue, remarks: "flaw in the fabric" },
      headers: { Origin: new URL(office.url()).origin },
    });
    expect(moved.status(), await moved.text()).toBe(204);
    await office.context().close();
    await page.reload();
    // Listed to cut again: its tickets on a roll, or, when the fabric left in stock cannot hold it
    // any more, under "Not plannable" with the reason.
    const again = page.getByRole("cell", { name: ticketCode(line), exact: true });
    const notPlannable = page
      .getByRole("list", { name: "Not plannable" })
      .getByRole("listitem")
      .filter({ hasText: `${ticketCode(line)}: ` });
    await expect(again.first().or(notPlannable)).toBeVisible({ timeout: 60_000 });
    if (await again.count()) await expect(again).toHaveCount(pieces);
  } finally {
    // The fake printer goes with this spec: a Cutting printer left behind would serve the specs after it.
    await removePrinterAsAdmin(browser, printerName);
    await printer.close();
  }
});
