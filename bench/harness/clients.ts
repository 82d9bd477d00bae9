// The bench harness (docs/benchmarks.md, "The harness"): how a benchmark
// talks to the app it started: as a signed-in employee (a session cookie, or a
// chromium page signed in through the login form), and as the upstream's own
// client (the production API with a token of the bench's JWT secret).
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { ProductionApiClient } from "../../lib/production-api/client";
import { createProductionApiClient } from "../../lib/production-api/gateway";
import { signProductionApiToken } from "../../lib/server/production-api-token";

/**
 * Signs a demo employee in through next-auth's credentials endpoint (a demo
 * employee's password is its username); the cookie header to send. Routes
 * re-check the employee's row, so a bench acts as a real employee.
 */
export async function signIn(origin: string, username: string): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const response = await fetch(`${origin}/api/auth/callback/password`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: csrfCookies.join("; "),
      origin,
    },
    body: new URLSearchParams({ username, password: username, csrfToken, json: "true" }),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => c.includes("session-token"));
  if (!cookies.length) throw new Error(`signing in ${username} failed (${response.status})`);
  return cookies.join("; ");
}

/** Debian's chromium (CHROMIUM_PATH names another), headless, with these flags besides. */
export const launchChromium = (args: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", ...args],
  });

/** A 1280×800 browser context that carries a session cookie from signIn. */
export async function signedInContext(browser: Browser, cookie: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([
    {
      name: "next-auth.session-token",
      value: cookie.slice(cookie.indexOf("=") + 1),
      domain: "127.0.0.1",
      path: "/",
      httpOnly: true,
    },
  ]);
  return context;
}

/** Signs in on the page through the login form, as at a tablet; waits until the page has moved on. */
export async function signInPage(page: Page, origin: string, username: string, password = username) {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** A production API token of hub employee `employee` (1002: the demo's admin), signed with the bench's secret. */
export const productionApiToken = (secret: string, employee = 1002, seconds = 600): Promise<string> =>
  signProductionApiToken(new TextEncoder().encode(secret), employee, seconds);

/** The production API at `origin` (the app's embedded one, or the upstream server's), a fresh token per call. */
export function productionApi(
  origin: string,
  secret: string,
  options: { employee?: number; retries?: number; timeoutMs?: number } = {},
): ProductionApiClient {
  return createProductionApiClient({
    baseUrl: `${origin}/production-api`,
    getToken: () => productionApiToken(secret, options.employee),
    retries: options.retries ?? 0,
    timeoutMs: options.timeoutMs,
  });
}

/** One production API operation by its path (`matching/browse`, `polygon/getbyid?id=1`): POST with a body, else GET. */
export async function upstreamJson<T>(origin: string, secret: string, operation: string, body?: unknown) {
  const response = await fetch(`${origin}/production-api/${operation}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${await productionApiToken(secret)}`,
      "content-type": "application/json",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${operation}: ${response.status}`);
  return (await response.json()) as T;
}
