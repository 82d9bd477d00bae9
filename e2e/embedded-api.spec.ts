// The app as a newcomer gets it from `npm start`: the home page, and the
// embedded production API answering with demo data behind a bearer JWT.
import { expect, test } from "@playwright/test";
import { upstreamToken as token } from "./support/floor";

test("the home page says what the app is", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shop floor" })).toBeVisible();
});

test("the embedded production API refuses a request without a token", async ({ request }) => {
  const response = await request.get("/production-api/department/getall");
  expect(response.status()).toBe(401);
  expect(response.headers()["www-authenticate"]).toContain("Bearer");
  expect(response.headers()["content-type"]).toContain("application/problem+json");
});

test("the embedded production API serves the demo workshop", async ({ request }) => {
  const headers = { Authorization: `Bearer ${await token()}` };
  const departments = await request.get("/production-api/department/getall", { headers });
  expect(departments.status()).toBe(200);
  const codes = ((await departments.json()) as { code: string }[]).map((d) => d.code.toLowerCase());
  expect(codes.join(" ")).toMatch(/cut/);
  expect(codes.length).toBeGreaterThanOrEqual(6);

  const released = await request.get("/production-api/status/getpolygonsforstatusvalue?statusValue=100", {
    headers,
  });
  expect(released.status()).toBe(200);
  expect(((await released.json()) as unknown[]).length).toBeGreaterThan(0);

  const unmatched = await request.get("/production-api/polygon/getunmatched", { headers });
  const polygons = (await unmatched.json()) as { materials: { isMatched: boolean }[] }[];
  expect(polygons.length).toBeGreaterThan(0);
  for (const polygon of polygons) expect(polygon.materials.some((m) => !m.isMatched)).toBe(true);
});
