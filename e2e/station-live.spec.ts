// Two cutting tablets and a supervisor (issue 28, item 8): a line started at
// one tablet shows as in progress on the other within a second, with no reload
// and no tap, and the supervisor's hold of a line reaches both the same way.
// Measured from the write's answer to the other tablet's count.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { waitingInCutting } from "./support/floor";

const countOf = (page: Page, key: "waiting" | "started" | "onHold") =>
  page.getByTestId(`count-${key}`).first();

const numberOf = async (page: Page, key: "waiting" | "started" | "onHold") =>
  Number(await countOf(page, key).textContent());

test("a start at one cutting tablet, and a supervisor's hold, reach the other tablet within a second", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tablets = await Promise.all(
    [0, 1].map(async () => (await browser.newContext({ storageState: storageStateOf("cutter") })).newPage()),
  );
  const [here, there] = tablets as [Page, Page];
  const { cut, polygonId } = await waitingInCutting(here.request);
  for (const tablet of tablets) {
    await tablet.goto(`/stations/${cut.id}`);
    await expect(countOf(tablet, "started")).toHaveText(/^\d+$/);
  }
  // Both tablets' change streams are open.
  for (const tablet of tablets) await expect(tablet.locator('[data-stream="live"]')).toBeVisible();
  const startedBefore = await numberOf(there, "started");

  const origin = new URL(here.url()).origin;
  const started = await here.request.post(`/api/departments/${cut.id}/polygons/${polygonId}/start`, {
    headers: { Origin: origin },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const answeredAt = Date.now();
  await expect(countOf(there, "started")).toHaveText(String(startedBefore + 1), { timeout: 1_000 });
  const seenAfterMs = Date.now() - answeredAt;
  console.log(`[station-live] the other tablet showed the start ${seenAfterMs} ms after its answer`);

  // The supervisor puts it on hold from the office: both tablets show it on hold.
  const supervisorContext = await browser.newContext({ storageState: storageStateOf("supervisor") });
  const office = await supervisorContext.newPage();
  await office.goto("/supervisor");
  const onHoldBefore = await numberOf(there, "onHold");
  const held = await office.request.post("/api/status/polygons", {
    data: { productionPolygonIds: [polygonId], statusValue: 900 },
    headers: { Origin: origin },
  });
  expect(held.status(), await held.text()).toBeLessThan(300);
  for (const tablet of tablets)
    await expect(countOf(tablet, "onHold")).toHaveText(String(onHoldBefore + 1), { timeout: 1_000 });
  await Promise.all([...tablets.map((t) => t.context().close()), supervisorContext.close()]);
});
