// The route handlers of the embedded production API: every method goes to the
// one dispatcher, which answers 405 for a method an operation does not take.
import { serveEmbeddedApi } from "./embedded-api";

export const GET = serveEmbeddedApi;
export const POST = serveEmbeddedApi;
export const PUT = serveEmbeddedApi;
export const PATCH = serveEmbeddedApi;
export const DELETE = serveEmbeddedApi;
