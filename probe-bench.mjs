import { chromium } from "@playwright/test";
const base = "http://localhost:3112";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(base + "/login");
await page.getByLabel("Username").fill("packer");
await page.getByLabel("Password", { exact: true }).fill("packer");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/\/pack$/);
await page.addInitScript(() => {
  window.__enter = [];
  window.addEventListener("keydown", (e) => { if (e.key === "Enter") window.__enter.push(e.timeStamp); }, true);
});
await page.goto(base + "/scanner");
await page.waitForSelector("html[data-scanner=ready]");
const times = [];
for (let i = 0; i < 100; i++) {
  const code = `PK${String(i).padStart(10, "0")}X`;
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => performance.getEntriesByName("scan-feedback-painted").length >= n, i + 1);
  const dt = await page.evaluate((n) => performance.getEntriesByName("scan-feedback-painted")[n].startTime - window.__enter[n], i);
  times.push(dt);
}
times.sort((a, b) => a - b);
console.log("wedge scans on /scanner: Enter -> feedback painted, p50", times[49].toFixed(1), "ms, p95", times[94].toFixed(1), "ms, max", times[99].toFixed(1), "ms");
await browser.close();
