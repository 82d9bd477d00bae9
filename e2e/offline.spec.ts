// Honest offline (issue 21, item 4): the outbox says "Offline" the moment the
// tablet loses its network, before any write; a scan it cannot check offline
// is "Saved, will send" with its uncertainty said plainly; when the server
// later refuses the kept write, the red band and the error sound say so (the
// sound is seen through the oscillators the page starts). The packer in
// English, the sewer in Dutch.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { storageStateOf, type DemoUsername } from "./setup/settings";
import { scanBand, scrollQueueTo, seriousViolations, upstream, typedWedgeScan } from "./support/floor";

const errorBuzzHz = 170;

async function openTablet(browser: Browser, who: DemoUsername, path: string) {
  const context = await browser.newContext({
    storageState: storageStateOf(who),
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(() => {
    // Patient wedge timing on a busy test machine (the outbox is tested, not the wedge), and a record of the tones played.
    localStorage.setItem("shopfloor.scanner-settings.v1", JSON.stringify({ maxInterKeyMs: 150 }));
    const played: number[] = [];
    (window as unknown as { playedHz: number[] }).playedHz = played;
    const prototype = OscillatorNode.prototype;
    const start = Object.getOwnPropertyDescriptor(prototype, "start")?.value as (
      this: OscillatorNode,
      when?: number,
    ) => void;
    prototype.start = function (this: OscillatorNode, when?: number) {
      played.push(this.frequency.value);
      start.call(this, when);
    };
  });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true", { timeout: 30_000 });
  return { context, page };
}

const playedHz = (page: Page) => page.evaluate(() => (window as unknown as { playedHz: number[] }).playedHz);

test("the packer: offline at once, an unknown barcode kept with its doubt said, its refusal a red band and a buzz", async ({
  browser,
}) => {
  const { context, page } = await openTablet(browser, "packer", "/pack");
  const outbox = page.getByRole("region", { name: "Kept on this tablet" });
  await expect(outbox).not.toHaveAttribute("data-offline");

  await context.setOffline(true);
  // No write yet: the sign is there as soon as the network is gone.
  await expect(outbox).toHaveAttribute("data-offline", "true");
  await expect(outbox).toContainText(
    "Offline This tablet has no network. Scans are kept here and sent when the network is back.",
  );
  expect(await seriousViolations(page)).toEqual([]);

  const unknown = `E2E-NOSUCH-${Date.now()}`;
  await typedWedgeScan(page, unknown);
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "queued");
  await expect(scanBand(page)).toContainText("Saved, will send");
  await expect(scanBand(page)).toContainText(
    "Not checked yet: offline, the tablet cannot tell whether this barcode exists or is packed already. If the server refuses it, you will see and hear it.",
  );
  await expect(outbox).toHaveAttribute("data-outbox-pending", "1");

  await context.setOffline(false);
  await expect(outbox).not.toHaveAttribute("data-offline");
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "error", { timeout: 30_000 });
  await expect(scanBand(page)).toContainText(`Not sent: Pack ${unknown}`);
  await expect(scanBand(page)).toContainText("No package has this barcode");
  await expect(scanBand(page)).toContainText("Nothing was changed.");
  expect(await playedHz(page)).toContain(errorBuzzHz);
  await expect(outbox).toHaveAttribute("data-outbox-conflicts", "1");
  expect(await seriousViolations(page)).toEqual([]);

  // Announced once: a reload lists the conflict but does not sound it again.
  await page.reload();
  await expect(outbox).toHaveAttribute("data-outbox-conflicts", "1", { timeout: 15_000 });
  await page.waitForTimeout(1000);
  await expect(scanBand(page)).toHaveCount(0);
  await outbox.getByRole("button", { name: "Show the kept writes" }).click();
  await outbox.getByRole("button", { name: /Dismiss/ }).click();
  await expect(outbox).toHaveAttribute("data-outbox-conflicts", "0");
  await context.close();
});

test("the sewer in Dutch: offline at the station at once, a ticket scan kept and said to be unchecked", async ({
  browser,
  request,
}) => {
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const sew = departments.find((d) => d.code === "SEW")!.id;
  const { context, page } = await openTablet(browser, "sewer", `/stations/${sew}`);
  const outbox = page.getByRole("region", { name: "Bewaard op deze tablet" });
  // A waiting line (it has Start), so the kept scan is accepted once sent.
  const startable = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Start", exact: true }) });
  await scrollQueueTo(page, startable);
  const card = startable.first();
  await expect(card).toBeVisible();
  const code = /(P\d+)$/.exec((await card.getByRole("heading").first().textContent()) ?? "")?.[1] ?? "";
  expect(code).toMatch(/^P\d+$/);

  await context.setOffline(true);
  await expect(outbox).toHaveAttribute("data-offline", "true");
  await expect(outbox).toContainText(
    "Offline Deze tablet heeft geen netwerk. Scans worden hier bewaard en verzonden zodra het netwerk terug is.",
  );
  await typedWedgeScan(page, code);
  await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "queued");
  await expect(scanBand(page)).toContainText("Bewaard, wordt verzonden");
  await expect(scanBand(page)).toContainText(
    "Nog niet gecontroleerd: offline weet de tablet niet of deze regel hier wacht.",
  );
  expect(await seriousViolations(page)).toEqual([]);
  // Sent once the network is back: nothing left waiting, nothing refused (the line was waiting here).
  await context.setOffline(false);
  await expect(outbox).toHaveAttribute("data-outbox-pending", "0", { timeout: 30_000 });
  await expect(outbox).toHaveAttribute("data-outbox-conflicts", "0");
  await context.close();
});
