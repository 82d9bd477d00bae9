// Every page and API route needs a session, except the public ones (login,
// next-auth, the embedded production API, the ping, static files): pages
// redirect to /login, API routes answer 401 ProblemDetails. The route
// handlers and pages check the session and role again (defence in depth).
// Runs on the Node.js runtime (Next 16's proxy), so it can read the secret file.
import { NextResponse, type NextRequest } from "next/server";
import { isPublicPath } from "@/lib/auth/public-paths";
import { readSessionToken } from "@/lib/auth/session-token";

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isPublicPath(pathname)) return NextResponse.next();
  // The token only: the route or page re-checks the employee row (the proxy never opens the database).
  if (await readSessionToken(request)) return NextResponse.next();
  if (pathname.startsWith("/api/")) {
    return NextResponse.json(
      {
        type: "about:blank",
        title: "Sign in first",
        status: 401,
        detail: "This request needs a signed-in employee.",
      },
      { status: 401, headers: { "content-type": "application/problem+json" } },
    );
  }
  const login = new URL("/login", request.url);
  if (pathname !== "/") login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  // Not for the embedded production API (its own bearer tokens) nor the ping:
  // both are public, and skipping the proxy saves every request a round through it.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|production-api/|api/ping$).*)"],
};
