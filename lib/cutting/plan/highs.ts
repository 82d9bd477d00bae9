// HiGHS (the `highs` package) loaded once per process, its WebAssembly read
// from the package's own file in node_modules, never from a CDN.
import { createRequire } from "node:module";
import loadHighs, { type Highs } from "highs";

let loading: Promise<Highs> | undefined;

export function getHighs(): Promise<Highs> {
  loading ??= loadHighs({ locateFile: () => createRequire(import.meta.url).resolve("highs/runtime") });
  return loading;
}
