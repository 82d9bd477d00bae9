// The wall board reads across the hall (issue 45, item 5): every text on it is
// at least 32 px at 1920×1080 and the four counts at least 96 px, measured on
// the rendered page; every size scales alike at 1280×720 and 3840×2160; no
// text runs out of its tile or the screen; every department shows, a page of
// three at a time. In English and in Dutch (a board device of each language).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { seriousViolations } from "./support/floor";

const hd = { width: 1920, height: 1080 };
const sizes = [
  { width: 1280, height: 720 },
  { width: 3840, height: 2160 },
];

/** Issues a device token in this language at /admin/board (and looks at the pairing dialog's words). */
async function issueToken(browser: Browser, name: string, language: "en" | "nl"): Promise<string> {
  const context = await browser.newContext({ storageState: storageStateOf("admin") });
  const admin = await context.newPage();
  await admin.goto("/admin/board");
  await admin.getByLabel("Name of the screen").fill(name);
  await admin.getByLabel("Language of the board").selectOption(language);
  await admin.getByRole("button", { name: "Issue a token" }).click();
  const dialog = admin.getByRole("dialog", { name: `Token for ${name}` });
  // Which device each way is for: the code for the TV, the link for its browser, the QR code for a tablet or phone.
  await expect(dialog).toContainText("The pairing code is for the TV");
  await expect(dialog).toContainText("For the TV: type it at /board/pair.");
  await expect(dialog).toContainText("The link is for the TV's own browser");
  await expect(dialog).toContainText("A TV cannot scan it.");
  await expect(dialog).not.toContainText("scan the QR code, or");
  await expect(
    dialog.getByRole("img", {
      name: "QR code of the link, for a tablet or phone that shows the board itself",
    }),
  ).toHaveAttribute("data-qr-ready", "true");
  await admin.screenshot({ path: test.info().outputPath(`pairing-dialog-${language}.png`) });
  const link = await dialog.getByLabel("Link for the TV").inputValue();
  await context.close();
  return new URL(link).hash.replace(/^#token=/, "");
}

type Measured = {
  texts: { text: string; px: number }[];
  counts: number[];
  overflows: string[];
  departments: string[];
  title: string;
  scroll: boolean;
};

/** Every text node in the board: its rendered font size, and whether it leaves its box, tile or the screen. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const main = document.querySelector("main")!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const texts: { text: string; px: number }[] = [];
    const overflows: string[] = [];
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 1 &&
      inner.right <= outer.right + 1 &&
      inner.top >= outer.top - 1 &&
      inner.bottom <= outer.bottom + 1;
    const screen = new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const element = node.parentElement;
      if (!text || !element) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      texts.push({ text, px: parseFloat(style.fontSize) });
      const block = element.closest("p, dt, dd, h1, h2, span, div")!;
      if (block.scrollWidth > block.clientWidth + 1 && getComputedStyle(block).display !== "inline")
        overflows.push(`"${text}" is wider than its box`);
      const tile = element.closest("section");
      if (tile && !inside(box, tile.getBoundingClientRect())) overflows.push(`"${text}" leaves its tile`);
      if (!inside(box, screen)) overflows.push(`"${text}" leaves the screen`);
    }
    return {
      texts,
      counts: [...main.querySelectorAll("dd")].map((dd) => parseFloat(getComputedStyle(dd).fontSize)),
      overflows,
      departments: [...main.querySelectorAll("section h2")].map((h) => h.textContent ?? ""),
      title: main.querySelector("h1")?.textContent ?? "",
      scroll: document.documentElement.scrollHeight > window.innerHeight,
    };
  });
}

for (const language of ["en", "nl"] as const) {
  test(`every text on the board reads from across the hall (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const words =
      language === "en"
        ? { title: "Shop floor", page: (n: number) => `Shop floor · page ${n} of 2`, live: "● Live" }
        : { title: "Werkvloer", page: (n: number) => `Werkvloer · pagina ${n} van 2`, live: "● Live" };
    const token = await issueToken(browser, `Readable TV ${language}`, language);
    const context = await browser.newContext({ viewport: hd });
    const board = await context.newPage();
    await board.goto(`/board?token=${token}&view=all&seconds=5`);
    await expect(board.getByText(words.live)).toBeVisible({ timeout: 10_000 });

    // The demo's six departments: two pages of three, every one of them shown in turn.
    const seen = new Set<string>();
    for (const page of [1, 2]) {
      await expect(board.getByRole("heading", { level: 1 })).toHaveText(words.page(page), {
        timeout: 15_000,
      });
      await expect(board.locator("section dd").first()).toHaveText(/^\d+$/);
      const at = await measure(board);
      for (const name of at.departments) seen.add(name);
      expect(at.texts.length).toBeGreaterThan(20);
      const small = at.texts.filter((t) => t.px < 32);
      expect(small, `texts under 32 px at 1920×1080, page ${page}`).toEqual([]);
      expect(at.counts).toHaveLength(at.departments.length * 4);
      expect(Math.min(...at.counts), "the counts at 1920×1080").toBeGreaterThanOrEqual(96);
      expect(at.overflows, `page ${page} at 1920×1080`).toEqual([]);
      expect(at.scroll).toBe(false);
      await board.screenshot({ path: test.info().outputPath(`board-${language}-1920x1080-page${page}.png`) });
    }
    expect(seen.size).toBeGreaterThanOrEqual(6);
    expect(await seriousViolations(board)).toEqual([]);

    // Scaled alike at other sizes: a page that stays (300 s), measured at each size against 1920×1080.
    await board.goto("/board?view=all&seconds=300");
    await expect(board.getByText(words.live)).toBeVisible({ timeout: 10_000 });
    await expect(board.locator("section dd").first()).toHaveText(/^\d+$/);
    const base = await measure(board);
    for (const size of sizes) {
      await board.setViewportSize(size);
      await expect
        .poll(async () => (await measure(board)).counts[0], { message: `the counts at ${size.width}` })
        .toBeCloseTo((base.counts[0]! * size.height) / hd.height, 0);
      const at = await measure(board);
      const scale = size.height / hd.height;
      // The same texts (the clock's may have moved on), each scaled by the screen's height.
      expect(at.texts).toHaveLength(base.texts.length);
      at.texts.forEach((t, i) => {
        expect(t.px, `"${t.text}" at ${size.width}×${size.height}`).toBeCloseTo(base.texts[i]!.px * scale, 0);
      });
      expect(Math.min(...at.texts.map((t) => t.px))).toBeGreaterThanOrEqual(32 * scale - 0.5);
      expect(Math.min(...at.counts)).toBeGreaterThanOrEqual(96 * scale - 0.5);
      expect(at.overflows, `at ${size.width}×${size.height}`).toEqual([]);
      expect(at.scroll).toBe(false);
      await board.screenshot({
        path: test.info().outputPath(`board-${language}-${size.width}x${size.height}.png`),
      });
    }
    await context.close();
  });
}
