// /production-api/* – the embedded production API (one dispatcher for all 37 operations).
import { serveEmbeddedApi } from "@/lib/server/embedded-api";

// Each method named here, not re-exported from a shared module: with re-exported
// handlers Next served these routes about 40% slower (npm run bench:api).

export const GET = serveEmbeddedApi;
export const POST = serveEmbeddedApi;
export const PUT = serveEmbeddedApi;
export const PATCH = serveEmbeddedApi;
export const DELETE = serveEmbeddedApi;
