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

/**
 * @param {{ nonce?: string; isDevelopment?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, isDevelopment = false } = {}) {
  const scripts = ["'self'", nonce ? `'nonce-${nonce}'` : "", isDevelopment ? "'unsafe-eval'" : ""];
  return [
    "default-src 'self'",
    `script-src ${scripts.filter(Boolean).join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
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
