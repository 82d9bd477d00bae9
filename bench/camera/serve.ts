// Serves the page of `npm run bench:camera` (page.ts beside this file),
// bundled by esbuild with code splitting so the reader is loaded only when
// the camera opens, as in the app; the decoder worker is an entry of its own
// and its WebAssembly comes from node_modules, both at the URLs the app's
// code names (`new URL(…, import.meta.url)`, which Next bundles and esbuild leaves).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

/** Bundles bench/camera/page.ts (code splitting keeps the reader lazy) and serves it. */
export async function serveCameraPage(port: number, outDir: string) {
  await build({
    entryPoints: {
      page: path.join(import.meta.dirname, "page.ts"),
      "decode-worker": path.join(root, "components/scan/decode-worker.ts"),
    },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "chrome120",
    logLevel: "error",
    tsconfig: path.join(root, "tsconfig.json"),
    loader: { ".wasm": "file" },
  });
  const types: Record<string, string> = { ".js": "text/javascript", ".wasm": "application/wasm" };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(
        '<!doctype html><meta charset="utf-8"><title>camera bench</title><script type="module" src="/page.js"></script>',
      );
      return;
    }
    const file = url.pathname.startsWith("/node_modules/zxing-wasm/dist/")
      ? path.join(root, path.normalize(url.pathname))
      : path.join(outDir, path.normalize(url.pathname.replace(/\.ts$/, ".js")));
    const isServed =
      file.startsWith(outDir) || file.startsWith(path.join(root, "node_modules/zxing-wasm/dist"));
    if (!isServed || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      // As Next serves /_next/static: the worker's fetch of the WebAssembly may come from the cache.
      "cache-control": "public, max-age=31536000, immutable",
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
