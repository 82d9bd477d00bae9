// /production-api/polygonpackage/getbybarcode – the scan lookup, the embedded API's hottest operation.
// The same dispatcher as [...operation]; a static route spares every scan Next's
// walk over the app's dynamic routes and the catch-all's parameter parsing.
import { serveEmbeddedApi } from "@/lib/server/embedded-api";

// Each method named here, not re-exported from a shared module: with re-exported
// handlers Next served these routes about 40% slower (npm run bench:api).

export const GET = serveEmbeddedApi;
export const POST = serveEmbeddedApi;
export const PUT = serveEmbeddedApi;
export const PATCH = serveEmbeddedApi;
export const DELETE = serveEmbeddedApi;
