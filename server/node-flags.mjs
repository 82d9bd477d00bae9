// The flags every app server's Node runs with (`npm start`, the cluster harness).
// Measured with `npm run bench:stall -- --size 100k` (docs/architecture.md,
// "Garbage"):
// - A young generation of 64 MB instead of V8's 16: at 100,000 polygons a cut
//   list or a reload of the kept lists makes objects that live a few turns;
//   with the default they outlive the young generation's collections, are
//   copied into the old one and make its collections long.
// - The old generation may grow to 4 times what a full collection leaves
//   before the next one (V8 picks 1.1–1.5 on its own for this heap): a full
//   collection of the request thread's ~350 MB holds it for 150–300 ms in
//   steps on 2 cores, and came every 10–35 s at 100k; marking costs what is
//   alive, so rarer collections cost the same each. At 2.5 times one still
//   came every ~2.3 min under bench:stall's load (~3.4 MB a second reaching
//   the old generation); at 4, by that rate, every ~5 min. The price is a heap of up to
//   ~1.4 GB at 100k (a few tens of MB at the demo's size).
// - No memory reducer: it collects whenever the heap has grown by a tenth
//   since it last looked, to give memory back to the system, which undid the
//   line above (docs/architecture.md, "What started the full collections").
import { execFileSync } from "node:child_process";

export const serverNodeFlags = [
  "--max-semi-space-size=64",
  "--heap-growing-percent=300",
  "--no-memory-reducer",
];

/**
 * The flags this Node knows (V8's, or Node's own): a V8 flag a later Node drops would stop the
 * server at its start ("bad option"), so one it does not list is left out,
 * with a line saying so. `v8Options`: what `node --v8-options` prints.
 */
export function knownNodeFlags(
  flags = serverNodeFlags,
  v8Options = execFileSync(process.execPath, ["--v8-options"], { encoding: "utf8" }),
) {
  const listed = new Set(v8Options.match(/^\s+--[a-z0-9-]+/gm)?.map((name) => name.trim()));
  return flags.filter((flag) => {
    const name = flag.split("=")[0].replace(/_/g, "-");
    // V8 lists a boolean flag once, by its positive name: --no-memory-reducer is --memory-reducer's.
    const isKnown =
      listed.has(name) ||
      listed.has(name.replace(/^--no-/, "--")) ||
      process.allowedNodeEnvironmentFlags.has(name);
    if (!isKnown) console.warn(`[startup] this Node has no ${name}: the server runs without it`);
    return isKnown;
  });
}
