// Next.js configuration. PGlite and HiGHS are WASM packages loaded at run time from
// node_modules, never bundled (and never opened at build time).
//
// Security headers on every response. The Content-Security-Policy of pages
// comes from proxy.ts, with a nonce per page, and of the app's API from
// defineRoute (lib/route); here it covers what neither sets
// (lib/server/content-security-policy.mjs).
// media-src blob: is for the camera scanner; frame-ancestors 'none' stops framing,
// but for the stand-in CPQ's instances (/cpq/…), which the project page frames
// ("Open in CPQ"): those may be framed by the app's own origin only.
// The operator's endpoints (health, the backup door) are never pages: the strict
// API policy (their routes set it too; server/serve.mjs gives it to any answer without one).
import createNextIntlPlugin from "next-intl/plugin";
import { apiPolicy, contentSecurityPolicy, standInCpqPolicy } from "./lib/server/content-security-policy.mjs";
import { commonHeaders, securityHeaders } from "./lib/server/security-headers.mjs";

const isDevelopment = process.env.NODE_ENV === "development";

/** The paths proxy.ts's matcher leaves out: they get the policy without a nonce. */
const pathsBesideTheProxy = [
  "/_next/static/:path*",
  "/_next/image",
  "/favicon.ico",
  "/production-api/:path*",
  "/api/ping",
  // Not beside the proxy, but next-auth's answers are not defineRoute's, which gives every
  // other API answer its policy (the proxy leaves API answers' policy to the route).
  "/api/auth/:path*",
];

const standInCpqHeaders = [
  ...commonHeaders,
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Content-Security-Policy", value: standInCpqPolicy },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ["@electric-sql/pglite", "pg", "highs", "piscina"],
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
  async headers() {
    const policy = { key: "Content-Security-Policy", value: contentSecurityPolicy({ isDevelopment }) };
    return [
      // Every path but /cpq and /cpq/… (the stand-in's instances, below).
      { source: "/:path((?!cpq/|cpq$).*)", headers: securityHeaders },
      { source: "/cpq/:path*", headers: standInCpqHeaders },
      ...pathsBesideTheProxy.map((source) => ({ source, headers: [policy] })),
      ...["/api/health/:path*", "/api/ops/:path*"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: apiPolicy }],
      })),
    ];
  },
};

// next-intl's plugin only to precompile the messages at build time: the pages
// then ship a formatter of under 1 KB instead of an ICU parser (about 12 KB
// gzip a page, docs/benchmarks.md "First-load JavaScript"). The language is
// still the employee's, without locale routing (lib/i18n/messages.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: ["en", "nl"], precompile: true } },
});

export default withNextIntl(nextConfig);
