// A CPQ picture or document as a path of the app's own origin: the CPQ URL
// and its application, signed with a key of this server, so that the asset
// route fetches only what the server itself handed out (never a URL a browser
// made up) and the browser never sees the CPQ's address or a token.
import { createHmac, timingSafeEqual } from "node:crypto";

/** Where the app serves CPQ assets (the lead's route: app/api/cpq/assets/[ref]/route.ts). */
export const cpqAssetPathPrefix = "/api/cpq/assets/";

const signatureOf = (key: Uint8Array, applicationId: string, url: string) =>
  createHmac("sha256", key).update(`${applicationId}\n${url}`).digest("base64url").slice(0, 32);

/** `<application id>.<url, base64url>.<signature>`: one path segment. */
export function makeAssetRef(key: Uint8Array, applicationId: string, url: string): string {
  const encoded = Buffer.from(url, "utf8").toString("base64url");
  return `${encodeURIComponent(applicationId)}.${encoded}.${signatureOf(key, applicationId, url)}`;
}

export function assetPath(key: Uint8Array, applicationId: string, url: string): string {
  return `${cpqAssetPathPrefix}${makeAssetRef(key, applicationId, url)}`;
}

/** Whether every %-escape in a ref is well formed (`%` alone, `%E0%A4%A` or a lone surrogate's are not). */
export function isWellEscaped(ref: string): boolean {
  try {
    decodeURIComponent(ref);
    return true;
  } catch {
    return false;
  }
}

/** The application and URL of a ref this server signed, or null for anything else. */
export function readAssetRef(key: Uint8Array, ref: string): { applicationId: string; url: string } | null {
  const match = /^([^.]{1,40})\.([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{32})$/.exec(ref);
  if (!match || !isWellEscaped(match[1]!)) return null;
  const applicationId = decodeURIComponent(match[1]!);
  const url = Buffer.from(match[2]!, "base64url").toString("utf8");
  const expected = Buffer.from(signatureOf(key, applicationId, url));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { applicationId, url } : null;
}
