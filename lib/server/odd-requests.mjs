// The requests server/serve.mjs answers before anything else runs, for both of
// its listeners (Next and the routes beside it, lib/server/direct-api.mjs): a
// method the app does not serve (TRACE, PROPFIND, …) is 405, a Host that is not
// host[:port] (userinfo, a path) or a request target that is not a path is 400.
// Next and the web Request both throw on these, which answered 500 with a stack
// trace in the log. A client's mistake gets one warn line, never the Host's
// text (it may carry a user's password). docs/security.md, "Odd requests".
// Plain JavaScript: serve.mjs runs outside the build.
import { apiPolicy } from "./content-security-policy.mjs";
import { securityHeaders } from "./security-headers.mjs";

/** Every method some route of the app answers; Next answers 405 itself for one a route lacks. */
export const servedMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const served = new Set(servedMethods);

// host = a name (letters, digits, -, ., _, ~) or an IPv4 address, or [an IPv6 address]; then :port.
const hostPattern = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::(\d{1,5}))?$/;

/** True when `host` is host[:port] as a browser sends it: no userinfo, path, query or spaces. */
export function isPlainHost(host) {
  if (typeof host !== "string") return false;
  const match = hostPattern.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65_535) return false;
  return URL.canParse(`http://${host}/`);
}

/** The reason a request is refused before it is served, or null when it may go on. */
export function oddRequestOf(request) {
  if (!served.has(request.method ?? ""))
    return { status: 405, title: "Method not allowed", reason: "method" };
  const target = request.url ?? "";
  // origin-form only ("/path?query"), and "*" for OPTIONS: an absolute URL may carry userinfo too.
  if (!target.startsWith("/") && !(target === "*" && request.method === "OPTIONS"))
    return { status: 400, title: "Invalid request", reason: "target" };
  // HTTP/1.0 may leave Host out (Node refuses an HTTP/1.1 request without one).
  const { host } = request.headers;
  if (host !== undefined && !isPlainHost(host))
    return { status: 400, title: "Invalid request", reason: "host" };
  return null;
}

const details = {
  method: `This server answers ${servedMethods.join(", ")} only.`,
  target: "The request target must be a path.",
  host: "The Host header must be a host name or address, with an optional port.",
};

/** A path for the log line: without the query (a board's token), and not endless. */
const loggedPath = (url) => (url ?? "").split("?")[0].slice(0, 200);

/**
 * Answers an odd request (405 or 400 ProblemDetails with the security headers and a
 * policy) and logs one line; false when the request is not odd and goes on.
 */
export function refuseOddRequest(request, response) {
  const odd = oddRequestOf(request);
  if (!odd) return false;
  console.warn(
    JSON.stringify({
      level: "warn",
      time: new Date().toISOString(),
      pid: process.pid,
      msg: "odd request refused",
      // Node's parser takes only the methods it knows, so this is never a client's free text.
      method: request.method,
      path: odd.reason === "target" ? null : loggedPath(request.url),
      status: odd.status,
      reason: odd.reason,
    }),
  );
  response.statusCode = odd.status;
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  response.setHeader("Content-Security-Policy", apiPolicy);
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("Content-Type", "application/problem+json");
  if (odd.status === 405) response.setHeader("Allow", servedMethods.join(", "));
  // The body of a refused request is not read: the connection cannot carry another one.
  response.setHeader("Connection", "close");
  response.end(
    JSON.stringify({
      type: `urn:shopfloor:problem:${odd.status === 405 ? "method-not-allowed" : "invalid-input"}`,
      title: odd.title,
      status: odd.status,
      detail: details[odd.reason],
    }),
  );
  return true;
}
