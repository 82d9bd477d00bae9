// next-auth's own routes as a browser (or an attacker with curl) calls them,
// in-process: the CSRF token, a credentials sign-in, the session read and the
// sign-out, with the session cookie as Set-Cookie hands it out. Import
// "../fuzz/next-async-storage" first in the test file (next-auth reads cookies()).
import { NextRequest } from "next/server";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { inRequestScope } from "../fuzz/next-request-scope";
import { appOrigin } from "./api-session";

/** Requests seem to come from this address (the per-address throttle's key). */
export type From = { address?: string };

export async function callNextAuth(
  method: "GET" | "POST",
  segments: string[],
  cookie: string,
  form?: Record<string, string>,
  { address = "10.20.0.1" }: From = {},
): Promise<Response> {
  const request = new NextRequest(new URL(`/api/auth/${segments.join("/")}`, appOrigin), {
    method,
    headers: {
      cookie,
      origin: appOrigin,
      "x-shopfloor-peer-address": address,
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const context = { params: Promise.resolve({ nextauth: segments }) };
  return inRequestScope(request, () =>
    method === "GET" ? nextAuthRoute.GET(request, context) : nextAuthRoute.POST(request, context),
  );
}

/** The `name=value` of each cookie an answer sets (expired ones included, with their empty value). */
export const setCookies = (response: Response): string[] =>
  response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);

/** The session cookie an answer sets, or null (none set, or cleared). */
export function sessionCookieOf(response: Response): string | null {
  const cookie = setCookies(response).find((c) => c.startsWith("next-auth.session-token="));
  return cookie && cookie !== "next-auth.session-token=" ? cookie : null;
}

async function csrf(cookie = "", from?: From): Promise<{ token: string; cookie: string }> {
  const response = await callNextAuth("GET", ["csrf"], cookie, undefined, from);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const csrfCookie = setCookies(response).find((c) => c.includes("csrf-token"))!;
  return { token: csrfToken, cookie: csrfCookie };
}

export type SignInOutcome = { cookie: string | null; error: string | null; status: number };

/** A credentials sign-in ("password", "badge" or "device"): the session cookie, or the error next-auth reports. */
export async function signInThrough(
  provider: "password" | "badge" | "device",
  credentials: Record<string, string>,
  from?: From,
): Promise<SignInOutcome> {
  const { token, cookie } = await csrf("", from);
  const response = await callNextAuth(
    "POST",
    ["callback", provider],
    cookie,
    { ...credentials, csrfToken: token, json: "true" },
    from,
  );
  // 200 signed in, 401 refused (both with the URL next-auth would go to); 429 from our throttle guard.
  const { url } = (await response.json()) as { url?: string };
  if (url === undefined) return { cookie: null, error: null, status: response.status };
  return {
    cookie: sessionCookieOf(response),
    error: new URL(url, appOrigin).searchParams.get("error"),
    status: response.status,
  };
}

/** Signs out with the session cookie, as the app's Sign out button does. */
export async function signOutWith(sessionCookie: string): Promise<Response> {
  const { token, cookie } = await csrf(sessionCookie);
  return callNextAuth("POST", ["signout"], `${sessionCookie}; ${cookie}`, { csrfToken: token, json: "true" });
}

/** GET /api/auth/session with a cookie: what the browser reads, and the cookie the answer sets. */
export async function readSessionWith(
  sessionCookie: string,
): Promise<{ body: { employee?: { username: string }; expires?: string }; renewed: string | null }> {
  const response = await callNextAuth("GET", ["session"], sessionCookie);
  return {
    body: (await response.json()) as { employee?: { username: string }; expires?: string },
    renewed: sessionCookieOf(response),
  };
}
