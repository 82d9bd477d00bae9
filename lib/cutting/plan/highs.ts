// HiGHS (the `highs` package) loaded once per process, its WebAssembly read
// from the package's own file in node_modules, never from a CDN. The file is
// found beside the package's script (the name Emscripten asks for), not named
// in a string the bundler would try to compile: the package stays external
// (next.config.mjs, serverExternalPackages).
import { createRequire } from "node:module";
import path from "node:path";
import loadHighs, { type Highs } from "highs";

let loading: Promise<Highs> | undefined;

export function getHighs(): Promise<Highs> {
  loading ??= loadHighs({
    locateFile: (file: string) =>
      path.join(path.dirname(createRequire(import.meta.url).resolve("highs")), file),
  });
  return loading;
}
