// A JSON answer that goes out as it is when it is small. Next gzips every answer
// whose type compresses, small or large, unless its Cache-Control says
// no-transform: each such answer gets a gzip stream of its own (a 16 KB buffer
// and ~270 KB of zlib's state, counted as the request thread's external memory
// until a collection frees them). At a scan or a ping every 20 ms that alone
// started a full collection of the request thread's heap every minute or so at
// 100,000 polygons (docs/architecture.md, "Garbage"), to save a few hundred
// bytes an answer. Larger answers are gzipped as before.

/** Answers shorter than this (in UTF-16 units, at least as many bytes) go out uncompressed: the threshold of Next's compression. */
const compressFromLength = 1_024;

/** `Response.json`, marked no-transform when the text is under `compressFromLength`. */
export function jsonAnswer(body: unknown, init: ResponseInit = {}): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  if (text.length < compressFromLength) {
    const cacheControl = headers.get("cache-control");
    headers.set("cache-control", cacheControl ? `${cacheControl}, no-transform` : "no-transform");
  }
  return new Response(text, { ...init, headers });
}
