// The security headers every response carries, in one place for
// next.config.mjs (Next's own responses) and server/serve.mjs (the answers
// it gives before Next runs). Plain JavaScript because both import it.

/** Every response's headers but the framing one (the stand-in CPQ's pages may be framed by the app). */
export const commonHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
];

/** @type {{ key: string; value: string }[]} */
export const securityHeaders = [...commonHeaders, { key: "X-Frame-Options", value: "DENY" }];
