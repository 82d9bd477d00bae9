// HiGHS (the `highs` package) loaded once per process. The package stays
// outside the bundle (next.config.mjs, serverExternalPackages), so its own
// script finds its WebAssembly beside it in node_modules, never on a CDN; a
// path named here would be rewritten by the bundler.
import loadHighs, { type Highs } from "highs";

let loading: Promise<Highs> | undefined;

export function getHighs(): Promise<Highs> {
  loading ??= loadHighs();
  return loading;
}
