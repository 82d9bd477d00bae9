// /production-api/* – the embedded production API (one dispatcher for all 37 operations).
import { serveEmbeddedApi } from "@/lib/server/embedded-api";

export const dynamic = "force-dynamic";

export const GET = serveEmbeddedApi;
export const POST = serveEmbeddedApi;
export const PUT = serveEmbeddedApi;
export const PATCH = serveEmbeddedApi;
export const DELETE = serveEmbeddedApi;
