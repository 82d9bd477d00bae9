// The supervisor's fabric figures: a roll ended as waste at the cutting
// station shows in today's row of the "Fabric" card (per day, in metres and
// per cent), next to the 4 weeks; no serious axe violations on the card.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { seriousViolations } from "./support/floor";

type Roll = { id: number; gtin: string };

async function send(page: Page, path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method: "POST", data, headers: { Origin: origin } });
  expect(response.status(), `POST ${path}`).toBeLessThan(300);
  return (await response.json()) as Roll;
}

test("a roll end left as waste shows in today's fabric figures", async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf("supervisor") });
  const page = await context.newPage();
  await page.goto("/supervisor");
  const card = page.getByRole("region", { name: "Fabric" });
  const days = card.getByRole("table", { name: "Per day, last 7 days" });
  await expect(days.getByRole("row")).toHaveCount(8);
  await expect(card.getByRole("table", { name: "Per week, last 4 weeks" }).getByRole("row")).toHaveCount(5);

  // A new roll of a demo fabric (its GTIN from the stock), ended with 100 mm left: waste.
  const listed = await page.request.get("/api/cutting/rolls?status=in-stock");
  const { rolls } = (await listed.json()) as { rolls: Roll[] };
  const gtin = rolls[0]?.gtin;
  if (!gtin) throw new Error("the demo stock has no roll");
  const roll = await send(page, "/api/cutting/rolls", {
    code: `(01)${gtin}(10)E2E-FIGURES(8001)14000005007601`,
  });
  // Far below the 50 m left: confirmed, as the cutter's screen asks (the rest counts as waste too).
  await send(page, `/api/cutting/rolls/${roll.id}/leftover`, { lengthMm: 100, confirmed: true });

  await page.reload();
  // Today is the last row; its waste (the sixth number) is a share now, not "–".
  const today = days.getByRole("row").last();
  await expect(today.getByRole("cell").nth(5)).toHaveText(/^\d+(\.\d)? %$/);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
