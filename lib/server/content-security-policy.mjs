// The Content-Security-Policy, in one place for next.config.mjs (responses the
// proxy does not see: static files, the embedded API, the ping) and proxy.ts
// (pages and the app's API). Pages get a fresh nonce per response: Next reads
// it from the request's policy and puts it on its own inline scripts, so no
// 'unsafe-inline' for scripts (docs/security.md). Plain JavaScript because
// next.config.mjs imports it.
//
// Styles keep 'unsafe-inline': React writes style attributes (the virtual
// lists' positions), which a nonce cannot cover. `next dev` also needs
// 'unsafe-eval' for its refresh runtime; the production server never.
//
// Frames: the project page shows the CPQ in an iframe ("Open in CPQ"), so pages
// may frame 'self' (the embedded stand-in at /cpq) and the CPQ's origins the
// settings name (frameSources); nothing may frame the app (frame-ancestors).

/**
 * @param {{ nonce?: string; isDevelopment?: boolean; frameSources?: readonly string[] }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, isDevelopment = false, frameSources = [] } = {}) {
  const scripts = [
    "'self'",
    nonce ? `'nonce-${nonce}'` : "",
    "'wasm-unsafe-eval'",
    isDevelopment ? "'unsafe-eval'" : "",
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.filter(Boolean).join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${["'self'", ...frameSources].join(" ")}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The origins a page may frame besides its own: the CPQ the settings name
 * (its instance in direct mode, its hub in hub mode) and CPQ_FRAME_ORIGINS,
 * for a hub whose instances live on other origins.
 * @param {{ CPQ_BASE_URL?: string; CPQ_HUB_URL?: string; CPQ_FRAME_ORIGINS?: readonly string[] }} settings
 * @returns {string[]}
 */
export function cpqFrameSources(settings) {
  const origins = [settings.CPQ_BASE_URL, settings.CPQ_HUB_URL]
    .filter((url) => url !== undefined)
    .map((url) => new URL(url).origin);
  return [...new Set([...origins, ...(settings.CPQ_FRAME_ORIGINS ?? [])])];
}

/**
 * What the stand-in CPQ (/cpq, lib/embedded-cpq) answers with: its project page
 * has one inline script and is framed by the app's own pages, nothing else.
 */
export const standInCpqPolicy =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

/**
 * What an answer that is never a page gets (the operator's endpoints, the health
 * checks, a refused odd request, and any answer that came without a policy):
 * nothing may load from it or frame it.
 */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
