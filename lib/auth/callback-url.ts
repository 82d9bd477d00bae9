// Where to go after signing in: only a path of this site, judged the way a
// browser will read it. Browsers drop tabs and newlines from URLs and read
// `\` as `/`, so `/\t/evil.example` is `//evil.example`: another site.
const base = new URL("http://callback.invalid");

/** Any control character (tab, CR, LF, NUL, DEL …), a backslash or a space. */
const unsafe = /[\u0000-\u0020\u007f\\]/;

/**
 * The callback URL as a path of this site (`/stations/2?x=1`), or null when it
 * could lead anywhere else, would loop back to the login page, or is an API URL.
 */
export function safeCallbackPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || unsafe.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return null;
  }
  if (parsed.origin !== base.origin || parsed.pathname.startsWith("//")) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (parsed.pathname === "/login" || parsed.pathname.startsWith("/api/")) return null;
  return path;
}

/**
 * next-auth's redirect callback: a URL of this site (absolute or a path) that
 * passes the check above, else the start page, which sends the employee home.
 */
export function redirectAfterSignIn({ url, baseUrl }: { url: string; baseUrl: string }): string {
  const origin = new URL(baseUrl).origin;
  const rest = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  const path = safeCallbackPath(rest);
  // Sign-out sends to /login on purpose; that path is refused above only as a loop after sign-in.
  if (rest === "/login") return `${origin}/login`;
  return `${origin}${path ?? "/"}`;
}
