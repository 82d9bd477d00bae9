// Every page and API route needs a session, except the public ones (login,
// next-auth, the embedded production API, the ping, static files): pages
// redirect to /login, API routes answer 401 ProblemDetails. The route
// handlers and pages check the session and role again (defence in depth).
// Every page that passes here gets the Content-Security-Policy with a fresh
// nonce, which Next puts on its own inline scripts (docs/security.md); API
// routes set their own (lib/route/define-route.ts), which the proxy must not overwrite.
// Runs on the Node.js runtime (Next 16's proxy), so it can read the secret file.
import { NextResponse, type NextRequest } from "next/server";
import { boardPairingRedirect, isBoardPath } from "@/lib/auth/board-paths";
import { isPublicPath } from "@/lib/auth/public-paths";
import { readSessionToken } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { contentSecurityPolicy, cpqFrameSources, newNonce } from "@/lib/server/content-security-policy.mjs";

const isDevelopment = process.env.NODE_ENV === "development";

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

function withPolicy<T extends Response>(response: T, policy: string): T {
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export async function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    isDevelopment,
    frameSources: cpqFrameSources(env()),
  });
  // Next reads the nonce from the request's policy while it renders the page.
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const { pathname, search } = request.nextUrl;
  // Next keeps a header the proxy set over the route's own, so API routes get theirs from
  // defineRoute instead: a route's own policy (the CPQ asset route's sandbox) stands.
  const next = () => {
    const response = NextResponse.next({ request: { headers } });
    return isApiPath(pathname) ? response : withPolicy(response, policy);
  };

  // A wall board opened with its device token (/board?token=…): the token goes on in the fragment,
  // which the browser never sends again, to the pairing page that signs the TV in (docs/security.md).
  const pairing = boardPairingRedirect(request.nextUrl);
  if (pairing) return withPolicy(NextResponse.redirect(pairing, 303), policy);
  if (isPublicPath(pathname)) return next();
  // The token only: the route or page re-checks the employee row (the proxy never opens the database).
  const session = await readSessionToken(request);
  if (session?.deviceId !== undefined && !isBoardPath(pathname)) {
    // A wall board's device sees the board and nothing else.
    if (!pathname.startsWith("/api/"))
      return withPolicy(NextResponse.redirect(new URL("/board", request.url)), policy);
    const body = {
      type: "about:blank",
      title: "Not allowed for your role",
      status: 403,
      detail: "A wall board's device may read the board only.",
    };
    return withPolicy(
      NextResponse.json(body, { status: 403, headers: { "content-type": "application/problem+json" } }),
      policy,
    );
  }
  if (session) return next();
  // A board that lost its session (a TV off for days) pairs again with the token it keeps.
  if (pathname === "/board") {
    return withPolicy(NextResponse.redirect(new URL(`/board/pair${search}`, request.url)), policy);
  }
  if (pathname.startsWith("/api/")) {
    const body = {
      type: "about:blank",
      title: "Sign in first",
      status: 401,
      detail: "This request needs a signed-in employee.",
    };
    return withPolicy(
      NextResponse.json(body, { status: 401, headers: { "content-type": "application/problem+json" } }),
      policy,
    );
  }
  const login = new URL("/login", request.url);
  if (pathname !== "/") login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return withPolicy(NextResponse.redirect(login), policy);
}

export const config = {
  // Not for the embedded production API (its own bearer tokens), the stand-in CPQ's
  // instances (its own tokens; its project page is framed by the app and carries its
  // own policy) nor the ping: all are public, and skipping the proxy saves every
  // request a round through it. next.config.mjs gives those (and static files) their policy.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|production-api/|cpq/|api/ping$).*)"],
};
