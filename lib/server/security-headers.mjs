// The security headers every response carries, in one place for
// next.config.mjs (Next's own responses) and scripts/serve.mjs (the answers
// it gives before Next runs). Plain JavaScript because both import it.

/** @type {{ key: string; value: string }[]} */
export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
];
