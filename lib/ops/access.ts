// Who may read the operator's endpoints (/metrics, the local backup door):
// never a browser session; a bearer token from a setting, or an address from
// a setting (loopback by default). docs/deploy.md, "What to monitor".
import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { env } from "@/lib/env";
import { clientAddressOf, trustedProxyList } from "@/lib/base/client-address";
import { apiPolicy } from "@/lib/server/content-security-policy.mjs";

const sessionCookie = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;

/**
 * A browser's request: it carries a session cookie, or the Sec-Fetch headers a
 * browser sends. Not Sec-Fetch-Mode alone: Node's own fetch (undici) sends
 * `sec-fetch-mode: cors` on every request, so the `npm run backup` CLI and a
 * Node scraper would look like browsers; a browser always adds Sec-Fetch-Site
 * and Sec-Fetch-Dest to it, and only a browser navigates (`navigate`, `no-cors`).
 */
export function isBrowserRequest(request: Request): boolean {
  const { headers } = request;
  const mode = headers.get("sec-fetch-mode");
  return (
    sessionCookie.test(headers.get("cookie") ?? "") ||
    headers.has("sec-fetch-site") ||
    headers.has("sec-fetch-dest") ||
    (mode !== null && mode !== "cors")
  );
}

export function hasBearer(request: Request, expected: string | undefined): boolean {
  if (!expected) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The request's address is one of `allowed` (IPs or CIDRs); an unknown address never is. */
export function isFromAllowedAddress(request: Request, allowed: readonly string[]): boolean {
  const address = clientAddressOf(request.headers, trustedProxyList(env().TRUSTED_PROXIES));
  const family = isIP(address);
  return family !== 0 && trustedProxyList(allowed).check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * This machine: loopback, and each address of its own interfaces (a server with
 * HOST on its LAN address sees `npm run backup` come from there). A connection
 * from another machine cannot carry one of these as its peer address.
 */
export function thisMachinesAddresses(): string[] {
  const own = Object.values(networkInterfaces()).flatMap((entries) =>
    (entries ?? []).map((entry) => entry.address.replace(/%.*$/, "")),
  );
  return ["127.0.0.0/8", "::1", ...own];
}

/** The operator's local door (the backup): from this machine or a network OPS_ALLOWED_NETWORKS names. */
export const isFromOpsNetwork = (request: Request): boolean =>
  isFromAllowedAddress(request, [...thisMachinesAddresses(), ...env().OPS_ALLOWED_NETWORKS]);

/** An operator endpoint's answer is never a page and never cached. */
export const opsHeaders = { "cache-control": "no-store", "content-security-policy": apiPolicy } as const;

const slugs = { 400: "invalid-input", 401: "unauthenticated", 403: "forbidden" } as const;

export function problem(status: keyof typeof slugs, title: string, detail: string): Response {
  return Response.json(
    { type: `urn:shopfloor:problem:${slugs[status]}`, title, status, detail },
    { status, headers: { ...opsHeaders, "content-type": "application/problem+json" } },
  );
}

/** Null when the request may read /metrics, else the refusal. */
export function refuseMetricsRequest(request: Request): Response | null {
  const settings = env();
  if (isBrowserRequest(request))
    return problem(
      403,
      "Not for a browser",
      "Metrics are read by a monitoring system, not a signed-in browser.",
    );
  if (hasBearer(request, settings.METRICS_TOKEN) || isFromAllowedAddress(request, settings.METRICS_ALLOW))
    return null;
  return problem(
    401,
    "Not allowed",
    "Metrics need an address of METRICS_ALLOW or the METRICS_TOKEN bearer token.",
  );
}
