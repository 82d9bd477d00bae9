// The paths a wall board's device may reach (the proxy keeps it to them), and
// the redirect that takes a device token out of the address (/board?token=…).

/** The board, its pairing page, its data, and next-auth's own paths (session, sign-out). */
export function isBoardPath(pathname: string): boolean {
  return (
    pathname === "/board" ||
    pathname.startsWith("/board/") ||
    pathname === "/api/board" ||
    pathname === "/api/board/events" ||
    pathname.startsWith("/api/auth/")
  );
}

/**
 * /board?token=… → /board/pair?…#token=…: the other query parameters (view,
 * department) stay, the token moves to the fragment, which the browser keeps
 * out of later requests, the history's server logs and Referer headers.
 */
export function boardPairingRedirect(url: URL): URL | null {
  if (url.pathname !== "/board") return null;
  const token = url.searchParams.get("token");
  if (token === null) return null;
  const target = new URL("/board/pair", url);
  for (const [key, value] of url.searchParams) if (key !== "token") target.searchParams.append(key, value);
  target.hash = new URLSearchParams({ token }).toString();
  return target;
}
