import { chromium } from "@playwright/test";
import zlib from "node:zlib";
const base = "http://localhost:3112";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
await page.goto(base + "/login");
await page.getByLabel("Username").fill("supervisor");
await page.getByLabel("Password", { exact: true }).fill("supervisor");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/\/supervisor$/);
for (const path of ["/scanner", "/pack", "/supervisor"]) {
  const urls = new Set();
  const listener = (r) => { if (r.request().resourceType() === "script") urls.add(r.url()); };
  page.on("response", listener);
  await page.goto(base + path, { waitUntil: "networkidle" });
  page.off("response", listener);
  let total = 0; const rows = [];
  for (const url of urls) { const body = await (await page.request.get(url)).body(); const gz = zlib.gzipSync(body).length; total += gz; rows.push([gz, url.split("/").pop(), body.includes("ZodError") || body.includes("$ZodType") ? "zod" : ""]); }
  console.log(path, "first-load JS gzip KB:", (total / 1024).toFixed(1));
  rows.sort((a, b) => b[0] - a[0]).slice(0, 6).forEach((r) => console.log("  ", (r[0] / 1024).toFixed(1), r[1], r[2]));
}
await browser.close();
