// What reaches the browser: each demo employee signs in, opens every screen of
// their navigation and calls the /api routes their screens use; no response
// (headers or body, pages, scripts and JSON alike) may carry an upstream token
// or any JWT, a password hash or the upstream signing secret. Also: the security
// headers, and writes from a foreign origin refused.
import { expect, test, type APIRequestContext, type Page, type Response } from "@playwright/test";
import { e2eJwtSecret, storageStateOf, type DemoUsername } from "./setup/settings";
import { signInAs } from "./setup/sign-in";
import { upstreamToken } from "./support/floor";

/** A signed JWT (JWS): header and payload are base64url JSON, so both start with "eyJ". */
const jwsPattern = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/;
/** The app's routes that read but take their input as a POST body (no audit, no upstream write). */
const readsSentAsPost = /^\/api\/matching\/browse$/;
const sessionCookie = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

type Received = { url: string; status: number; text: string };

/**
 * Every response the page receives, with its headers and body as text; the
 * values of next-auth's session cookie are set aside (checked on their own).
 */
function recordResponses(page: Page) {
  const pending: Promise<Received>[] = [];
  const sessionCookieValues: string[] = [];
  const headerLines = (headers: { name: string; value: string }[]) =>
    headers.map(({ name, value }) => {
      if (name.toLowerCase() !== "set-cookie") return `${name}: ${value}`;
      const [pair = ""] = value.split(";");
      const cookieName = pair.slice(0, pair.indexOf("="));
      if (!sessionCookie.test(cookieName)) return `${name}: ${value}`;
      const cookieValue = pair.slice(pair.indexOf("=") + 1);
      if (cookieValue) sessionCookieValues.push(cookieValue);
      return `${name}: ${cookieName}=<session cookie>${value.slice(pair.length)}`;
    });
  /**
   * The body, read as soon as it arrives. Chromium drops the body of a response
   * the page navigated away from at once (a router prefetch, the sign-in answer
   * followed by the redirect); a GET is then asked again with the same headers
   * and session, and so is a search sent as POST. The sign-in POST cannot be repeated: its headers (the cookie)
   * are searched, its body (next-auth's `{ url }`) is not.
   */
  const bodyOf = async (response: Response): Promise<string> => {
    if (response.status() >= 300 && response.status() < 400) return ""; // a redirect has no readable body
    // /api/events never ends while its page is open (and asking again would wait forever); it carries
    // only change notices (method, path, time), checked in tests/api/supervisor-events.test.ts.
    if (response.headers()["content-type"]?.startsWith("text/event-stream")) return "";
    try {
      return (await response.body()).toString("utf8");
    } catch (error) {
      const request = response.request();
      // A GET, or a search sent as POST (matching/browse), is safe to ask again.
      if (request.method() === "GET" || readsSentAsPost.test(new URL(response.url()).pathname)) {
        const headers = Object.fromEntries(
          Object.entries(await request.allHeaders()).filter(([name]) => !/^(cookie|host)$/i.test(name)),
        );
        const again = await page.request.fetch(response.url(), {
          method: request.method(),
          headers,
          data: request.postData() ?? undefined,
          maxRedirects: 0,
        });
        return `${headerLines(again.headersArray()).join("\n")}\n\n${await again.text()}`;
      }
      if (/\/api\/auth\/callback\//.test(response.url())) return "";
      throw error;
    }
  };
  const read = async (response: Response): Promise<Received> => {
    const lines = headerLines(await response.headersArray());
    const body = await bodyOf(response);
    return { url: response.url(), status: response.status(), text: `${lines.join("\n")}\n\n${body}` };
  };
  page.on("response", (response) => pending.push(read(response)));
  return { all: () => Promise.all(pending), sessionCookieValues };
}

/** Calls an /api route from the page, as the screen's code does (same origin, session cookie). */
async function callFromPage(page: Page, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ([url, json]) => {
      const response = await fetch(url, {
        method: json === undefined ? "GET" : "POST",
        headers: json === undefined ? {} : { "content-type": "application/json" },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      await response.text();
      return response.status;
    },
    [path, body] as const,
  );
}

/** Ids from the demo data, looked up on the embedded production API (outside the browser). */
async function demoIds(request: APIRequestContext) {
  const token = await upstreamToken();
  const get = async (path: string) => {
    const response = await request.get(`/production-api/${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as unknown;
  };
  const [polygon] = (await get("status/getpolygonsforstatusvalue?statusValue=100")) as {
    id: number;
    productionProjectId: number;
  }[];
  const polygonPackage = (await get("polygonpackage/getbyid?id=1")) as { barcode: string };
  expect(polygon).toBeDefined();
  return {
    polygonId: polygon!.id,
    productionProjectId: polygon!.productionProjectId,
    barcode: polygonPackage.barcode,
  };
}

type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** The GET routes (and POST searches) each employee's screens use. */
function apiCallsOf(username: DemoUsername, ids: DemoIds, stationIds: number[]) {
  const project = ids.productionProjectId;
  const common = ["/api/auth/session", "/api/departments", "/api/package-types"];
  const station = stationIds.flatMap((id) => [
    `/api/departments/${id}/queue`,
    `/api/departments/${id}/queue?includeFinished=true`,
  ]);
  const office = [`/api/projects/${project}/bom`, `/api/search?q=${encodeURIComponent(ids.barcode)}`];
  const overview = [...office, "/api/supervisor/work-in-progress", "/api/supervisor/problems"];
  const packing = [`/api/pack/polygons/${ids.polygonId}`];
  const matching = ["/api/polygons/unmatched"];
  const calls: Record<DemoUsername, string[]> = {
    cutter: station,
    sewer: station,
    packer: packing,
    matcher: matching,
    supervisor: [...overview, ...packing, ...matching, "/api/departments/1/queue"],
    admin: [...office, "/api/admin/audit?limit=200"],
  };
  return [...common, ...calls[username]];
}

const browsesMatching = new Set<DemoUsername>(["matcher", "supervisor"]);

// The admin last, so the audit trail it reads holds the other employees' writes.
const crawlOrder: DemoUsername[] = ["cutter", "sewer", "packer", "matcher", "supervisor", "admin"];

for (const username of crawlOrder) {
  test(`${username}: no token, JWT, password hash or secret reaches the browser`, async ({
    page,
    request,
  }) => {
    const ids = await demoIds(request);
    const received = recordResponses(page);
    const cspViolations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });

    // Signing in here, not through the saved state: the sign-in answers (the
    // session cookie, next-auth's JSON) are part of what the browser receives.
    await signInAs(page, username);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const nav = page.getByRole("banner").getByRole("navigation");
    const hrefs = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    const pages = [...hrefs, ...(username === "supervisor" ? [`/projects/${ids.productionProjectId}`] : [])];
    for (const href of pages) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await page.waitForLoadState("networkidle");
    }

    const stationIds = hrefs.flatMap((href) => /^\/stations\/(\d+)$/.exec(href)?.[1] ?? []).map(Number);
    for (const path of apiCallsOf(username, ids, stationIds)) {
      expect(await callFromPage(page, path), path).toBe(200);
    }
    if (browsesMatching.has(username)) {
      expect(await callFromPage(page, "/api/matching/browse", { take: 25 })).toBe(200);
    }
    // One write, so its answer is searched too and the admin's audit trail holds
    // a row: the supervisor sets the polygon's current status (100) once more.
    if (username === "supervisor") {
      const moved = await callFromPage(page, "/api/status/polygons", {
        productionPolygonIds: [ids.polygonId],
        statusValue: 100,
      });
      expect(moved).toBeLessThan(300);
    }

    const responses = await received.all();
    expect(responses.filter((r) => r.url.includes("/api/")).length).toBeGreaterThanOrEqual(5);
    for (const { url, text } of responses) {
      expect(text, `a JWT in ${url}`).not.toMatch(jwsPattern);
      expect(text, `a password hash in ${url}`).not.toContain("scrypt$");
      expect(text, `the upstream signing secret in ${url}`).not.toContain(e2eJwtSecret);
      expect(text, `a bearer token in ${url}`).not.toMatch(/Bearer\s+[A-Za-z0-9._~+/-]{20,}/);
    }
    // The session cookie itself is next-auth's encrypted JWE (five parts, "dir"
    // encryption), not a JWT whose payload the browser could read.
    expect(received.sessionCookieValues.length).toBeGreaterThan(0);
    for (const value of received.sessionCookieValues) {
      const [header = "", ...rest] = value.split(".");
      expect(rest).toHaveLength(4);
      expect(JSON.parse(Buffer.from(header, "base64url").toString("utf8"))).toMatchObject({ alg: "dir" });
    }
    expect(cspViolations).toEqual([]);
  });
}

test.describe("writes from another site", () => {
  test.use({ storageState: storageStateOf("supervisor") });

  test("a write with a foreign Origin is refused with 403 and changes nothing upstream", async ({
    page,
    request,
    baseURL,
  }) => {
    const ids = await demoIds(request);
    const history = async () => {
      const response = await page.request.get(`/api/pack/polygons/${ids.polygonId}`);
      expect(response.status()).toBe(200);
      return JSON.stringify(await response.json());
    };
    const before = await history();

    const foreign = await page.request.post("/api/status/polygons", {
      headers: { Origin: "https://evil.example" },
      data: { productionPolygonIds: [ids.polygonId], statusValue: 900 },
    });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()["content-type"]).toContain("application/problem+json");
    expect(await foreign.json()).toMatchObject({ status: 403, title: "This change was refused" });

    const withoutOrigin = await page.request.post("/api/pack/undo", { data: {} });
    expect(withoutOrigin.status()).toBe(403);
    expect(await history()).toBe(before);

    // The same session and a search sent as POST: refused from abroad, answered from the app itself.
    const search = { take: 1 };
    const abroad = await page.request.post("/api/matching/browse", {
      headers: { Origin: "http://localhost.evil.example" },
      data: search,
    });
    expect(abroad.status()).toBe(403);
    const home = await page.request.post("/api/matching/browse", {
      headers: { Origin: new URL(baseURL!).origin },
      data: search,
    });
    expect(home.status()).toBe(200);
  });

  test("a plain form's body (text/plain, urlencoded) with the app's own Origin is refused with 415", async ({
    page,
    request,
    baseURL,
  }) => {
    const ids = await demoIds(request);
    const history = async () =>
      JSON.stringify(await (await page.request.get(`/api/pack/polygons/${ids.polygonId}`)).json());
    const before = await history();
    const origin = new URL(baseURL!).origin;
    const body = JSON.stringify({ productionPolygonIds: [ids.polygonId], statusValue: 900 });
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const sent = await page.request.post("/api/status/polygons", {
        headers: { Origin: origin, "content-type": type },
        data: body,
      });
      expect(sent.status(), type).toBe(415);
      expect(await sent.json()).toMatchObject({ status: 415 });
    }
    expect(await history()).toBe(before);
  });
});

test.describe("security headers", () => {
  const expectSecurityHeaders = (headers: Record<string, string>, what: string) => {
    const csp = headers["content-security-policy"] ?? "";
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp, `${what}: ${directive}`).toContain(directive);
    }
    expect(csp, `${what}: no eval in production`).not.toContain("'unsafe-eval'");
    // WebAssembly (the camera's decoder) may be compiled; JavaScript may not be eval'd.
    expect(csp, `${what}: WebAssembly only`).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
    expect(csp, `${what}: no inline scripts but by nonce`).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-frame-options"], what).toBe("DENY");
    expect(headers["x-content-type-options"], what).toBe("nosniff");
    expect(headers["referrer-policy"], what).toBe("same-origin");
    expect(headers["permissions-policy"], what).toContain("camera=(self)");
  };

  test("pages, API answers and static files carry the security headers", async ({ page, request }) => {
    const login = await page.goto("/login");
    expectSecurityHeaders(login!.headers(), "/login");

    const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    expectSecurityHeaders((await request.get(script!)).headers(), script!);

    for (const path of ["/api/ping", "/api/departments", "/production-api/department/getall"]) {
      expectSecurityHeaders((await request.get(path)).headers(), path);
    }
  });

  test.describe("signed in", () => {
    test.use({ storageState: storageStateOf("packer") });

    test("a signed-in screen and its API answers carry them too", async ({ page }) => {
      const pack = await page.goto("/pack");
      expect(pack!.status()).toBe(200);
      expectSecurityHeaders(pack!.headers(), "/pack");
      expectSecurityHeaders((await page.request.get("/api/package-types")).headers(), "/api/package-types");
    });
  });

  test("pages may frame only their own origin (the stand-in CPQ), which only the app may frame", async ({
    page,
    request,
  }) => {
    const login = await page.goto("/login");
    expect(login!.headers()["content-security-policy"]).toMatch(/(^|; )frame-src 'self'(;|$)/);
    // The stand-in's instance page (refused here: no token) may be framed by the app's own pages only.
    const standIn = await request.get("/cpq/12?isEmbedded=true");
    expect(standIn.status()).toBe(401);
    expect(standIn.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    expect(standIn.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(standIn.headers()["content-security-policy"]).not.toContain("frame-ancestors 'none'");
  });

  test("another site cannot frame the app", async ({ page, baseURL }) => {
    // A page of another origin framing the login page: the browser refuses to
    // render it there (the parent's load event waits for the frame).
    await page.setContent(`<iframe src="${baseURL}/login" title="framed"></iframe>`);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed).toBeDefined();
    await expect(framed!.getByRole("button", { name: "Sign in" })).toHaveCount(0);
    // Opened directly, the same page shows the button (the check above is not vacuous).
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });
});
