// Answers 429 to a sign-in POST whose username, badge or address is refused,
// before next-auth sees it (next-auth's credentials flow cannot answer 429).
import type { Database } from "@/lib/db/client";
import { deviceRefusedFor, parseSignInAttempt, clientAddress, refusedFor } from "./sign-in";
import { refusedMessage } from "./throttle";

const callbackPath = /\/api\/auth\/callback\/([^/]+)\/?$/;

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  const copy = request.clone();
  try {
    if (type.includes("application/json")) {
      const body: unknown = await copy.json();
      return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    }
    return Object.fromEntries(new URLSearchParams(await copy.text()));
  } catch {
    return {};
  }
}

/**
 * next-auth reads a JSON body with `request.json()` and throws on a malformed
 * one (a 500): such a body is answered 400 here first. Its own pages post forms.
 */
export async function refuseMalformedBody(request: Request): Promise<Response | null> {
  if (request.method !== "POST" || !request.headers.get("content-type")?.includes("application/json"))
    return null;
  try {
    await request.clone().json();
    return null;
  } catch {
    return Response.json(
      {
        type: "urn:shopfloor:problem:invalid-input",
        title: "Invalid input",
        status: 400,
        detail: "The body is not valid JSON.",
      },
      { status: 400, headers: { "content-type": "application/problem+json", "cache-control": "no-store" } },
    );
  }
}

export async function refuseThrottledSignIn(
  db: Database,
  request: Request,
  now?: () => Date,
): Promise<Response | null> {
  const provider = callbackPath.exec(new URL(request.url).pathname)?.[1];
  if (request.method !== "POST" || !provider) return null;
  const address = clientAddress(request.headers);
  let retryAfterMs: number | null;
  if (provider === "device") {
    retryAfterMs = await deviceRefusedFor(db, address, now?.());
  } else {
    const attempt = parseSignInAttempt(provider, await readBody(request));
    if (!attempt) return null;
    retryAfterMs = await refusedFor(db, attempt, { address, now });
  }
  if (retryAfterMs === null) return null;
  return Response.json(
    { type: "about:blank", title: "Too many attempts", status: 429, detail: refusedMessage(retryAfterMs) },
    {
      status: 429,
      headers: {
        "content-type": "application/problem+json",
        "retry-after": String(Math.ceil(retryAfterMs / 1000)),
      },
    },
  );
}
