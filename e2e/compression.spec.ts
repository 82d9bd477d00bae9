// What a tablet gets over the wire: a small JSON answer as it is (gzip would
// cost the server a stream and its memory per answer, to save a few hundred
// bytes: lib/http/json-answer.ts), a large one gzipped when the client accepts
// it, and an error's ProblemDetails small and readable either way.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./setup/settings";

const acceptsGzip = { "accept-encoding": "gzip, deflate, br" };

test.use({ storageState: storageStateOf("admin") });

test("a small answer goes out uncompressed, marked so; a large one is gzipped", async ({ request }) => {
  const ping = await request.get("/api/ping", { headers: acceptsGzip });
  expect(ping.status()).toBe(200);
  expect(ping.headers()["content-encoding"]).toBeUndefined();
  expect(ping.headers()["cache-control"]).toContain("no-transform");
  expect(((await ping.json()) as { ok: boolean }).ok).toBe(true);

  const departments = await request.get("/api/departments", { headers: acceptsGzip });
  expect(departments.status()).toBe(200);
  const isSmall = (await departments.text()).length < 1024;
  expect(departments.headers()["content-encoding"]).toBe(isSmall ? undefined : "gzip");
  expect(departments.headers()["cache-control"]).toBe(isSmall ? "no-store, no-transform" : "no-store");

  const document = await request.get("/api/openapi.json", { headers: acceptsGzip });
  expect(document.status()).toBe(200);
  expect((await document.text()).length).toBeGreaterThan(10_000);
  expect(document.headers()["content-encoding"]).toBe("gzip");
  expect(document.headers()["cache-control"]).toBe("no-store");
  expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\./);
});

test("an error's ProblemDetails is small, uncompressed and typed", async ({ request }) => {
  const refused = await request.get("/api/projects/not-a-number/bom", { headers: acceptsGzip });
  expect(refused.status()).toBe(400);
  expect(refused.headers()["content-type"]).toBe("application/problem+json");
  expect(refused.headers()["content-encoding"]).toBeUndefined();
  expect(((await refused.json()) as { status: number }).status).toBe(400);
});
