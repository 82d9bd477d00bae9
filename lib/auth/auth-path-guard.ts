// Answers odd next-auth paths before next-auth runs, which would throw (a 500)
// on them: an unknown action, a segment that is not clean text, or a GET of a
// credentials callback (password and badge sign-ins are POSTs only).
import { isCleanText } from "@/lib/base/text";

/** The actions next-auth serves (v4). */
const actions = new Set([
  "providers",
  "session",
  "csrf",
  "signin",
  "signout",
  "callback",
  "verify-request",
  "error",
  "_log",
]);

const problem = (status: number, title: string, detail: string, headers: Record<string, string> = {}) =>
  Response.json(
    { type: "about:blank", title, status, detail },
    {
      status,
      headers: { "content-type": "application/problem+json", "cache-control": "no-store", ...headers },
    },
  );

export function refuseOddAuthPath(method: string, segments: string[]): Response | null {
  const [action] = segments;
  if (!action || !actions.has(action)) return problem(404, "Not found", "There is no such sign-in path.");
  if (!segments.every((segment) => isCleanText(segment)))
    return problem(400, "Invalid path", "The path holds a character that is not allowed.");
  if (method === "GET" && action === "callback")
    return problem(405, "Method not allowed", "Sign-in callbacks take POST.", { allow: "POST" });
  return null;
}
