// Issue 28, item 15: pairing a TV without typing an 80-character link. The
// admin issues a token at /admin/board; the dialog shows a short code and a QR
// code (read back with zxing: it is the pairing link). A fresh TV browser opens
// /board/pair, types the code with its keyboard, and the board opens; the same
// code on a second TV is refused, and the admin's list still says who it is.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { storageStateOf } from "./setup/settings";
import { seriousViolations } from "./support/floor";

const tv = { width: 1920, height: 1080 };

test("an admin issues a TV, the TV types the short code, and the board opens", async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Pairing TV ${Date.now()}`;
  const adminContext = await browser.newContext({ storageState: storageStateOf("admin") });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/board");
  await expect(admin.getByRole("heading", { name: "Devices" })).toBeVisible();
  await admin.getByLabel("Name of the screen").fill(name);
  await admin.getByRole("button", { name: "Issue a token" }).click();
  const dialog = admin.getByRole("dialog", { name: `Token for ${name}` });
  await expect(dialog).toBeVisible();
  const codeText = dialog.getByText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await expect(codeText).toBeVisible();
  const code = (await codeText.textContent())!;
  await expect(dialog).toContainText("Works once, until");
  // The label board.spec.ts reads the link by: the QR code's name must not contain it.
  const link = await dialog.getByLabel("Link for the TV").inputValue();

  // The QR code is the link, as a tablet's or phone's camera reads it.
  const qr = dialog.getByRole("img", {
    name: "QR code of the link, for a tablet or phone that shows the board itself",
  });
  await expect(qr).toHaveAttribute("data-qr-ready", "true");
  const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
  await prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(wasm).buffer }, fireImmediately: true });
  const [read] = await readBarcodes(new Uint8Array(await qr.screenshot()), {
    formats: ["QRCode"],
    tryHarder: true,
  });
  expect(read?.text).toBe(link);
  expect(await seriousViolations(admin)).toEqual([]);
  await dialog.getByRole("button", { name: "Close" }).click();
  const row = admin.getByRole("list", { name: "Devices" }).getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Not seen yet");
  await expect(admin.locator("body")).not.toContainText(code);

  // The TV: nobody signed in; it is told what to do and types the code (lower case, as a remote might).
  const tvContext = await browser.newContext({ viewport: tv });
  const board = await tvContext.newPage();
  await board.goto("/board/pair");
  await expect(board.getByRole("alert").filter({ hasText: "Type the pairing code" })).toBeVisible();
  expect(await seriousViolations(board)).toEqual([]);
  await board.getByLabel("Pairing code").fill(code.toLowerCase());
  await board.getByRole("button", { name: "Pair this screen" }).click();
  await expect(board).toHaveURL(/\/board$/);
  await expect(board.getByRole("heading", { level: 1 })).toBeVisible();
  await admin.reload();
  await expect(
    admin.getByRole("list", { name: "Devices" }).getByRole("listitem").filter({ hasText: name }),
  ).toContainText("Last seen");

  // Single-use: a second TV typing the same code is refused and stays unpaired.
  const otherContext = await browser.newContext({ viewport: tv });
  const other = await otherContext.newPage();
  await other.goto("/board/pair");
  await other.getByLabel("Pairing code").fill(code);
  await other.getByRole("button", { name: "Pair this screen" }).click();
  await expect(other.getByText("This code is wrong, used or expired.")).toBeVisible();
  await expect(other).toHaveURL(/\/board\/pair$/);

  // The paired TV signs in again by itself after its session is gone (it kept its new token).
  await tvContext.clearCookies();
  await board.goto("/board");
  await expect(board).toHaveURL(/\/board$/, { timeout: 15_000 });
  await expect(board.getByRole("heading", { level: 1 })).toBeVisible();

  await Promise.all([adminContext.close(), tvContext.close(), otherContext.close()]);
});
