// The requests this server is answering, each by the moment it came
// (server/serve.mjs notes every one). Background work on the request thread
// (lib/base/yield.ts) lets the requests of the last few milliseconds go first:
// a ping or a scan then waits for its own turns and the garbage collector, not
// for a replan's or a reload's slices between each of them. Process-wide on
// `globalThis`: serve.mjs and Next's bundles each load their own copy of this file.
// Plain JavaScript: server/serve.mjs runs before and outside the build.

const key = Symbol.for("shopfloor.requests-under-way");

/** @returns {Set<{ at: number }>} */
function underWay() {
  const holder = /** @type {Record<symbol, Set<{ at: number }> | undefined>} */ (globalThis);
  return (holder[key] ??= new Set());
}

/** Notes a request from now until its answer is sent or its connection closes. */
export function noteRequest(response, at = performance.now()) {
  const entry = { at };
  const requests = underWay();
  requests.add(entry);
  const done = () => requests.delete(entry);
  response.once("finish", done);
  response.once("close", done);
}

/**
 * How long until every request under way that came after `after` is at least
 * `ageMs` old (0: none is younger).
 */
export function msUntilRequestsAged(ageMs, now = performance.now(), after = -Infinity) {
  let wait = 0;
  for (const { at } of underWay()) if (at > after) wait = Math.max(wait, at + ageMs - now);
  return wait;
}
