// What the floor specs share: the embedded production API as the upstream
// sees it (a bearer JWT signed with the e2e secret, not through the app), a
// hand scanner typing into the page, the scan feedback band, and axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SignJWT } from "jose";
import { e2eJwtSecret } from "../setup/settings";
import { scannerBurst } from "./scanner-burst";

/** A token for the embedded production API (sub = hub employee id; the supervisor's by default). */
export function upstreamToken(sub = "1002"): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setExpirationTime("5m")
    .sign(new TextEncoder().encode(e2eJwtSecret));
}

/** One production API operation (GET unless a method is given); fails the test unless it answers 2xx. */
export async function upstream<T>(
  request: APIRequestContext,
  operation: string,
  init: { method?: string; data?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/production-api/${operation}`, {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${await upstreamToken()}` },
    data: init.data,
  });
  expect(response.ok(), `${operation}: ${response.status()}`).toBe(true);
  // Writes answer 200 with an empty body (see the supplement).
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A hand scanner: the code (GS1 parts joined by GS) as a burst of keys and Enter, with no field focused. */
export async function wedgeScan(page: Page, ...parts: [string, ...string[]]): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await scannerBurst(page, parts);
}

/**
 * A hand scanner typed key by key through Playwright, for a tablet that goes offline: a DevTools
 * session attached while the context's offline emulation is on lifts it for the page (requests
 * then reach the server while the page sees them fail), so the burst of `wedgeScan` is not used
 * there. Such specs set the patient scanner timing (150 ms between keys).
 */
export async function typedWedgeScan(page: Page, code: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press("Enter");
}

/** The full-width scan feedback band (data-scan-feedback = success | warning | error | pending). */
export const scanBand = (page: Page) => page.locator("[data-scan-feedback]");

/** axe's serious and critical findings (WCAG 2.x A and AA, best practice) on the page as it is. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  // Passing rules prove axe ran on a rendered page, not on an empty document.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

type Status = { productionStatusValue: number; assignedAt: string; id: number };
type Polygon = { id: number; statuses: Status[] };

const currentValue = (polygon: Polygon) =>
  [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id)[0]
    ?.productionStatusValue;

/** The cutting department and a polygon waiting there (released, work planned in cutting). */
export async function waitingInCutting(request: APIRequestContext) {
  const departments = await upstream<{ id: number; code: string; name: string }[]>(
    request,
    "department/getall",
  );
  const cut = departments.find((d) => d.code === "CUT");
  if (!cut) throw new Error("the demo data has no CUT department");
  const [released, work] = await Promise.all([
    upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=100"),
    upstream<{ productionPolygonId: number }[]>(
      request,
      `polygondepartment/getbydepartment?productionDepartmentId=${cut.id}`,
    ),
  ]);
  const planned = new Set(work.map((w) => w.productionPolygonId));
  const polygon = released.find((p) => planned.has(p.id) && currentValue(p) === 100);
  if (!polygon) throw new Error("no polygon waits in cutting");
  return { cut, polygonId: polygon.id };
}

/** Scrolls the station's queue (it shows only the cards in view) down until the cards sought show. */
export async function scrollQueueTo(page: Page, cards: Locator) {
  await page.getByRole("article").first().hover();
  await expect
    .poll(
      async () => {
        if ((await cards.count()) > 0) return true;
        await page.mouse.wheel(0, 600);
        return false;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
}
